import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (epoch ms), ticking once a second down to zero; null before the first tick. */
export function useTimeLeft(deadline: number): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** `m:ss` of a count of seconds. */
export const minutesAndSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
