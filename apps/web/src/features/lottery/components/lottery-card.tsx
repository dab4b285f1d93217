import type { Lottery } from '@m/contract';
import { gameEntry } from '@/lib/game-launch';
import { useT } from '@/lib/i18n/use-t';
import { useGameLauncher } from '@/lib/use-game-launcher';
import { formatCountdown } from '@/features/lottery/components/use-now';

export function DrawNumbers({ numbers }: { numbers: readonly number[] }) {
  return (
    <span className="draw-numbers">
      {numbers.map((number, index) => (
        <span key={index} className="draw-ball">{number}</span>
      ))}
    </span>
  );
}

/** One lottery: its last result, the countdown to the next draw and a play button. */
export function LotteryCard({ lottery, now }: { lottery: Lottery; now: number }) {
  const t = useT();
  const launch = useGameLauncher();
  return (
    <article className="lottery-card" data-testid="lottery-card" data-vendor={lottery.game.vendor} data-code={lottery.game.gameCode}>
      <img src={lottery.game.iconUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <div className="lottery-info">
        <h3 dir="auto">{lottery.game.gameName}</h3>
        <p className="lottery-meta">
          {t('lottery.nextDraw')} <strong data-testid="lottery-countdown">{formatCountdown(lottery.nextDraw.closesAt - now)}</strong>
          <small>#{lottery.nextDraw.drawNo}</small>
        </p>
        {lottery.lastDraw && <DrawNumbers numbers={lottery.lastDraw.numbers} />}
      </div>
      <button type="button" className="lottery-play" data-testid="lottery-play" onClick={() => launch(gameEntry(lottery.game))}>
        {t('lottery.play')}
      </button>
    </article>
  );
}
