import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SWIPE_POP_WINDOW_MS, isEdgeSwipe } from '@/app/layout/back-swipe';

/** Remembers when the last edge swipe ended, so the POP it causes can skip the fade. */
function useLastEdgeSwipe() {
  const lastSwipeAt = useRef(0);
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const rtl = document.documentElement.dir === 'rtl';
      if (start && touch && isEdgeSwipe(start, { x: touch.clientX, y: touch.clientY }, window.innerWidth, rtl)) {
        lastSwipeAt.current = Date.now();
      }
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  return lastSwipeAt;
}

/**
 * A new page opens at the top, with a 300 ms fade on every page change (CSS `.page-fade`, off under prefers-reduced-motion),
 * except the back navigation that a swipe started: the browser already animated that one.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastSwipeAt = useLastEdgeSwipe();
  const container = useRef<HTMLDivElement>(null);
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // A new page opens at its top (the document would keep the last page's scroll); back and forward keep the browser's.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const swipedBack = navigationType === 'POP' && Date.now() - lastSwipeAt.current < SWIPE_POP_WINDOW_MS;
    if (!swipedBack) container.current?.classList.add('page-fade');
  }, [pathname, navigationType, lastSwipeAt]);
  return (
    <div key={pathname} ref={container} className="page-transition">
      {children}
    </div>
  );
}
