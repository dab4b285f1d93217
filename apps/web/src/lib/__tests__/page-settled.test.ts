import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('page settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('turns true a pause after the document loaded, and stays true for later mounts', async () => {
    const { PAGE_SETTLE_DELAY_MS, usePageSettled } = await import('@/lib/page-settled');
    const first = renderHook(() => usePageSettled());
    expect(first.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_DELAY_MS - 1));
    expect(first.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(first.result.current).toBe(true);
    expect(renderHook(() => usePageSettled()).result.current).toBe(true);
  });
});
