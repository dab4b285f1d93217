import type { ReceivingAccount } from '@m/contract';
import { CopyValue } from '@/components/copy-value';
import { useT } from '@/lib/i18n/use-t';

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
