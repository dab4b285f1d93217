import { useT } from '@/lib/i18n/use-t';

/** A query of the payout screens that failed: the standard text, pressing it tries again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <button type="button" className="payout-load-failed" onClick={onRetry}>
      {t('common.loadFailed')}
    </button>
  );
}
