import { useId, useState } from 'react';
import { BUSINESS_UTC_OFFSET_MINUTES, GAME_CATEGORIES, type GameCategory, type TeamBet, type TeamBetsPage } from '@m/contract';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { Figures, RecordTotals, SignedMoney } from '@/components/list/record-parts';
import { errorCode } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { categoryLabel } from '@/lib/game-categories';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useTeamBets } from '@/features/agent/api/team-bets';
import { MemberSearch } from '@/features/agent/components/member-search';
import { useReportErrorText } from '@/features/agent/components/team-report-parts';
import '@/components/list/card-list.css';
import '@/features/agent/components/team-lists.css';

const betsOf = (page: TeamBetsPage) => page.list;
const ALL_CATEGORIES = '';

function BetRow({ bet }: { bet: TeamBet }) {
  const t = useT();
  return (
    <li className="card-row" data-testid="team-bet-row">
      <span className="card-row-title team-bet-name">{bet.username}</span>
      <span className="card-row-amount"><SignedMoney amount={bet.net} /></span>
      <span className="card-row-detail">{bet.gameName} · {t(categoryLabel(bet.gameCategory))}</span>
      <time className="card-row-detail card-row-wide team-bet-time" dir="ltr" dateTime={new Date(bet.createdAt).toISOString()}>
        {formatLocalDateTime(bet.createdAt, 'YYYY-MM-DD HH:mm')}
      </time>
      <Figures className="card-row-figures" figures={[{ label: 'records.stake', amount: bet.stake }, { label: 'records.win', amount: bet.win }]} />
    </li>
  );
}

/**
 * /m/teamBetting: the bets of the agent's whole team on the platform's business days of the
 * period, newest first, filtered by member and game category, with the filter's count, stake, win and net.
 */
export function TeamBettingPage() {
  const t = useT();
  const categoryId = useId();
  const periodErrorText = useReportErrorText();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now(), BUSINESS_UTC_OFFSET_MINUTES));
  const [category, setCategory] = useState<GameCategory | null>(null);
  const [username, setUsername] = useState('');
  const query = useTeamBets({ ...range, username, category }, useSessionOwner());
  const bets = usePagedItems(query, betsOf);
  const totals = query.data?.pages[0]?.totals;

  return (
    <section className="page record-page team-page" data-testid="page-teamBetting">
      <h1 className="page-title">{t('page.teamBetting.title')}</h1>
      <DateRangeFilter onChange={setRange} utcOffsetMinutes={BUSINESS_UTC_OFFSET_MINUTES} />
      <MemberSearch
        label={t('teamBetting.memberLabel')}
        placeholder={t('teamBetting.memberPlaceholder')}
        onSearch={setUsername}
        inputTestId="team-bets-member"
        submitTestId="team-bets-search"
      />
      <div className="record-filter">
        <label htmlFor={categoryId}>{t('teamBetting.category')}</label>
        <select
          id={categoryId}
          data-testid="team-bets-category"
          value={category ?? ALL_CATEGORIES}
          onChange={(event) => setCategory(event.target.value === ALL_CATEGORIES ? null : (event.target.value as GameCategory))}
        >
          <option value={ALL_CATEGORIES}>{t('teamBetting.allCategories')}</option>
          {GAME_CATEGORIES.map((option) => <option key={option} value={option}>{t(categoryLabel(option))}</option>)}
        </select>
      </div>
      <RecordTotals
        figures={totals ? [
          { label: 'records.betCount', amount: totals.count, kind: 'count', testId: 'team-bets-count' },
          { label: 'records.stake', amount: totals.stake, testId: 'team-bets-stake' },
          { label: 'records.win', amount: totals.win, testId: 'team-bets-win' },
          { label: 'records.net', amount: totals.net, kind: 'signed', testId: 'team-bets-net' },
        ] : null}
      />
      <PagedList list={bets} empty={t('teamBetting.empty')} errorText={(error) => (errorCode(error) ? periodErrorText(error) : null)}>
        <ul className="card-list">{bets.items.map((bet) => <BetRow key={bet.id} bet={bet} />)}</ul>
      </PagedList>
    </section>
  );
}
