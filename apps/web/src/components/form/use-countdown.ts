import { useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second down to zero. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: setRemaining };
}

/** Spec §4/§9: the resend countdown is expiredMinutes x 60 s, 60 s when the server names none. */
export const resendSeconds = (expiredMinutes: number | undefined): number => (expiredMinutes ? expiredMinutes * 60 : 60);
