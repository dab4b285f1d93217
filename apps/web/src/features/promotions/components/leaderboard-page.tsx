import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Leaderboard, LeaderboardEntry } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { LOGIN_PATH, pathOf } from '@/config/paths';
import { errorCode } from '@/lib/api-error-text';
import { inlineDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { countdownText, useServerNow } from '@/lib/server-now';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useLeaderboard } from '@/features/promotions/api/leaderboard';
import '@/features/promotions/components/promotions.css';
import '@/features/promotions/components/leaderboard.css';

const DAY_S = 24 * 60 * 60;
const PODIUM = 3;

/** The time left in the period (the server's clock), its end date when days away, or that it has ended; `onEnded` once per period as it ends. */
function PeriodCountdown({ board, onEnded }: { board: Leaderboard; onEnded: () => void }) {
  const t = useT();
  const now = useServerNow(board.serverTime);
  const end = board.periodEnd === null ? null : Date.parse(board.periodEnd);
  const left = end === null || now === null ? null : Math.max(0, Math.ceil((end - now) / 1000));
  const endedPeriod = useRef<string | null>(null);
  useEffect(() => {
    if (left !== 0 || endedPeriod.current === board.periodKey) return;
    endedPeriod.current = board.periodKey;
    onEnded();
  }, [left, board.periodKey, onEnded]);
  if (end === null || left === null) return null;
  if (left === 0) return <p className="lb-countdown" role="status" data-testid="leaderboard-ended">{t('leaderboard.ended')}</p>;
  return (
    <p className="lb-countdown" data-testid="leaderboard-countdown">
      {left > 2 * DAY_S ? t('leaderboard.endsOn', { date: inlineDateTime(end) }) : (
        <>
          {t('leaderboard.endsIn')}{' '}
          <span className="lb-countdown-time" dir="ltr" role="timer" data-testid="leaderboard-countdown-time">{countdownText(left)}</span>
        </>
      )}
    </p>
  );
}

/** One ranked member: rank, (masked) name, what they counted, and the prize their rank pays. */
function EntryRow({ entry, testId = 'leaderboard-entry' }: { entry: LeaderboardEntry; testId?: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className={`lb-row${entry.own ? ' lb-row-own' : ''}`} data-testid={testId} data-rank={entry.rank} data-own={entry.own}>
      <span className={`lb-rank lb-rank-${entry.rank <= PODIUM ? entry.rank : 'other'}`} aria-label={t('leaderboard.rank', { rank: entry.rank })}>{entry.rank}</span>
      <span className="lb-name" dir="auto" data-testid="leaderboard-name">{entry.own ? t('leaderboard.you', { name: entry.name }) : entry.name}</span>
      <span className="lb-amount" data-testid="leaderboard-amount">{formatMoney(entry.amount)}</span>
      <span className="lb-prize" data-testid="leaderboard-prize">{entry.prize === null ? '' : formatMoney(entry.prize)}</span>
    </li>
  );
}

/** The member's own place, pinned at the bottom of the screen; a guest is asked to sign in for theirs. */
function OwnRank({ board }: { board: Leaderboard }) {
  const t = useT();
  const location = useLocation();
  if (!board.own) {
    return (
      <div className="lb-own" data-testid="leaderboard-own">
        <p className="lb-own-text">{t('leaderboard.signIn')}</p>
        <Link className="lb-own-action" to={LOGIN_PATH} state={{ from: `${location.pathname}${location.search}` }} data-testid="leaderboard-sign-in">{t('common.login')}</Link>
      </div>
    );
  }
  const { rank, ...own } = board.own;
  return (
    <div className="lb-own" data-testid="leaderboard-own">
      {rank === null ? <p className="lb-own-text" data-testid="leaderboard-unranked">{t('leaderboard.unranked', { name: own.name })}</p>
        : <ol className="lb-list"><EntryRow entry={{ ...own, rank }} testId="leaderboard-own-entry" /></ol>}
    </div>
  );
}

function Board({ board, onEnded }: { board: Leaderboard; onEnded: () => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const podium = board.entries.filter((entry) => entry.rank <= PODIUM);
  return (
    <>
      <header className="lb-head">
        <Link className="promo-title" dir="auto" to={`${pathOf('activityDetail')}?id=${board.promotionId}`} data-testid="leaderboard-title">{board.title}</Link>
        <p className="lb-measure">{t(`leaderboard.measure.${board.measure}`)}</p>
        <PeriodCountdown board={board} onEnded={onEnded} />
      </header>
      {board.entries.length === 0 ? <EmptyState description={t('leaderboard.empty')} /> : (
        <section className="lb-board" aria-label={t('page.leaderBoard.title')}>
          <ol className="lb-podium" data-testid="leaderboard-podium">
            {podium.map((entry) => (
              <li key={entry.rank} className={`lb-step lb-step-${entry.rank}${entry.own ? ' lb-row-own' : ''}`} data-rank={entry.rank}>
                <span className={`lb-rank lb-rank-${entry.rank}`} aria-label={t('leaderboard.rank', { rank: entry.rank })}>{entry.rank}</span>
                <span className="lb-name" dir="auto">{entry.own ? t('leaderboard.you', { name: entry.name }) : entry.name}</span>
                <span className="lb-amount">{formatMoney(entry.amount)}</span>
                {entry.prize !== null && <span className="lb-prize">{formatMoney(entry.prize)}</span>}
              </li>
            ))}
          </ol>
          <div className="lb-columns" aria-hidden="true">
            <span className="lb-columns-player">{t('leaderboard.column.player')}</span>
            <span>{t(`leaderboard.measure.short.${board.measure}`)}</span>
            <span>{t('leaderboard.column.prize')}</span>
          </div>
          <ol className="lb-list" data-testid="leaderboard-list">
            {board.entries.map((entry) => <EntryRow key={entry.rank} entry={entry} />)}
          </ol>
        </section>
      )}
      {board.prizes.length > 0 && (
        <section className="lb-prizes" aria-labelledby="lb-prizes-title">
          <h2 id="lb-prizes-title" className="lb-section-title">{t('leaderboard.prizes')}</h2>
          <ul className="lb-prize-grid" data-testid="leaderboard-prizes">
            {board.prizes.map((prize) => (
              <li key={prize.rank} className="lb-prize-cell">
                <span className={`lb-rank lb-rank-${prize.rank <= PODIUM ? prize.rank : 'other'}`}>{prize.rank}</span>
                <span>{formatMoney(prize.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {board.previous && (
        <section className="lb-previous" aria-labelledby="lb-previous-title" data-testid="leaderboard-previous">
          <h2 id="lb-previous-title" className="lb-section-title">{t('leaderboard.previous')}</h2>
          <ol className="lb-list">{board.previous.winners.map((entry) => <EntryRow key={entry.rank} entry={entry} testId="leaderboard-winner" />)}</ol>
        </section>
      )}
      <OwnRank board={board} />
    </>
  );
}

/**
 * /m/leaderBoard(?id=): a mission's ranking in its current period by the mission's measure, prizes
 * per rank, a countdown to the period's end, last period's winners, and the member's own rank
 * pinned at the bottom (guests: a sign-in). The server pays the prizes when the period closes.
 */
export function LeaderboardPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const id = raw === null ? null : Number(raw);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const board = useLeaderboard(valid ? id : null, useSessionOwner());
  const { refetch } = board;
  // The period that ended is asked for again: the next period's ranking, and last period's winners once paid.
  const onEnded = useCallback(() => void refetch(), [refetch]);
  const notFound = !valid || errorCode(board.error) === 'not.found' || errorCode(board.error) === 'request_param_err';
  return (
    <section className="page promo-page lb-page" data-testid="page-leaderBoard">
      <h1 className="page-title">{t('page.leaderBoard.title')}</h1>
      {notFound ? <EmptyState description={t('leaderboard.none')} />
        : board.isError ? <LoadFailed onRetry={() => void board.refetch()} />
          : board.isPending ? <DotLoading />
            : board.data === null ? <EmptyState description={t('leaderboard.none')} />
              : <Board board={board.data} onEnded={onEnded} />}
    </section>
  );
}
