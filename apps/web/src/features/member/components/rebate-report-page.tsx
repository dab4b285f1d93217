import { useMemo, useState } from 'react';
import type { RebateClaim, RebateReport } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, rangeInstants, type DateRange } from '@/components/list/date-range';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useRebateReport } from '@/features/member/api/rebate-report';
import { RebateCategoryRow } from '@/features/member/components/manual-rebate-page';
import '@/features/member/components/rebates.css';

const claimsOf = (page: RebateReport) => page.list;

const dateTime = (epochMs: number) => formatLocalDateTime(epochMs, 'YYYY-MM-DD HH:mm');

function Totals({ totals, count }: { totals: RebateReport['totals']; count: number }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <dl className="rebate-summary-figures rebate-totals" data-testid="rebate-report-totals">
      <div>
        <dt>{t('rebateReport.totalAmount')}</dt>
        <dd dir="ltr" data-testid="rebate-report-total-amount">{formatMoney(totals.amount)}</dd>
      </div>
      <div>
        <dt>{t('rebate.turnover')}</dt>
        <dd dir="ltr" data-testid="rebate-report-total-turnover">{formatMoney(totals.turnover)}</dd>
      </div>
      <div>
        <dt>{t('rebateReport.count')}</dt>
        <dd dir="ltr" data-testid="rebate-report-count">{count}</dd>
      </div>
    </dl>
  );
}

/** One paid rebate: when, its period, the totals and each category's part. */
function ClaimItem({ claim }: { claim: RebateClaim }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="rebate-claim-item" data-testid="rebate-report-item" data-id={claim.id}>
      <div className="rebate-claim-head">
        <span className="rebate-claim-amount" dir="ltr" data-testid="rebate-report-amount">{formatMoney(claim.amount)}</span>
        <time dir="ltr" dateTime={new Date(claim.periodTo).toISOString()}>{dateTime(claim.periodTo)}</time>
      </div>
      <p className="rebate-claim-period">
        {t('rebateReport.period')}{' '}
        <span dir="ltr" className="rebate-period" data-testid="rebate-report-period">
          <time dateTime={new Date(claim.periodFrom).toISOString()}>{dateTime(claim.periodFrom)}</time> – <time dateTime={new Date(claim.periodTo).toISOString()}>{dateTime(claim.periodTo)}</time>
        </span>
      </p>
      <p className="rebate-claim-period">
        {t('rebate.turnover')} <span dir="ltr" data-testid="rebate-report-turnover">{formatMoney(claim.turnover)}</span>
      </p>
      <ul className="card-list rebate-list-nested" aria-label={t('rebate.byCategory')}>
        {claim.categories.map((line) => <RebateCategoryRow key={line.gameCategory} line={line} />)}
      </ul>
    </li>
  );
}

/** /m/member/rebateReport: the rebates paid to the member in a period, newest first, with the period's totals. */
export function RebateReportPage() {
  const t = useT();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now()));
  const instants = useMemo(() => rangeInstants(range), [range]);
  const query = useRebateReport(instants, useSessionOwner());
  const claims = usePagedItems(query, claimsOf);
  const firstPage = query.data?.pages[0];
  return (
    <section className="page rebate-page" data-testid="page-member-rebateReport">
      <h1 className="page-title">{t('page.member-rebateReport.title')}</h1>
      <DateRangeFilter onChange={setRange} />
      {firstPage && <Totals totals={firstPage.totals} count={firstPage.totalCount} />}
      <PagedList list={claims} empty={t('rebateReport.empty')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="rebate-report-list">
          {claims.items.map((claim) => <ClaimItem key={claim.id} claim={claim} />)}
        </ul>
      </PagedList>
    </section>
  );
}
