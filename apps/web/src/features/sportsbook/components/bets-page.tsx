import { useState } from 'react';
import { formatOdds, type SportsBet, type SportsBets } from '@m/contract';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import type { SportsBetState } from '@/lib/query-keys';
import { useSportsBets } from '@/features/sportsbook/api/bets';
import { pickLabel } from '@/features/sportsbook/components/pick-label';
import '@/features/sportsbook/components/sportsbook.css';

const betsOf = (page: SportsBets) => page.list;
const STATES: readonly SportsBetState[] = ['OPEN', 'SETTLED'];
/** A decided leg reads like a bet: won, lost or void. */
const LEG_RESULT = { WIN: 'WON', LOSE: 'LOST', VOID: 'VOID' } as const;

function BetItem({ bet }: { bet: SportsBet }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="sports-card sports-bet" data-testid="sports-bet" data-kind={bet.kind} data-status={bet.status}>
      <p className="sports-bet-head">
        <span>{t(bet.kind === 'SINGLE' ? 'sportsbook.kind.SINGLE' : 'sportsbook.mode.PARLAY')}</span>
        <span className="sports-bet-status" data-status={bet.status} data-testid="sports-bet-status">{t(`sportsbook.bet.${bet.status}`)}</span>
      </p>
      <ul className="sports-bet-legs">
        {bet.legs.map((leg) => (
          <li key={leg.selectionId} data-result={leg.result ?? undefined}>
            <span className="sports-slip-pick-name"><bdi>{pickLabel(t, { ...leg, code: leg.selection })}</bdi></span>
            <span className="sports-slip-pick-match"><bdi>{`${leg.homeTeam} – ${leg.awayTeam}`}</bdi></span>
            <span className="sports-slip-pick-market">
              {t(`sportsbook.market.${leg.market}`)} · <bdi dir="ltr">{formatOdds(leg.odds)}</bdi>
              {leg.result && <> · {t(`sportsbook.bet.${LEG_RESULT[leg.result]}`)}</>}
            </span>
          </li>
        ))}
      </ul>
      <dl className="sports-bet-figures">
        <div><dt>{t('sportsbook.stake')}</dt><dd><bdi dir="ltr">{formatMoney(bet.stake)}</bdi></dd></div>
        <div><dt>{t('sportsbook.totalOdds')}</dt><dd><bdi dir="ltr">{formatOdds(bet.odds)}</bdi></dd></div>
        {bet.payout === null
          ? <div><dt>{t('sportsbook.potentialWin')}</dt><dd><bdi dir="ltr">{formatMoney(bet.potentialWin)}</bdi></dd></div>
          : <div><dt>{t('sportsbook.payout')}</dt><dd data-testid="sports-bet-payout"><bdi dir="ltr">{formatMoney(bet.payout)}</bdi></dd></div>}
      </dl>
      <p className="sports-bet-time"><bdi dir="ltr">{formatLocalDateTime(bet.settledAt ?? bet.placedAt, 'YYYY-MM-DD HH:mm')}</bdi></p>
    </li>
  );
}

/** /m/sportsbook/bets: the member's open bets, or the settled ones with what each paid; newest first. */
export function SportsBetsPage() {
  const t = useT();
  const [state, setState] = useState<SportsBetState>('OPEN');
  const bets = usePagedItems(useSportsBets(state, useSessionOwner()), betsOf);
  return (
    <section className="page sportsbook-page" data-testid="page-sportsbook-bets">
      <h1 className="page-title">{t('page.sportsbook-bets.title')}</h1>
      <nav className="sports-filter" aria-label={t('page.sportsbook-bets.title')}>
        {STATES.map((entry) => (
          <button key={entry} type="button" aria-pressed={entry === state} data-testid={`sports-bets-${entry}`} onClick={() => setState(entry)}>
            {t(`sportsbook.bets.${entry}`)}
          </button>
        ))}
      </nav>
      <PagedList list={bets} empty={t(`sportsbook.bets.empty.${state}`)} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="sports-list">{bets.items.map((bet) => <BetItem key={bet.id} bet={bet} />)}</ul>
      </PagedList>
    </section>
  );
}
