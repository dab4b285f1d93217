import { useCallback, useEffect, useState } from 'react';

/**
 * A flag kept in session storage for the rest of the visit ("shown", "closed"; logout clears it). The
 * storage is read in an effect, never while rendering: `null` until then, so a caller shows nothing it
 * may not show. `raise` sets it, from a handler.
 */
export function useSessionFlag(key: string): [raised: boolean | null, raise: () => void] {
  const [raised, setRaised] = useState<boolean | null>(null);
  useEffect(() => {
    // The one read of the storage, after mount (house rule: storage is read in effects and handlers, not in render).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one extra render at mount, by design
    setRaised(sessionStorage.getItem(key) === '1');
  }, [key]);
  const raise = useCallback(() => {
    sessionStorage.setItem(key, '1');
    setRaised(true);
  }, [key]);
  return [raised, raise];
}
