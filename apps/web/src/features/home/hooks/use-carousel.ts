import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Spec §9: a move of at least this much is a swipe. */
export const SWIPE_THRESHOLD_PX = 60;

/**
 * The slide index of a carousel that advances every `intervalMs` and wraps around, both only
 * when there is more than one slide. A manual move restarts the wait.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);
  const moving = count > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [moving, count, intervalMs, moves]);

  const move = useCallback(
    (step: 1 | -1) => {
      if (!moving) return;
      setIndex((current) => (current + step + count) % count);
      setMoves((total) => total + 1);
    },
    [moving, count],
  );

  return { index: moving ? index % count : 0, moving, move };
}

/** Swipes on pointer events (`step` 1 is towards the next slide); the click ending a swipe is swallowed. */
export function useSwipe(onSwipe: (step: 1 | -1) => void, axis: 'x' | 'y' = 'x') {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return;
      const distance = axis === 'x' ? event.clientX - start.current.x : event.clientY - start.current.y;
      start.current = null;
      if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
      swiped.current = true;
      const rtl = axis === 'x' && document.documentElement.dir === 'rtl';
      onSwipe((distance < 0) !== rtl ? 1 : -1);
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
