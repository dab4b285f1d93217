import { useEffect, useState } from 'react';

/** Spec §2/§9 jackpot counter: a random start in this range, then a random step every 3, 4 or 5 s. */
export const JACKPOT = {
  min: 70_000_000,
  max: 130_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
} as const;

const randomInt = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

export function useJackpot(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => randomInt(JACKPOT.min, JACKPOT.max, random));
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      const delay = JACKPOT.intervalsMs[Math.floor(random() * JACKPOT.intervalsMs.length)]!;
      timer = window.setTimeout(() => {
        // Drawn outside the updater, which React may call twice.
        const step = randomInt(JACKPOT.stepMin, JACKPOT.stepMax, random);
        setValue((current) => current + step);
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [random]);
  return value;
}
