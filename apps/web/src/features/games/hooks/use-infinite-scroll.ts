import { useEffect, useRef } from 'react';

/** Spec §9: load more within 500 px of the page bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 500;
export const LOAD_MORE_INTERVAL_MS = 1000;

const distanceToBottom = () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/**
 * Calls `onLoadMore` when the page is scrolled near its bottom while `hasMore` and not `busy`;
 * checks again whenever those change (a short first page may not fill the screen).
 */
export function useInfiniteScroll({ hasMore, busy, onLoadMore }: { hasMore: boolean; busy: boolean; onLoadMore: () => void }) {
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    if (!hasMore || busy) return;
    const check = () => {
      if (distanceToBottom() > LOAD_MORE_DISTANCE_PX) return;
      const wait = lastLoad.current + LOAD_MORE_INTERVAL_MS - Date.now();
      if (wait > 0) {
        pending.current ??= setTimeout(() => {
          pending.current = null;
          check();
        }, wait);
        return;
      }
      lastLoad.current = Date.now();
      latest.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [hasMore, busy]);
}
