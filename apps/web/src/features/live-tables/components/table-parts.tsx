import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/api-error-text';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { countdownText, useServerNow } from '@/lib/server-now';
import { useFormatMoney } from '@/lib/site-status';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useMyLiveBets, usePlaceLiveBets, type LiveBetBody, type LiveTableCode, type TableView } from '@/features/live-tables/api/live-table';
import '@/features/live-tables/components/live-table.css';

/**
 * What every live table shows alike (the baccarat table, the cockfight arena): the balance, the
 * round's countdown and commitment, the betting board with its chips, and the member's bets. Test
 * ids start with the table's code (`baccarat-round`, `cockfight-place`).
 */

type AnyTableView = TableView<LiveTableCode>;

/** The server's clock, ticking each second, as the table told it when it arrived. */
export const useTableNow = (table: AnyTableView | undefined): number | null =>
  useServerNow(table ? new Date(table.now).toISOString() : undefined, 1000, table?.receivedAt);

export function useRoundTime() {
  const language = useLanguage();
  return (key: string) => new Date(key).toLocaleTimeString(language ?? undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function TableBalance({ code }: { code: LiveTableCode }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const balance = useWalletBalance();
  return (
    <p className="live-balance" data-testid={`${code}-balance`}>
      {t('live.balance')} <strong>{balance.data ? formatMoney(balance.data.sumBalance) : '–'}</strong>
    </p>
  );
}

/** The open round: its name, the countdown to the close (then to the deal) and its seed commitment. */
export function RoundBar({ code, table, now, name, settling }: { code: LiveTableCode; table: AnyTableView; now: number; name: ReactNode; settling: string }) {
  const t = useT();
  const { round } = table;
  const open = now < round.closesAt;
  const seconds = Math.max(0, Math.ceil(((open ? round.closesAt : round.dealsAt) - now) / 1000));
  return (
    <section className={`live-round is-${code}`} data-testid={`${code}-round`} data-round={round.key} data-open={open} data-seconds-left={seconds}>
      <p className="live-round-name">{name}</p>
      <p className="live-countdown" role="timer" aria-live="off">
        <span>{open ? t('live.closesIn') : settling}</span>
        <strong dir="ltr">{countdownText(seconds)}</strong>
      </p>
      <p className="live-commitment">
        <span>{t('live.commitment')}</span>
        <code dir="ltr">{round.commitment.slice(0, 16)}…</code>
        <a href={fairRoundPath(round.fairRoundId)}>{t('live.verify')}</a>
      </p>
    </section>
  );
}

export type SpotView<Spot extends string> = { spot: Spot; name: string; odds: string; className: string };

/** The spots with the stakes put on them chip by chip, the chip picker, and the bet's submit (once per request id). */
export function BettingBoard<C extends LiveTableCode, Spot extends string>({
  code, table, now, owner, gameId, spots, chips,
}: {
  code: C; table: AnyTableView; now: number; owner: string; gameId: number | null; spots: readonly SpotView<Spot>[]; chips: readonly number[];
}) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const [chip, setChip] = useState<number>(chips[1]!);
  const [stakes, setStakes] = useState<Partial<Record<Spot, number>>>({});
  const [stakesRound, setStakesRound] = useState(table.round.key);
  const place = usePlaceLiveBets(code, owner);
  const requestId = useSubmitRequestId();
  const open = now < table.round.closesAt;
  // Stakes not placed belong to their round: a new round starts with none (adjusted while rendering).
  if (stakesRound !== table.round.key) {
    setStakesRound(table.round.key);
    setStakes({});
  }
  const total = Object.values<number | undefined>(stakes).reduce<number>((sum, stake) => sum + (stake ?? 0), 0);

  const submit = () => {
    const bets = spots.flatMap(({ spot }) => (stakes[spot] ? [{ spot, stake: stakes[spot] }] : []));
    if (bets.length === 0 || gameId === null) return;
    const body = { round: table.round.key, gameId, requestId: requestId.take(), bets } as LiveBetBody<C>;
    place.mutate(body, {
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
    <section className="live-section" aria-labelledby={`${code}-bet-title`}>
      <h2 id={`${code}-bet-title`}>{t('live.placeTitle')}</h2>
      <div className={`live-spots is-${code}`}>
        {spots.map(({ spot, name, odds, className }) => (
          <button
            key={spot}
            type="button"
            className={`live-spot ${className}`}
            disabled={!open}
            onClick={() => setStakes((current) => ({ ...current, [spot]: (current[spot] ?? 0) + chip }))}
            data-testid={`${code}-spot-${spot}`}
          >
            <span className="live-spot-name">{name}</span>
            <span className="live-spot-odds" dir="ltr">{odds}</span>
            {stakes[spot] ? <span className="live-spot-stake">{formatMoney(stakes[spot])}</span> : null}
          </button>
        ))}
      </div>
      <div className="live-chips" role="radiogroup" aria-label={t('live.chip')}>
        {chips.map((value) => (
          <button key={value} type="button" role="radio" aria-checked={chip === value} className="live-chip" onClick={() => setChip(value)}>
            <span dir="ltr">{value}</span>
          </button>
        ))}
      </div>
      <p className="live-total">{t('live.total', { amount: formatMoney(total) })}</p>
      <div className="live-actions">
        <Button fill="outline" disabled={total === 0 || place.isPending} onClick={() => setStakes({})}>{t('live.clear')}</Button>
        <Button color="primary" disabled={!open || total === 0 || gameId === null} loading={place.isPending} onClick={submit} data-testid={`${code}-place`}>
          {t('live.place')}
        </Button>
      </div>
    </section>
  );
}

type BetRow = { id: number; round: string; fairRoundId: number; spot: string; stake: number; status: 'OPEN' | 'SETTLED' | 'VOID'; returned: number | null };

function BetResult({ bet, waiting }: { bet: BetRow; waiting: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (bet.status === 'OPEN') return <span className="live-muted">{waiting}</span>;
  if (bet.status === 'VOID') return <span className="live-muted">{t('live.returned')}</span>;
  if (bet.returned === 0) return <span className="live-lost">{t('live.lost')}</span>;
  if (bet.returned === bet.stake) return <span>{t('live.push')}</span>;
  return <span className="live-won">{t('live.won', { amount: formatMoney(bet.returned!) })}</span>;
}

/** The member's latest bets at the table, each with its result and its round's verify page. */
export function MyBets({ code, owner, spotName, waiting }: { code: LiveTableCode; owner: string; spotName: (spot: string) => string; waiting: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const roundTime = useRoundTime();
  const bets = useMyLiveBets(code, owner);
  let body;
  if (bets.isPending) body = <DotLoading />;
  else if (bets.isError) body = <LoadFailed onRetry={() => void bets.refetch()} />;
  else if (bets.data.list.length === 0) body = <EmptyState description={t('live.noBets')} />;
  else {
    body = (
      <ul className="live-bets" data-testid={`${code}-my-bets`}>
        {bets.data.list.map((bet: BetRow) => (
          <li key={bet.id} data-status={bet.status}>
            <span className="live-bet-main">
              <span>{spotName(bet.spot)} · {formatMoney(bet.stake)}</span>
              <span className="live-muted" dir="ltr">{roundTime(bet.round)}</span>
            </span>
            <span className="live-bet-side">
              <BetResult bet={bet} waiting={waiting} />
              <a href={fairRoundPath(bet.fairRoundId)}>{t('live.verify')}</a>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="live-section" aria-labelledby={`${code}-bets-title`}>
      <h2 id={`${code}-bets-title`}>{t('live.myBets')}</h2>
      {body}
    </section>
  );
}

/** The page's frame until the table has arrived: loading, or failed with a retry. */
export function TableLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return failed ? <LoadFailed onRetry={onRetry} /> : <div className="page-loading" aria-busy="true"><DotLoading /></div>;
}
