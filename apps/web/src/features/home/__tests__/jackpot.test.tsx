import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT, useJackpot } from '@/features/home/hooks/use-jackpot';

describe('jackpot counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([0, 0.5, 0.999999])('starts inside 70,000,000–130,000,000 (random %s)', (draw) => {
    const { result } = renderHook(() => useJackpot(() => draw));
    expect(result.current).toBeGreaterThanOrEqual(JACKPOT.min);
    expect(result.current).toBeLessThanOrEqual(JACKPOT.max);
  });

  it('grows by 100–500 every 3, 4 or 5 seconds', () => {
    const draws = [0.5, 0, 0, 0.999999, 0.999999, 0.5, 0.5];
    const random = () => draws.shift() ?? 0.5;
    const { result } = renderHook(() => useJackpot(random));
    const start = result.current;
    // First wait drawn 0 → 3 s, step drawn 0 → 100.
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 100);
    // Next wait drawn ~1 → 5 s, step ~1 → 500.
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(start + 100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 600);
  });
});
