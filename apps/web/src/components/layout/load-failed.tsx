import { useT } from '@/lib/i18n/use-t';
import { Button } from '@/components/ui/button';

/** Spec §8: "Loading failed, click to retry" — the whole block retries on click. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-failed" role="alert" data-testid="load-failed">
      <Button fill="none" block onClick={onRetry}>
        {t('common.loadFailed')}
      </Button>
    </div>
  );
}
