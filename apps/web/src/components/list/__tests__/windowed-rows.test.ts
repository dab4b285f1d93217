import { describe, expect, it } from 'vitest';
import { visibleRows } from '@/components/list/use-windowed-rows';

describe('visible rows of the windowed grid', () => {
  it.each([
    { name: 'list top at the viewport top', top: 0, expected: { start: 0, end: 7 } },
    { name: 'list below the fold', top: 300, expected: { start: 0, end: 6 } },
    { name: 'scrolled into the list', top: -1000, expected: { start: 3, end: 13 } },
    { name: 'scrolled to the end', top: -16_000, expected: { start: 92, end: 100 } },
    { name: 'list scrolled out above', top: -20_000, expected: { start: 98, end: 100 } },
  ])('$name', ({ top, expected }) => {
    expect(visibleRows(top, 844, 170, 100, 2)).toEqual(expected);
  });

  it('renders the same number of rows however many are loaded', () => {
    const sizes = [50, 500, 5000].map((rowCount) => {
      const { start, end } = visibleRows(-170 * 40, 844, 170, rowCount, 2);
      return end - start;
    });
    expect(new Set(sizes).size).toBe(1);
  });

  it('renders nothing for an empty list', () => {
    expect(visibleRows(0, 844, 170, 0, 2)).toEqual({ start: 0, end: 0 });
  });
});
