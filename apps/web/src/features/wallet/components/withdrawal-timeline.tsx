import { FINAL_WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalStatus } from '@m/contract';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';

/** The steps of a withdrawal that goes through; a rejection ends it instead of approval. */
const FLOW: readonly WithdrawalStatus[] = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID'];

const stepsToCome = (withdrawal: Withdrawal): WithdrawalStatus[] => {
  if (FINAL_WITHDRAWAL_STATUSES.includes(withdrawal.status)) return [];
  return FLOW.slice(FLOW.indexOf(withdrawal.status) + 1);
};

const STATUS_KEYS: Record<WithdrawalStatus, string> = {
  SUBMITTED: 'withdraw.status.SUBMITTED',
  IN_REVIEW: 'withdraw.status.IN_REVIEW',
  APPROVED: 'withdraw.status.APPROVED',
  PAID: 'withdraw.status.PAID',
  REJECTED: 'withdraw.status.REJECTED',
};

const dateTime = (iso: string) => formatLocalDateTime(Date.parse(iso), 'YYYY-MM-DD HH:mm');

/** What happened to a withdrawal so far, each step with its time, and the steps still to come. */
export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useT();
  return (
    <ol className="withdraw-timeline" data-testid="withdrawal-timeline">
      {withdrawal.timeline.map((event) => (
        <li key={event.status} className="withdraw-step withdraw-step-done" data-status={event.status} data-testid={`withdrawal-step-${event.status}`}>
          <span className="withdraw-step-name">{t(STATUS_KEYS[event.status])}</span>
          <time className="withdraw-step-time" dir="ltr" dateTime={event.at}>{dateTime(event.at)}</time>
          {event.reason && <p className="withdraw-step-reason" data-testid="withdrawal-reject-reason">{t('withdraw.rejectReason', { reason: event.reason })}</p>}
        </li>
      ))}
      {stepsToCome(withdrawal).map((status) => (
        <li key={status} className="withdraw-step withdraw-step-ahead" data-status={status}>
          <span className="withdraw-step-name">{t(STATUS_KEYS[status])}</span>
          <span className="visually-hidden">{t('withdraw.stepAhead')}</span>
        </li>
      ))}
    </ol>
  );
}

/** One withdrawal: amount, card, status, and its timeline. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="withdraw-item" data-testid="withdrawal-item" data-id={withdrawal.id} data-status={withdrawal.status}>
      <div className="withdraw-item-head">
        <span className="withdraw-item-amount" dir="ltr">{formatMoney(withdrawal.amount)}</span>
        <span className={`withdraw-status withdraw-status-${withdrawal.status.toLowerCase()}`} data-testid="withdrawal-status">
          {t(STATUS_KEYS[withdrawal.status])}
        </span>
      </div>
      <p className="withdraw-item-card">
        {withdrawal.bankName} <span dir="ltr">{withdrawal.accountNumber}</span>
      </p>
      <WithdrawalTimeline withdrawal={withdrawal} />
    </li>
  );
}
