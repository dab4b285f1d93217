import { useState } from 'react';
import type { DepositReport, DepositReportRow } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useDepositReport, type DepositReportFilter } from '@/features/wallet/api/deposit-report';
import '@/features/wallet/components/wallet.css';

const rowsOf = (page: DepositReport) => page.list;

function ReportRow({ row }: { row: DepositReportRow }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="report-row" data-testid="deposit-report-row" data-order={row.orderId} data-status={row.status}>
      <div className="report-row-main">
        <span>{t(`deposit.channel.${row.channel}`)} · {row.providerName}</span>
        <span className="deposit-hint" dir="ltr">{row.orderId}</span>
        <span className="deposit-hint" dir="ltr">{formatLocalDateTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</span>
        {row.rejectReason && <span className="deposit-hint">{t('deposit.order.rejectReason', { reason: row.rejectReason })}</span>}
      </div>
      <div className="report-row-side">
        <strong dir="ltr" data-testid="deposit-report-amount">{formatMoney(row.amount)}</strong>
        {row.bonusAmount > 0 && <span className="deposit-hint" dir="ltr">{formatMoney(row.bonusAmount, { signed: true })}</span>}
        <span className="deposit-status-badge" data-status={row.status} data-testid="deposit-report-status">{t(`deposit.status.${row.status}`)}</span>
      </div>
    </li>
  );
}

/** Spec §2 /m/vouReport (DEPRECM3): the member's deposit orders of a period, their totals, newest first. */
export function DepositReportPage() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const owner = useSessionOwner();
  // Days are the player's: the server counts them in this time zone.
  const [filter, setFilter] = useState<DepositReportFilter>(() => ({ ...initialDateRange(Date.now()), utcOffset: -new Date().getTimezoneOffset() }));
  const report = useDepositReport(filter, owner);
  const rows = usePagedItems(report, rowsOf);
  const totals = report.data?.pages[0]?.totals;

  return (
    <section className="page wallet-page" data-testid="page-vouReport">
      <h1 className="visually-hidden">{t('page.vouReport.title')}</h1>
      <DateRangeFilter onChange={(range: DateRange) => setFilter((current) => ({ ...current, ...range }))} />
      {totals && (
        <dl className="wallet-card report-totals" data-testid="deposit-report-totals">
          <div className="deposit-detail-row">
            <dt>{t('deposit.report.count')}</dt>
            <dd data-testid="deposit-report-total-count">{totals.count}</dd>
          </div>
          <div className="deposit-detail-row">
            <dt>{t('deposit.report.credited')}</dt>
            <dd dir="ltr" data-testid="deposit-report-total-credit">{formatMoney(totals.creditAmount)}</dd>
          </div>
          <div className="deposit-detail-row">
            <dt>{t('deposit.bonus')}</dt>
            <dd dir="ltr">{formatMoney(totals.bonusAmount)}</dd>
          </div>
        </dl>
      )}
      <PagedList list={rows} empty={t('deposit.report.empty')} errorText={(error) => errorText(t, error)}>
        {rows.items.length > 0 && (
          <ul className="wallet-card report-list" data-testid="deposit-report-list">
            {rows.items.map((row) => <ReportRow key={row.orderId} row={row} />)}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
