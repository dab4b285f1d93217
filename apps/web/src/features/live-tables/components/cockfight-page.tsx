import { useSearchParams } from 'react-router';
import { COCKFIGHT_CHIPS, COCKFIGHT_SPOTS, type CockfightSpot } from '@m/contract';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useT } from '@/lib/i18n/use-t';
import { useSession, type SessionInfo } from '@/lib/session';
import { useLiveTable, type TableView } from '@/features/live-tables/api/live-table';
import {
  BettingBoard, MyBets, RoundBar, TableBalance, TableLoading, useRoundTime, useTableNow,
} from '@/features/live-tables/components/table-parts';
import '@/features/live-tables/components/cockfight.css';

type ArenaView = TableView<'cockfight'>;

const SPOT_KEYS: Record<CockfightSpot, string> = { MERON: 'live.cockfight.meron', WALA: 'live.cockfight.wala', DRAW: 'live.cockfight.draw' };
const WINNER_KEYS: Record<CockfightSpot, string> = { MERON: 'live.cockfight.meronWins', WALA: 'live.cockfight.walaWins', DRAW: 'live.cockfight.drawResult' };
const ROAD_LETTER_KEYS: Record<CockfightSpot, string> = { MERON: 'live.cockfight.roadMeron', WALA: 'live.cockfight.roadWala', DRAW: 'live.cockfight.roadDraw' };

const oddsText = (odds: number) => odds.toFixed(2);
const durationText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The fight's two corners: the Meron (red) and the Wala (blue), each bird's breed and its odds. */
function FightCard({ round }: { round: ArenaView['round'] }) {
  const t = useT();
  return (
    <section className="live-section" aria-labelledby="cockfight-card-title" data-testid="cockfight-card">
      <h2 id="cockfight-card-title">{t('live.cockfight.card')}</h2>
      <div className="cockfight-corners">
        <p className="cockfight-corner is-meron">
          <span className="cockfight-corner-name">{t('live.cockfight.meron')}</span>
          <span>{round.card.meron}</span>
          <span dir="ltr">{oddsText(round.card.odds.MERON)}</span>
        </p>
        <p className="cockfight-vs" aria-hidden="true">{t('live.cockfight.vs')}</p>
        <p className="cockfight-corner is-wala">
          <span className="cockfight-corner-name">{t('live.cockfight.wala')}</span>
          <span>{round.card.wala}</span>
          <span dir="ltr">{oddsText(round.card.odds.WALA)}</span>
        </p>
      </div>
      <p className="live-muted">{t('live.cockfight.drawRule')}</p>
    </section>
  );
}

function LastFight({ last }: { last: ArenaView['last'] }) {
  const t = useT();
  if (!last) return null;
  const { winner, seconds } = last.outcome;
  const bird = winner === 'MERON' ? last.card.meron : winner === 'WALA' ? last.card.wala : null;
  return (
    <section className="live-section" aria-labelledby="cockfight-last-title" data-testid="cockfight-last" data-round={last.key}>
      <h2 id="cockfight-last-title">{t('live.cockfight.lastFight', { number: last.fight })}</h2>
      <p className={`cockfight-result is-${winner.toLowerCase()}`} role="status" data-testid="cockfight-result">
        {t(WINNER_KEYS[winner])}{bird ? ` · ${bird}` : ''}
      </p>
      <p className="live-muted">{t('live.cockfight.lasted', { time: durationText(seconds) })}</p>
      <a href={fairRoundPath(last.fairRoundId)}>{t('live.verify')}</a>
    </section>
  );
}

function Results({ road }: { road: ArenaView['road'] }) {
  const t = useT();
  return (
    <section className="live-section" aria-labelledby="cockfight-road-title">
      <h2 id="cockfight-road-title">{t('live.cockfight.results')}</h2>
      {road.length === 0 ? <p className="live-muted">{t('live.cockfight.noFights')}</p> : (
        <ol className="live-road" data-testid="cockfight-road">
          {road.map((entry) => (
            <li key={entry.key} className={`live-bead is-${entry.winner.toLowerCase()}`} title={`#${entry.fight} ${t(WINNER_KEYS[entry.winner])}`}>
              <span aria-hidden="true">{t(ROAD_LETTER_KEYS[entry.winner])}</span>
              <span className="visually-hidden">{`#${entry.fight} ${t(WINNER_KEYS[entry.winner])}`}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ArenaView({ session }: { session: SessionInfo }) {
  const t = useT();
  const roundTime = useRoundTime();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId')) || null;
  const table = useLiveTable('cockfight', session);
  const now = useTableNow(table.data);
  if (!table.data || now === null) return <TableLoading failed={table.isError} onRetry={() => void table.refetch()} />;
  const { round } = table.data;
  const spots = COCKFIGHT_SPOTS.map((spot) => ({
    spot,
    name: t(SPOT_KEYS[spot]),
    odds: spot === 'DRAW' ? t('live.pays', { odds: '8:1' }) : t('live.cockfight.odds', { odds: oddsText(round.card.odds[spot]) }),
    className: `is-${spot.toLowerCase()}`,
  }));
  return (
    <>
      <TableBalance code="cockfight" />
      <RoundBar
        code="cockfight" table={table.data} now={now}
        name={t('live.cockfight.fight', { number: round.fight, time: roundTime(round.key) })} settling={t('live.cockfight.fighting')}
      />
      <FightCard round={round} />
      <BettingBoard code="cockfight" table={table.data} now={now} owner={session.userName} gameId={gameId} spots={spots} chips={COCKFIGHT_CHIPS} />
      <LastFight last={table.data.last} />
      <MyBets code="cockfight" owner={session.userName} spotName={(spot) => t(SPOT_KEYS[spot as CockfightSpot])} waiting={t('live.cockfight.waiting')} />
      <Results road={table.data.road} />
    </>
  );
}

/**
 * /m/live/cockfight: the cockfight arena everyone shares (DS88-style). A fight every 3 minutes:
 * the card and odds are out before betting opens, bets on Meron, Wala or Draw while the countdown
 * runs, then the fight, pushed to every player at once; each fight's fairness can be checked on
 * its verify page.
 */
export function CockfightPage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page live-table-page cockfight-page" data-testid="page-live-cockfight">
      <h1 className="page-title">{t('page.live-cockfight.title')}</h1>
      {session ? <ArenaView session={session} /> : null}
    </section>
  );
}
