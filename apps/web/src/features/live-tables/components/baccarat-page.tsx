import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BACCARAT_CHIPS, BACCARAT_PAYOUTS, BACCARAT_SPOTS, type BaccaratBet, type BaccaratOutcome, type BaccaratSpot, type BaccaratTable,
} from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/api-error-text';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSession, type SessionInfo } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { countdownText } from '@/lib/server-now';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useBaccaratTable, useMyBaccaratBets, usePlaceBaccaratBets, type TableView } from '@/features/live-tables/api/baccarat';
import '@/features/live-tables/components/baccarat.css';

const VERIFY_PATH = '/m/fair';
const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SPOT_KEYS: Record<BaccaratSpot, string> = {
  PLAYER: 'live.player', BANKER: 'live.banker', TIE: 'live.tie', PLAYER_PAIR: 'live.playerPair', BANKER_PAIR: 'live.bankerPair',
};
const WINNER_KEYS = { PLAYER: 'live.playerWins', BANKER: 'live.bankerWins', TIE: 'live.tieResult' } as const;
const ROAD_LETTER_KEYS = { PLAYER: 'live.roadPlayer', BANKER: 'live.roadBanker', TIE: 'live.roadTie' } as const;

const verifyHref = (fairRoundId: number) => `${VERIFY_PATH}?id=${fairRoundId}`;

/** The server's clock, ticking each second, from the moment the table arrived. */
function useTableNow(table: TableView | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!table) return undefined;
    const offset = table.now - table.receivedAt;
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [table]);
  return now;
}

function useRoundTime() {
  const language = useLanguage();
  return (key: string) => new Date(key).toLocaleTimeString(language ?? undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function Card({ card }: { card: string }) {
  const rank = card[0] === 'T' ? '10' : card[0];
  const suit = card[1]!;
  return <span className={`baccarat-card${suit === 'H' || suit === 'D' ? ' is-red' : ''}`} dir="ltr">{rank}{SUIT_SIGNS[suit]}</span>;
}

function Hand({ side, cards, total }: { side: 'player' | 'banker'; cards: string[]; total: number }) {
  const t = useT();
  return (
    <div className={`baccarat-hand is-${side}`} data-testid={`baccarat-hand-${side}`}>
      <p className="baccarat-hand-name">{t(side === 'player' ? 'live.player' : 'live.banker')} <strong dir="ltr">{total}</strong></p>
      <p className="baccarat-cards">{cards.map((card, index) => <Card key={index} card={card} />)}</p>
    </div>
  );
}

function LastDeal({ last }: { last: BaccaratTable['last'] }) {
  const t = useT();
  const roundTime = useRoundTime();
  if (!last) return null;
  const outcome: BaccaratOutcome = last.outcome;
  return (
    <section className="baccarat-section" aria-labelledby="baccarat-last-title" data-testid="baccarat-last" data-round={last.key}>
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
      <a className="baccarat-verify" href={verifyHref(last.fairRoundId)}>{t('live.verify')}</a>
    </section>
  );
}

function Road({ road }: { road: BaccaratTable['road'] }) {
  const t = useT();
  return (
    <section className="baccarat-section" aria-labelledby="baccarat-road-title">
      <h2 id="baccarat-road-title">{t('live.road')}</h2>
      {road.length === 0 ? <p className="baccarat-muted">{t('live.noRounds')}</p> : (
        <ol className="baccarat-road" data-testid="baccarat-road">
          {road.map((entry) => (
            <li key={entry.key} className={`baccarat-bead is-${entry.winner.toLowerCase()}`} title={t(WINNER_KEYS[entry.winner])}>
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

function BetResult({ bet }: { bet: BaccaratBet }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (bet.status === 'OPEN') return <span className="baccarat-muted">{t('live.waiting')}</span>;
  if (bet.status === 'VOID') return <span className="baccarat-muted">{t('live.returned')}</span>;
  if (bet.returned === 0) return <span className="baccarat-lost">{t('live.lost')}</span>;
  if (bet.returned === bet.stake) return <span>{t('live.push')}</span>;
  return <span className="baccarat-won">{t('live.won', { amount: formatMoney(bet.returned!) })}</span>;
}

function MyBets({ owner }: { owner: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const roundTime = useRoundTime();
  const bets = useMyBaccaratBets(owner);
  let body;
  if (bets.isPending) body = <DotLoading />;
  else if (bets.isError) body = <LoadFailed onRetry={() => void bets.refetch()} />;
  else if (bets.data.list.length === 0) body = <EmptyState description={t('live.noBets')} />;
  else {
    body = (
      <ul className="baccarat-bets" data-testid="baccarat-my-bets">
        {bets.data.list.map((bet) => (
          <li key={bet.id} data-status={bet.status}>
            <span className="baccarat-bet-main">
              <span>{t(SPOT_KEYS[bet.spot])} · {formatMoney(bet.stake)}</span>
              <span className="baccarat-muted" dir="ltr">{roundTime(bet.round)}</span>
            </span>
            <span className="baccarat-bet-side">
              <BetResult bet={bet} />
              <a href={verifyHref(bet.fairRoundId)}>{t('live.verify')}</a>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="baccarat-section" aria-labelledby="baccarat-bets-title">
      <h2 id="baccarat-bets-title">{t('live.myBets')}</h2>
      {body}
    </section>
  );
}

function BettingBoard({ table, now, owner, gameId }: { table: TableView; now: number; owner: string; gameId: number | null }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const [chip, setChip] = useState<number>(BACCARAT_CHIPS[1]);
  const [stakes, setStakes] = useState<Partial<Record<BaccaratSpot, number>>>({});
  const [stakesRound, setStakesRound] = useState(table.round.key);
  const place = usePlaceBaccaratBets(owner);
  const requestId = useSubmitRequestId();
  const open = now < table.round.closesAt;
  // Stakes not placed belong to their round: a new round starts with none (adjusted while rendering).
  if (stakesRound !== table.round.key) {
    setStakesRound(table.round.key);
    setStakes({});
  }
  const total = Object.values(stakes).reduce((sum, stake) => sum + stake, 0);

  const submit = () => {
    const bets = BACCARAT_SPOTS.flatMap((spot) => (stakes[spot] ? [{ spot, stake: stakes[spot] }] : []));
    if (bets.length === 0 || gameId === null) return;
    place.mutate({ round: table.round.key, gameId, requestId: requestId.take(), bets }, {
      onSuccess: () => {
        requestId.answered();
        setStakes({});
        toast.show({ content: t('live.placed') });
      },
      onError: (error) => {
        requestId.failed(error);
        toast.show({ content: errorText(t, error) });
      },
    });
  };

  return (
    <section className="baccarat-section" aria-labelledby="baccarat-bet-title">
      <h2 id="baccarat-bet-title">{t('live.placeTitle')}</h2>
      <div className="baccarat-spots">
        {BACCARAT_SPOTS.map((spot) => (
          <button
            key={spot}
            type="button"
            className={`baccarat-spot is-${spot.toLowerCase().replace('_', '-')}`}
            disabled={!open}
            onClick={() => setStakes((current) => ({ ...current, [spot]: (current[spot] ?? 0) + chip }))}
            data-testid={`baccarat-spot-${spot}`}
          >
            <span className="baccarat-spot-name">{t(SPOT_KEYS[spot])}</span>
            <span className="baccarat-spot-odds" dir="ltr">{t('live.pays', { odds: `${BACCARAT_PAYOUTS[spot]}:1` })}</span>
            {stakes[spot] ? <span className="baccarat-spot-stake">{formatMoney(stakes[spot])}</span> : null}
          </button>
        ))}
      </div>
      <div className="baccarat-chips" role="radiogroup" aria-label={t('live.chip')}>
        {BACCARAT_CHIPS.map((value) => (
          <button key={value} type="button" role="radio" aria-checked={chip === value} className="baccarat-chip" onClick={() => setChip(value)}>
            <span dir="ltr">{value}</span>
          </button>
        ))}
      </div>
      <p className="baccarat-total">{t('live.total', { amount: formatMoney(total) })}</p>
      <div className="baccarat-actions">
        <Button fill="outline" disabled={total === 0 || place.isPending} onClick={() => setStakes({})}>{t('live.clear')}</Button>
        <Button color="primary" disabled={!open || total === 0 || gameId === null} loading={place.isPending} onClick={submit} data-testid="baccarat-place">
          {t('live.place')}
        </Button>
      </div>
    </section>
  );
}

function RoundBar({ table, now }: { table: TableView; now: number }) {
  const t = useT();
  const roundTime = useRoundTime();
  const { round } = table;
  const open = now < round.closesAt;
  const seconds = Math.max(0, Math.ceil(((open ? round.closesAt : round.dealsAt) - now) / 1000));
  return (
    <section className="baccarat-round" data-testid="baccarat-round" data-round={round.key} data-open={open} data-seconds-left={seconds}>
      <p className="baccarat-round-name">{t('live.round', { time: roundTime(round.key) })}</p>
      <p className="baccarat-countdown" role="timer" aria-live="off">
        <span>{t(open ? 'live.closesIn' : 'live.dealing')}</span>
        <strong dir="ltr">{countdownText(seconds)}</strong>
      </p>
      <p className="baccarat-commitment">
        <span>{t('live.commitment')}</span>
        <code dir="ltr">{round.commitment.slice(0, 16)}…</code>
        <a href={verifyHref(round.fairRoundId)}>{t('live.verify')}</a>
      </p>
    </section>
  );
}

function BaccaratTableView({ session }: { session: SessionInfo }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId')) || null;
  const table = useBaccaratTable(session);
  const now = useTableNow(table.data);
  const balance = useWalletBalance();
  if (table.isPending || (table.data && now === null)) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (table.isError) return <LoadFailed onRetry={() => void table.refetch()} />;
  return (
    <>
      <p className="baccarat-balance" data-testid="baccarat-balance">
        {t('live.balance')} <strong>{balance.data ? formatMoney(balance.data.sumBalance) : '–'}</strong>
      </p>
      <RoundBar table={table.data} now={now!} />
      <BettingBoard table={table.data} now={now!} owner={session.userName} gameId={gameId} />
      <LastDeal last={table.data.last} />
      <MyBets owner={session.userName} />
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
    <section className="page baccarat-page" data-testid="page-live-baccarat">
      <h1 className="page-title">{t('page.live-baccarat.title')}</h1>
      {session ? <BaccaratTableView session={session} /> : null}
    </section>
  );
}
