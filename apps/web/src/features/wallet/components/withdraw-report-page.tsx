import { useMemo, useState } from 'react';
import type { WithdrawReport } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, rangeInstants, type DateRange } from '@/components/list/date-range';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useWithdrawReport } from '@/features/wallet/api/withdraw-report';
import { WithdrawalItem } from '@/features/wallet/components/withdrawal-timeline';
import '@/features/wallet/components/withdraw.css';

const withdrawalsOf = (page: WithdrawReport) => page.list;

function Totals({ totals }: { totals: WithdrawReport['totals'] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const entries = [
    ['withdrawReport.totalPaid', totals.paid, 'paid'],
    ['withdrawReport.totalPending', totals.pending, 'pending'],
    ['withdrawReport.totalRejected', totals.rejected, 'rejected'],
  ] as const;
  return (
    <dl className="withdraw-totals" data-testid="withdraw-report-totals">
      {entries.map(([label, amount, name]) => (
        <div key={name} className="withdraw-figure">
          <dt>{t(label)}</dt>
          <dd dir="ltr" data-testid={`withdraw-total-${name}`}>{formatMoney(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /m/withdrawReport: the member's withdrawals of a period, newest first, with the period's totals and each one's timeline. */
export function WithdrawReportPage() {
  const t = useT();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now()));
  const instants = useMemo(() => rangeInstants(range), [range]);
  const query = useWithdrawReport(instants, useSessionOwner());
  const withdrawals = usePagedItems(query, withdrawalsOf);
  const totals = query.data?.pages[0]?.totals;
  return (
    <section className="page withdraw-report-page" data-testid="page-withdrawReport">
      <h1 className="page-title">{t('page.withdrawReport.title')}</h1>
      <DateRangeFilter onChange={setRange} />
      {totals && <Totals totals={totals} />}
      <PagedList list={withdrawals} empty={t('withdrawReport.empty')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="withdraw-list">
          {withdrawals.items.map((withdrawal) => <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />)}
        </ul>
      </PagedList>
    </section>
  );
}
