import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from '@/features/games/hooks/use-infinite-scroll';

const setPage = (scrollHeight: number, scrollY: number) => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
};
const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('infinite scroll (500 px, once a second)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads when the bottom is within 500 px, and not when further away', () => {
    const onLoadMore = vi.fn();
    setPage(5000, 3000);
    renderHook(() => useInfiniteScroll({ hasMore: true, busy: false, onLoadMore }));
    expect(onLoadMore).not.toHaveBeenCalled();
    setPage(5000, 3701);
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks at most once a second, then once more when the second is over', () => {
    const onLoadMore = vi.fn();
    setPage(5000, 4200);
    renderHook(() => useInfiniteScroll({ hasMore: true, busy: false, onLoadMore }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scroll();
    scroll();
    act(() => void vi.advanceTimersByTime(500));
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(500));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('stays quiet without more pages or while a page is loading', () => {
    const onLoadMore = vi.fn();
    setPage(5000, 4200);
    const { rerender } = renderHook((props: { hasMore: boolean; busy: boolean }) => useInfiniteScroll({ ...props, onLoadMore }), {
      initialProps: { hasMore: false, busy: false },
    });
    scroll();
    rerender({ hasMore: true, busy: true });
    scroll();
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ hasMore: true, busy: false });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
