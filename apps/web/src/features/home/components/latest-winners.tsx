import type { CSSProperties } from 'react';
import type { Winner } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useWinnerBoard } from '@/lib/api/winner-board';
import { useFormatMoney } from '@/lib/site-status';

/** Spec §9: the list scrolls only when it has more entries than fit (3). */
export const WINNERS_VISIBLE = 3;
const SECONDS_PER_ENTRY = 2;

const byAmount = (list: readonly Winner[]) => [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);

function WinnerRow({ winner, hidden }: { winner: Winner; hidden?: boolean }) {
  const formatMoney = useFormatMoney();
  const { vo } = winner;
  return (
    <li className="winner" data-testid={hidden ? undefined : 'home-winner'} aria-hidden={hidden}>
      <img src={vo.iconUrl} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <span className="winner-who">
        <span className="winner-name" dir="auto">{vo.customerName}</span>
        <span className="winner-game" dir="auto">{vo.gameName}</span>
      </span>
      <span className="winner-amount" dir="ltr">{formatMoney(vo.winAmount)}</span>
    </li>
  );
}

/** Spec §2 latest winners: largest wins first; a vertical loop above 3 entries, static otherwise. */
export function LatestWinners() {
  const t = useT();
  const board = useWinnerBoard();
  const winners = byAmount(board.data ?? []);
  const scrolling = winners.length > WINNERS_VISIBLE;
  return (
    <section className="latest-winners" data-testid="home-winners" data-scrolling={scrolling} data-count={winners.length}>
      <h2 className="home-section-title">{t('home.latestWinners')}</h2>
      {winners.length === 0 ? (
        <p className="winners-empty">{board.isPending ? '' : t('common.noData')}</p>
      ) : (
        <div className="winners-viewport">
          <ul
            className={scrolling ? 'winners-list scrolling' : 'winners-list'}
            style={{ '--winners-seconds': `${winners.length * SECONDS_PER_ENTRY}s` } as CSSProperties}
          >
            {winners.map((winner, position) => <WinnerRow key={position} winner={winner} />)}
            {/* The second copy makes the loop seamless. */}
            {scrolling && winners.map((winner, position) => <WinnerRow key={`copy-${position}`} winner={winner} hidden />)}
          </ul>
        </div>
      )}
    </section>
  );
}
