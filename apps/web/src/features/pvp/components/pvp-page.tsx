import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LUCKY9_RAKE_PERCENT, PVP_SEAT_WAIT_MS, PVP_STAKE_LEVELS, type PvpDuel, type PvpRoom, type PvpSeat } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { toast } from '@/components/ui/toast';
import { PlayingCard } from '@/components/playing-card';
import { errorText } from '@/lib/api-error-text';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useT } from '@/lib/i18n/use-t';
import { countdownText, useServerNow } from '@/lib/server-now';
import { useSession } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useCancelPvpSeat, useJoinPvp, useMyPvpSeats, usePvpRoom } from '@/features/pvp/api/pvp-room';
import '@/features/pvp/components/pvp.css';

const RESULT_KEYS: Record<PvpDuel['result'], string> = { WIN: 'pvp.result.win', LOSS: 'pvp.result.loss', SPLIT: 'pvp.result.split' };

function Hand({ title, hand, testId }: { title: string; hand: PvpDuel['you']; testId: string }) {
  const t = useT();
  return (
    <div className="pvp-hand" data-testid={testId} data-total={hand.total}>
      <p className="pvp-hand-title">{title}</p>
      <p className="pvp-cards">{hand.cards.map((card) => <PlayingCard key={card} card={card} />)}</p>
      <p className="pvp-total">{t('pvp.total', { total: hand.total })}</p>
    </div>
  );
}

function Rules() {
  const t = useT();
  return (
    <section className="pvp-section" aria-labelledby="pvp-rules-title">
      <h2 id="pvp-rules-title">{t('pvp.rules.title')}</h2>
      <ul className="pvp-rules">
        <li>{t('pvp.rules.players')}</li>
        <li>{t('pvp.rules.deal')}</li>
        <li>{t('pvp.rules.values')}</li>
        <li>{t('pvp.rules.draw')}</li>
        <li>{t('pvp.rules.win', { percent: LUCKY9_RAKE_PERCENT })}</li>
        <li>{t('pvp.rules.split')}</li>
        <li>{t('pvp.rules.wait', { seconds: PVP_SEAT_WAIT_MS / 1000 })}</li>
      </ul>
    </section>
  );
}

/** The stake levels (the commitment of the seat a join would meet, when one waits), and the join. */
function Levels({ room, owner, gameId }: { room: PvpRoom; owner: string; gameId: number | null }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const [stake, setStake] = useState<number>(PVP_STAKE_LEVELS[0]);
  const join = useJoinPvp(owner);
  const requestId = useSubmitRequestId();
  const waiting = room.seat?.status === 'WAITING';
  const level = room.levels.find((entry) => entry.stake === stake);

  const submit = () => {
    if (gameId === null) return;
    join.mutate({ gameId, stake, requestId: requestId.take() }, {
      onSuccess: () => requestId.answered(),
      onError: (error) => {
        requestId.failed(error);
        toast.show({ content: errorText(t, error) });
      },
    });
  };

  return (
    <section className="pvp-section" aria-labelledby="pvp-levels-title">
      <h2 id="pvp-levels-title">{t('pvp.levels')}</h2>
      <div className="pvp-levels" role="radiogroup" aria-label={t('pvp.levels')}>
        {room.levels.map((entry) => (
          <button
            key={entry.stake} type="button" role="radio" aria-checked={stake === entry.stake} className="pvp-level"
            onClick={() => setStake(entry.stake)} data-testid={`pvp-level-${entry.stake}`} data-waiting={entry.commitment !== null}
          >
            <strong>{formatMoney(entry.stake)}</strong>
            <span className="pvp-muted">{entry.commitment ? t('pvp.opponentWaiting') : t('pvp.nobodyWaiting')}</span>
          </button>
        ))}
      </div>
      {level?.commitment ? (
        <p className="pvp-commitment">
          <span>{t('pvp.opponentCommitment')}</span>
          <code dir="ltr">{level.commitment.slice(0, 16)}…</code>
        </p>
      ) : null}
      <Button block color="primary" disabled={waiting || gameId === null} loading={join.isPending} onClick={submit} data-testid="pvp-join">
        {t('pvp.join', { amount: formatMoney(stake) })}
      </Button>
    </section>
  );
}

/** The member's seat while it waits: the countdown to its return, its commitment, the cancel. */
function Waiting({ seat, now, owner }: { seat: PvpSeat; now: number; owner: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const cancel = useCancelPvpSeat(owner);
  const seconds = Math.max(0, Math.ceil((seat.expiresAt - now) / 1000));
  const submit = () => cancel.mutate({ seatId: seat.id }, {
    onSuccess: () => toast.show({ content: t('pvp.cancelled') }),
    onError: (error) => toast.show({ content: errorText(t, error) }),
  });
  return (
    <section className="pvp-waiting" data-testid="pvp-waiting" data-seat={seat.id}>
      <p className="pvp-waiting-title">{t('pvp.waiting', { amount: formatMoney(seat.stake) })}</p>
      <p className="pvp-countdown" role="timer" aria-live="off">
        <span>{t('pvp.returnedIn')}</span>
        <strong dir="ltr">{countdownText(seconds)}</strong>
      </p>
      {seat.commitment ? (
        <p className="pvp-commitment">
          <span>{t('pvp.commitment')}</span>
          <code dir="ltr">{seat.commitment.slice(0, 16)}…</code>
        </p>
      ) : null}
      <Button loading={cancel.isPending} onClick={submit} data-testid="pvp-cancel">{t('pvp.cancel')}</Button>
    </section>
  );
}

function DuelResult({ seat, duel }: { seat: PvpSeat; duel: PvpDuel }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <section className="pvp-section" aria-labelledby="pvp-result-title" data-testid="pvp-result" data-seat={seat.id} data-result={duel.result}>
      <h2 id="pvp-result-title">{t('pvp.lastDuel')}</h2>
      <div className="pvp-hands">
        <Hand title={t('pvp.you')} hand={duel.you} testId="pvp-hand-you" />
        <Hand title={duel.opponent.name} hand={duel.opponent} testId="pvp-hand-opponent" />
      </div>
      <p className={`pvp-outcome is-${duel.result.toLowerCase()}`} role="status">{t(RESULT_KEYS[duel.result])}</p>
      <p>{t('pvp.returned', { amount: formatMoney(duel.returned) })}{duel.rake > 0 ? ` · ${t('pvp.rake', { amount: formatMoney(duel.rake) })}` : ''}</p>
      <a href={fairRoundPath(duel.fairRoundId)}>{t('pvp.verify')}</a>
    </section>
  );
}

function SeatOutcome({ seat }: { seat: PvpSeat }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (!seat.duel) return <span className="pvp-muted">{t(seat.status === 'CANCELLED' ? 'pvp.status.cancelled' : 'pvp.status.expired')}</span>;
  const { result, returned } = seat.duel;
  if (result === 'WIN') return <span className="pvp-won">{t('pvp.won', { amount: formatMoney(returned) })}</span>;
  return <span className={result === 'LOSS' ? 'pvp-lost' : undefined}>{t(RESULT_KEYS[result])}</span>;
}

function MyDuels({ owner }: { owner: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const seats = useMyPvpSeats(owner);
  let body;
  if (seats.isPending) body = <DotLoading />;
  else if (seats.isError) body = <LoadFailed onRetry={() => void seats.refetch()} />;
  else if (seats.data.list.length === 0) body = <EmptyState description={t('pvp.noDuels')} />;
  else {
    body = (
      <ul className="pvp-duels" data-testid="pvp-my-duels">
        {seats.data.list.map((seat) => (
          <li key={seat.id} data-status={seat.status}>
            <span className="pvp-duel-main">
              <span>{formatMoney(seat.stake)}</span>
              {seat.duel ? <span className="pvp-muted">{t('pvp.against', { name: seat.duel.opponent.name, you: seat.duel.you.total, them: seat.duel.opponent.total })}</span> : null}
            </span>
            <span className="pvp-duel-side">
              <SeatOutcome seat={seat} />
              {seat.duel ? <a href={fairRoundPath(seat.duel.fairRoundId)}>{t('pvp.verify')}</a> : null}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="pvp-section" aria-labelledby="pvp-duels-title">
      <h2 id="pvp-duels-title">{t('pvp.myDuels')}</h2>
      {body}
    </section>
  );
}

const useGameId = () => Number(useSearchParams()[0].get('gameId')) || null;

/** The room's title: the catalogue game it was opened from, else the page's. */
function RoomTitle({ owner }: { owner: string }) {
  const t = useT();
  const room = usePvpRoom(owner, useGameId());
  return <h1 className="page-title">{room.data?.game ?? t('page.pvp.title')}</h1>;
}

function Room({ owner }: { owner: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const gameId = useGameId();
  const balance = useWalletBalance();
  const room = usePvpRoom(owner, gameId);
  const now = useServerNow(room.data ? new Date(room.data.now).toISOString() : undefined);
  if (!room.data || now === null) {
    return room.isError ? <LoadFailed onRetry={() => void room.refetch()} /> : <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  }
  const { seat } = room.data;
  return (
    <>
      <p className="pvp-balance" data-testid="pvp-balance">
        {t('pvp.balance')} <strong>{balance.data ? formatMoney(balance.data.sumBalance) : '–'}</strong>
      </p>
      {seat?.status === 'WAITING' ? <Waiting seat={seat} now={now} owner={owner} /> : null}
      <Levels room={room.data} owner={owner} gameId={gameId} />
      {seat?.duel ? <DuelResult seat={seat} duel={seat.duel} /> : null}
      <Rules />
      <MyDuels owner={owner} />
    </>
  );
}

/**
 * /m/pvp: heads-up Lucky 9 duels, where every PVP game opens. The player picks a stake level and
 * joins: another player waiting there is met at once, else the seat waits (its commitment shown,
 * returned if nobody comes); the duel deals itself by the fixed drawing rule, the winner taking
 * both stakes less the house's rake. The page asks the room again while the seat waits.
 */
export function PvpPage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page pvp-page" data-testid="page-pvp">
      {session ? <RoomTitle owner={session.userName} /> : <h1 className="page-title">{t('page.pvp.title')}</h1>}
      {session ? <Room owner={session.userName} /> : null}
    </section>
  );
}
