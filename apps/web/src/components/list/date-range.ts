import { formatLocalDateTime } from '@/lib/format';

/** Days as `YYYY-MM-DD` in the player's time zone, both ends included. */
export type DateRange = { from: string; to: string };

export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The first day and the number of days of each preset, counted back from today. */
const PRESET_DAYS: Record<DateRangePreset, { back: number; days: number }> = {
  today: { back: 0, days: 1 },
  yesterday: { back: 1, days: 1 },
  last7Days: { back: 6, days: 7 },
  last30Days: { back: 29, days: 30 },
};

const dayOf = (date: Date) => formatLocalDateTime(date.getTime(), 'YYYY-MM-DD HH:mm').slice(0, 10);

/** `now`'s calendar day moved by `days` (the calendar, not 24-hour steps: days with a clock change count as one). */
const shiftDays = (now: number, days: number) => {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return date;
};

/** The day `days` after `now`'s in the calendar of a fixed offset from UTC (minutes east, e.g. the platform's business day). */
const dayAtOffset = (now: number, utcOffset: number, days: number) => new Date(now + utcOffset * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** `utcOffset`: count the days in that fixed zone (the platform's business days) instead of the player's. */
export function presetRange(preset: DateRangePreset, now: number, utcOffset?: number): DateRange {
  const { back, days } = PRESET_DAYS[preset];
  if (utcOffset !== undefined) return { from: dayAtOffset(now, utcOffset, -back), to: dayAtOffset(now, utcOffset, days - 1 - back) };
  return { from: dayOf(shiftDays(now, -back)), to: dayOf(shiftDays(now, days - 1 - back)) };
}

/** Every record screen opens on the last 7 days: a player looking for a bet or a deposit rarely means today only. */
export const INITIAL_DATE_RANGE_PRESET: DateRangePreset = 'last7Days';

/** The period a record screen starts with, the one `<DateRangeFilter>` shows chosen. */
export const initialDateRange = (now: number, utcOffset?: number): DateRange => presetRange(INITIAL_DATE_RANGE_PRESET, now, utcOffset);

/** Two days picked in any order, earliest first. */
export const customRange = (first: string, second: string): DateRange => (first <= second ? { from: first, to: second } : { from: second, to: first });

/** The days of a range as instants of the player's time zone (epoch milliseconds): the first day's start up to, not including, the day after the last. */
export const rangeInstants = ({ from, to }: DateRange): { from: number; to: number } => {
  const end = new Date(`${to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return { from: new Date(`${from}T00:00:00`).getTime(), to: end.getTime() };
};
