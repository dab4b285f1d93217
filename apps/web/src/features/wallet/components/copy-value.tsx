import type { ReceivingAccount } from '@m/contract';
import { Toast } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';

/** One line of details to pay to (an account number, a name) with its copy button. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.show({ content: t('deposit.copied') });
    } catch {
      Toast.show({ content: t('deposit.copyFailed') });
    }
  };
  return (
    <div className="deposit-copy-row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <button type="button" className="deposit-copy-button" onClick={() => void copy()} aria-label={t('deposit.copyLabel', { label })} data-testid={`${testId}-copy`}>
          {t('deposit.copy')}
        </button>
      </dd>
    </div>
  );
}

/**
 * The merchant's account a manual transfer goes to, each line with its copy button; test ids
 * `<prefix>-bank`, `<prefix>-account-name`, `<prefix>-account-number`.
 */
export function ReceivingAccountDetails({ account, testIdPrefix }: { account: ReceivingAccount; testIdPrefix: string }) {
  const t = useT();
  return (
    <dl className="deposit-details">
      <CopyValue label={t('deposit.manual.bankName')} value={account.bankName} testId={`${testIdPrefix}-bank`} />
      <CopyValue label={t('deposit.manual.accountName')} value={account.accountName} testId={`${testIdPrefix}-account-name`} />
      <CopyValue label={t('deposit.manual.accountNumber')} value={account.accountNumber} testId={`${testIdPrefix}-account-number`} />
    </dl>
  );
}
