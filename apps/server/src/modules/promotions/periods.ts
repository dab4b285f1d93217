import type { PromotionPeriod } from '@m/contract';

/** The merchants' time (the Philippines, UTC+08:00) in which days, weeks and weekends begin. */
export const PROMOTION_UTC_OFFSET_MINUTES = 480;

const DAY_MS = 24 * 60 * 60_000;
const OFFSET_MS = PROMOTION_UTC_OFFSET_MINUTES * 60_000;

/** A period of a promotion: its key (unique per promotion) and its bounds (end null: the promotion's open end). */
export type PromotionPeriodSpan = { key: string; start: Date; end: Date | null };

const localDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/**
 * The period of `period` that a member taking part at `now` joins: the whole window (ONCE), the
 * local day, the week from Monday, or the weekend (Saturday and Sunday) under way, else the next one.
 */
export function periodAt(period: PromotionPeriod, now: Date, window: { startAt: Date; endAt: Date | null }): PromotionPeriodSpan {
  if (period === 'ONCE') return { key: 'ONCE', start: window.startAt, end: window.endAt };
  const localMidnight = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  const weekday = new Date(localMidnight + OFFSET_MS).getUTCDay(); // 0 Sunday … 6 Saturday
  if (period === 'DAILY') return { key: localDay(localMidnight), start: new Date(localMidnight), end: new Date(localMidnight + DAY_MS) };
  if (period === 'WEEKLY') {
    const monday = localMidnight - ((weekday + 6) % 7) * DAY_MS;
    return { key: `W${localDay(monday)}`, start: new Date(monday), end: new Date(monday + 7 * DAY_MS) };
  }
  const saturday = weekday === 6 ? localMidnight : weekday === 0 ? localMidnight - DAY_MS : localMidnight + (6 - weekday) * DAY_MS;
  return { key: `WE${localDay(saturday)}`, start: new Date(saturday), end: new Date(saturday + 2 * DAY_MS) };
}
