import { useEffect, useRef, useState } from 'react';

/** Spec §9: load more within 500 px of the page bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 500;
export const LOAD_MORE_INTERVAL_MS = 1000;

/**
 * Calls `onLoadMore` while the sentinel (an element after the last item; attach the returned ref)
 * is within 500 px of the viewport, `hasMore` and not `busy`. The browser reports the sentinel's
 * crossings, so nothing runs on scroll events. Watching starts anew whenever `hasMore` or `busy`
 * change, which reports the sentinel's place at once: a short page that leaves it on screen
 * loads the next one.
 */
export function useInfiniteScroll({ hasMore, busy, onLoadMore }: { hasMore: boolean; busy: boolean; onLoadMore: () => void }) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    if (!sentinel || !hasMore || busy) return;
    let near = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      pending = undefined;
      if (!near) return;
      const wait = lastLoad.current + LOAD_MORE_INTERVAL_MS - Date.now();
      if (wait > 0) {
        pending = setTimeout(load, wait);
        return;
      }
      lastLoad.current = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? false;
        if (near && pending === undefined) load();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      clearTimeout(pending);
    };
  }, [sentinel, hasMore, busy]);

  return setSentinel;
}
