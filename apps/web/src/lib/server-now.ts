import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every `tickMs`: now on this device moved by how far the server's
 * `serverTime` (ISO 8601, read with the answer) was from it when the answer arrived (`receivedAt`,
 * on this device's clock; when it is first seen unless given, for an answer that may have waited in
 * a cache), so a countdown ends when the server opens the session. Null before the first tick.
 */
export function useServerNow(serverTime: string | undefined, tickMs = 1000, receivedAt?: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!serverTime) return undefined;
    const offset = Date.parse(serverTime) - (receivedAt ?? Date.now());
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [serverTime, tickMs, receivedAt]);
  return now;
}

/** `h:mm:ss` (hours above 24 as they are) or `m:ss` of a count of seconds. */
export function countdownText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
