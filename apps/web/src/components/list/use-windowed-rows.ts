import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export type RowRange = { start: number; end: number };

/** Rows [start, end) of a list laid out from `top` (viewport coordinates) that a viewport of `height` shows, plus `overscan` each side. */
export function visibleRows(top: number, height: number, rowHeight: number, rowCount: number, overscan: number): RowRange {
  if (rowHeight <= 0 || rowCount === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, -top) / rowHeight);
  const last = Math.ceil(Math.max(0, height - top) / rowHeight);
  return { start: Math.max(0, Math.min(rowCount, first) - overscan), end: Math.min(rowCount, last + overscan) };
}

/**
 * Windowing over the page scroll: only the rows near the viewport are rendered, so the DOM does
 * not grow with the number of loaded rows.
 */
export function useWindowedRows(container: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number, overscan = 2): RowRange {
  const [range, setRange] = useState<RowRange>(() => visibleRows(0, window.innerHeight, rowHeight, rowCount, 0));
  // Measured in the next frame, not during the commit: reading the layout there would force the
  // whole new page to be laid out inside the commit's task (a long task on a slow phone). The
  // first measurement draws only the rows on screen; the rows around them follow in a later task.
  useEffect(() => {
    let frame = 0;
    let widen = 0;
    let rowsAround = 0;
    const measure = () => {
      frame = 0;
      const element = container.current;
      if (!element) return;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, rowHeight, rowCount, rowsAround);
      startTransition(() => setRange((current) => (current.start === next.start && current.end === next.end ? current : next)));
      if (rowsAround < overscan) {
        rowsAround = overscan;
        widen = window.setTimeout(schedule, 0);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      window.clearTimeout(widen);
    };
  }, [container, rowCount, rowHeight, overscan]);
  return range;
}

/** The width of an element, followed as it resizes. */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    // The observer reports the current size right after `observe`, then every change.
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? target.clientWidth));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
