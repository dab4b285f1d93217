import { Toast } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import '@/components/copy-value.css';

/** Copies `value` to the clipboard and says whether it worked (a handler's work: the clipboard exists only there). */
export function useCopyText(): (value: string) => Promise<void> {
  const t = useT();
  return async (value) => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.show({ content: t('common.copied') });
    } catch {
      Toast.show({ content: t('common.copyFailed') });
    }
  };
}

/** One line of a description list (an account number, an invitation code) with its copy button. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useT();
  const copy = useCopyText();
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId} dir="ltr">{value}</span>
        <button type="button" className="outline-button copy-button" onClick={() => void copy(value)} aria-label={t('common.copyLabel', { label })} data-testid={`${testId}-copy`}>
          {t('common.copy')}
        </button>
      </dd>
    </div>
  );
}
