import type { BetRecord, GameRecordPage as GameRecordAnswer } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useGameRecord } from '@/features/wallet/api/game-record';
import { Figures, RecordTotals, SignedMoney, useRecordRange } from '@/components/list/record-parts';

const betsOf = (page: GameRecordAnswer) => page.list;

function BetRow({ bet }: { bet: BetRecord }) {
  return (
    <li className="card-row" data-testid="game-record-row">
      <span className="card-row-title">{bet.gameName}</span>
      <span className="card-row-amount"><SignedMoney amount={(Math.round(bet.win * 100) - Math.round(bet.stake * 100)) / 100} /></span>
      <span className="card-row-detail">{bet.vendorName}</span>
      <time className="card-row-detail card-row-amount" dir="ltr" dateTime={new Date(bet.createdAt).toISOString()}>
        {formatLocalDateTime(bet.createdAt, 'YYYY-MM-DD HH:mm')}
      </time>
      <Figures className="card-row-figures" figures={[{ label: 'records.stake', amount: bet.stake }, { label: 'records.win', amount: bet.win }]} />
    </li>
  );
}

/** /m/gameRecord: the member's settled bets of a period, newest first, with the period's stake, win and net. */
export function GameRecordPage() {
  const t = useT();
  const [range, setRange] = useRecordRange();
  const query = useGameRecord(range, useSessionOwner());
  const bets = usePagedItems(query, betsOf);
  const totals = query.data?.pages[0]?.totals;
  return (
    <section className="page record-page" data-testid="page-gameRecord">
      <h1 className="page-title">{t('page.gameRecord.title')}</h1>
      <DateRangeFilter onChange={setRange} />
      <RecordTotals
        figures={totals ? [
          { label: 'records.betCount', amount: totals.count, kind: 'count', testId: 'game-record-count' },
          { label: 'records.stake', amount: totals.stake, testId: 'game-record-stake' },
          { label: 'records.win', amount: totals.win, testId: 'game-record-win' },
          { label: 'records.net', amount: totals.net, kind: 'signed', testId: 'game-record-net' },
        ] : null}
      />
      <PagedList list={bets} empty={t('records.noBets')}>
        <ul className="card-list">{bets.items.map((bet) => <BetRow key={bet.id} bet={bet} />)}</ul>
      </PagedList>
    </section>
  );
}
