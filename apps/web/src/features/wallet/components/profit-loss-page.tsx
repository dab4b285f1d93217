import { useState } from 'react';
import { PROFIT_LOSS_GROUPS, type ProfitLossGroup, type ProfitLossPage as ProfitLossAnswer, type ProfitLossRow } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { categoryLabel } from '@/lib/game-categories';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useProfitLoss } from '@/features/wallet/api/profit-loss';
import { Figures, RecordTotals, SignedMoney, useRecordRange, type Figure } from '@/components/list/record-parts';

const rowsOf = (page: ProfitLossAnswer) => page.list;

/** Bets always; money in and out only where there was some (a category row has none). */
const figuresOf = (row: Omit<ProfitLossRow, 'key'>): Figure[] => [
  { label: 'records.betCount', amount: row.bets, kind: 'count' },
  { label: 'records.stake', amount: row.stake },
  { label: 'records.win', amount: row.win },
  ...(row.deposit ? [{ label: 'records.deposit', amount: row.deposit }] : []),
  ...(row.withdrawal ? [{ label: 'records.withdrawal', amount: row.withdrawal }] : []),
  ...(row.bonus ? [{ label: 'records.bonus', amount: row.bonus }] : []),
];

function ProfitLossItem({ row, groupBy }: { row: ProfitLossRow; groupBy: ProfitLossGroup }) {
  const t = useT();
  return (
    <li className="card-row" data-testid="profit-loss-row" data-key={row.key}>
      {groupBy === 'day'
        ? <time className="card-row-title" dir="ltr" dateTime={row.key}>{row.key}</time>
        : <span className="card-row-title">{t(categoryLabel(row.key))}</span>}
      <span className="card-row-amount"><SignedMoney amount={row.profit} /></span>
      <Figures className="card-row-figures" figures={figuresOf(row)} />
    </li>
  );
}

/** /m/profitandloss: the period's result by day or by game category, and its totals with the money in and out. */
export function ProfitLossPage() {
  const t = useT();
  const [range, setRange] = useRecordRange();
  const [groupBy, setGroupBy] = useState<ProfitLossGroup>('day');
  const query = useProfitLoss({ ...range, groupBy }, useSessionOwner());
  const rows = usePagedItems(query, rowsOf);
  const totals = query.data?.pages[0]?.totals;
  return (
    <section className="page record-page" data-testid="page-profitandloss">
      <h1 className="page-title">{t('page.profitandloss.title')}</h1>
      <DateRangeFilter onChange={setRange} />
      <div className="record-switch" role="group" aria-label={t('records.groupBy')}>
        {PROFIT_LOSS_GROUPS.map((option) => (
          <button key={option} type="button" aria-pressed={groupBy === option} data-testid={`profit-loss-by-${option}`} onClick={() => setGroupBy(option)}>
            {t(`records.by.${option}`)}
          </button>
        ))}
      </div>
      <RecordTotals
        figures={totals ? [
          { label: 'records.profit', amount: totals.profit, kind: 'signed', testId: 'profit-loss-profit' },
          ...figuresOf(totals),
        ] : null}
      />
      <PagedList list={rows} empty={t('records.noBets')}>
        <ul className="card-list">{rows.items.map((row) => <ProfitLossItem key={row.key} row={row} groupBy={groupBy} />)}</ul>
      </PagedList>
    </section>
  );
}
