import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from '@/components/list/use-infinite-scroll';
import { FakeIntersectionObserver } from '@/test/intersection-observer';

type Props = { hasMore: boolean; busy: boolean };

function renderScroll(initialProps: Props, onLoadMore: () => void) {
  const view = renderHook((props: Props) => useInfiniteScroll({ ...props, onLoadMore }), { initialProps });
  act(() => view.result.current(document.createElement('div')));
  return view;
}

describe('infinite scroll (500 px, once a second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    FakeIntersectionObserver.near = true;
  });

  it('loads when the end of the list is within 500 px, and not when further away', () => {
    const onLoadMore = vi.fn();
    FakeIntersectionObserver.near = false;
    renderScroll({ hasMore: true, busy: false }, onLoadMore);
    const [observer] = FakeIntersectionObserver.observers;
    expect(observer?.options.rootMargin).toBe('0px 0px 500px 0px');
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.setNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks at most once a second, then once more when the second is over', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderScroll({ hasMore: true, busy: false }, onLoadMore);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ hasMore: true, busy: true });
    rerender({ hasMore: true, busy: false });
    act(() => FakeIntersectionObserver.setNear(true));
    act(() => void vi.advanceTimersByTime(500));
    act(() => FakeIntersectionObserver.setNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(500));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('stays quiet without more pages or while a page is loading', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderScroll({ hasMore: false, busy: false }, onLoadMore);
    act(() => FakeIntersectionObserver.setNear(true));
    rerender({ hasMore: true, busy: true });
    act(() => FakeIntersectionObserver.setNear(true));
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ hasMore: true, busy: false });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the sentinel leaves the screen before the second is over', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderScroll({ hasMore: true, busy: false }, onLoadMore);
    rerender({ hasMore: true, busy: true });
    rerender({ hasMore: true, busy: false });
    act(() => FakeIntersectionObserver.setNear(false));
    act(() => void vi.advanceTimersByTime(2000));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
