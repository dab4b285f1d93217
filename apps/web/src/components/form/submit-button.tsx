import { Button } from '@/components/ui/button';

type SubmitButtonProps = { loading?: boolean; disabled?: boolean; testId: string; children: string };

/** The form's submit: its name stays while it is busy (the spinner comes beside the text, not instead of it). */
export function SubmitButton({ loading = false, disabled, testId, children }: SubmitButtonProps) {
  return (
    <Button
      block
      color="primary"
      size="large"
      type="submit"
      className="form-submit"
      disabled={disabled}
      loading={loading}
      loadingText={children}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
