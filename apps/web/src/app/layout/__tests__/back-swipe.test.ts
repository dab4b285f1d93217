import { describe, expect, it } from 'vitest';
import { isEdgeSwipe } from '@/app/layout/back-swipe';

describe('back swipe', () => {
  const width = 390;
  it('counts a swipe from the start edge over 60 px', () => {
    expect(isEdgeSwipe({ x: 5, y: 300 }, { x: 70, y: 310 }, width)).toBe(true);
  });
  it('ignores short, vertical or mid-screen swipes', () => {
    expect(isEdgeSwipe({ x: 5, y: 300 }, { x: 60, y: 300 }, width)).toBe(false);
    expect(isEdgeSwipe({ x: 5, y: 300 }, { x: 80, y: 420 }, width)).toBe(false);
    expect(isEdgeSwipe({ x: 150, y: 300 }, { x: 260, y: 300 }, width)).toBe(false);
  });
  it('mirrors for right-to-left pages', () => {
    expect(isEdgeSwipe({ x: 385, y: 300 }, { x: 300, y: 300 }, width, true)).toBe(true);
    expect(isEdgeSwipe({ x: 5, y: 300 }, { x: 90, y: 300 }, width, true)).toBe(false);
  });
});
