import { useSearchParams } from 'react-router';
import { BACCARAT_CHIPS, BACCARAT_PAYOUTS, BACCARAT_SPOTS, type BaccaratOutcome, type BaccaratSpot } from '@m/contract';
import { PlayingCard } from '@/components/playing-card';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useT } from '@/lib/i18n/use-t';
import { useSession, type SessionInfo } from '@/lib/session';
import { useLiveTable, type TableView } from '@/features/live-tables/api/live-table';
import {
  BettingBoard, MyBets, RoundBar, TableBalance, TableLoading, useRoundTime, useTableNow,
} from '@/features/live-tables/components/table-parts';
import '@/features/live-tables/components/baccarat.css';

const SPOT_KEYS: Record<BaccaratSpot, string> = {
  PLAYER: 'live.player', BANKER: 'live.banker', TIE: 'live.tie', PLAYER_PAIR: 'live.playerPair', BANKER_PAIR: 'live.bankerPair',
};
const WINNER_KEYS = { PLAYER: 'live.playerWins', BANKER: 'live.bankerWins', TIE: 'live.tieResult' } as const;
const ROAD_LETTER_KEYS = { PLAYER: 'live.roadPlayer', BANKER: 'live.roadBanker', TIE: 'live.roadTie' } as const;

function Hand({ side, cards, total }: { side: 'player' | 'banker'; cards: string[]; total: number }) {
  const t = useT();
  return (
    <div className={`baccarat-hand is-${side}`} data-testid={`baccarat-hand-${side}`}>
      <p className="baccarat-hand-name">{t(side === 'player' ? 'live.player' : 'live.banker')} <strong dir="ltr">{total}</strong></p>
      <p className="baccarat-cards">{cards.map((card, index) => <PlayingCard key={index} card={card} />)}</p>
    </div>
  );
}

type BaccaratView = TableView<'baccarat'>;

function LastDeal({ last }: { last: BaccaratView['last'] }) {
  const t = useT();
  const roundTime = useRoundTime();
  if (!last) return null;
  const outcome: BaccaratOutcome = last.outcome;
  return (
    <section className="live-section" aria-labelledby="baccarat-last-title" data-testid="baccarat-last" data-round={last.key}>
      <h2 id="baccarat-last-title">{t('live.lastDeal', { time: roundTime(last.key) })}</h2>
      <div className="baccarat-hands">
        <Hand side="player" cards={outcome.player} total={outcome.playerTotal} />
        <Hand side="banker" cards={outcome.banker} total={outcome.bankerTotal} />
      </div>
      <p className={`baccarat-result is-${outcome.winner.toLowerCase()}`} role="status" data-testid="baccarat-result">
        {t(WINNER_KEYS[outcome.winner])}
        {outcome.playerPair ? ` · ${t('live.playerPair')}` : ''}
        {outcome.bankerPair ? ` · ${t('live.bankerPair')}` : ''}
      </p>
      <a className="baccarat-verify" href={fairRoundPath(last.fairRoundId)}>{t('live.verify')}</a>
    </section>
  );
}

function Road({ road }: { road: BaccaratView['road'] }) {
  const t = useT();
  return (
    <section className="live-section" aria-labelledby="baccarat-road-title">
      <h2 id="baccarat-road-title">{t('live.road')}</h2>
      {road.length === 0 ? <p className="live-muted">{t('live.noRounds')}</p> : (
        <ol className="live-road" data-testid="baccarat-road">
          {road.map((entry) => (
            <li key={entry.key} className={`live-bead is-${entry.winner.toLowerCase()}`} title={t(WINNER_KEYS[entry.winner])}>
              <span aria-hidden="true">{t(ROAD_LETTER_KEYS[entry.winner])}</span>
              <span className="visually-hidden">{t(WINNER_KEYS[entry.winner])}</span>
              {entry.playerPair ? <span className="baccarat-pair-dot is-player"><span className="visually-hidden">{t('live.playerPair')}</span></span> : null}
              {entry.bankerPair ? <span className="baccarat-pair-dot is-banker"><span className="visually-hidden">{t('live.bankerPair')}</span></span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function BaccaratTableView({ session }: { session: SessionInfo }) {
  const t = useT();
  const roundTime = useRoundTime();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId')) || null;
  const table = useLiveTable('baccarat', session);
  const now = useTableNow(table.data);
  if (!table.data || now === null) return <TableLoading failed={table.isError} onRetry={() => void table.refetch()} />;
  const spots = BACCARAT_SPOTS.map((spot) => ({
    spot, name: t(SPOT_KEYS[spot]), odds: t('live.pays', { odds: `${BACCARAT_PAYOUTS[spot]}:1` }), className: `is-${spot.toLowerCase().replace('_', '-')}`,
  }));
  return (
    <>
      <TableBalance code="baccarat" />
      <RoundBar code="baccarat" table={table.data} now={now} name={t('live.round', { time: roundTime(table.data.round.key) })} settling={t('live.dealing')} />
      <BettingBoard code="baccarat" table={table.data} now={now} owner={session.userName} gameId={gameId} spots={spots} chips={BACCARAT_CHIPS} />
      <LastDeal last={table.data.last} />
      <MyBets code="baccarat" owner={session.userName} spotName={(spot) => t(SPOT_KEYS[spot as BaccaratSpot])} waiting={t('live.waiting')} />
      <Road road={table.data.road} />
    </>
  );
}

/**
 * /m/live/baccarat: the live-style baccarat table everyone shares. A round every 30 seconds: bets
 * while the countdown runs, then the deal, pushed to every player at once; each round's fairness
 * can be checked on its verify page.
 */
export function BaccaratPage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page live-table-page baccarat-page" data-testid="page-live-baccarat">
      <h1 className="page-title">{t('page.live-baccarat.title')}</h1>
      {session ? <BaccaratTableView session={session} /> : null}
    </section>
  );
}
