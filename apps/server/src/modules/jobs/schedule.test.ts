import { describe, expect, it } from 'vitest';
import { dailyAt, every, periodAt, periodStarting } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const view = (period: { key: string; start: Date; end: Date }) => ({ key: period.key, start: period.start.toISOString(), end: period.end.toISOString() });

describe('schedules', () => {
  it('cuts time into periods of a fixed length aligned to the epoch, each keyed by its start', () => {
    const minute = every({ minutes: 1 });
    expect(minute.describe).toBe('every 1 min');
    expect(view(periodAt(minute, at('2030-05-01T10:04:59.999Z')))).toEqual({
      key: '2030-05-01T10:04:00.000Z', start: '2030-05-01T10:04:00.000Z', end: '2030-05-01T10:05:00.000Z',
    });
    expect(periodAt(minute, at('2030-05-01T10:05:00.000Z')).key).toBe('2030-05-01T10:05:00.000Z');
    expect(every({ hours: 1 }).describe).toBe('every 1 h');
    expect(every({ seconds: 2 }).describe).toBe('every 2 s');
    expect(every({ ms: 20 }).describe).toBe('every 20 ms');
    expect(periodAt(every({ seconds: 2 }), at('2030-05-01T10:04:03.500Z')).key).toBe('2030-05-01T10:04:02.000Z');
    expect(() => every({})).toThrow(/positive/);
  });

  it('runs a daily job at a merchant\'s local time, keyed by the local day its period starts on', () => {
    const close = dailyAt('00:00', 480);
    expect(close.describe).toBe('daily at 00:00 UTC+08:00');
    // 24 November in Manila: from 00:00 (16:00 UTC the day before) to 00:00 on the 25th.
    expect(view(periodAt(close, at('2030-11-24T15:59:59Z')))).toEqual({
      key: '2030-11-24', start: '2030-11-23T16:00:00.000Z', end: '2030-11-24T16:00:00.000Z',
    });
    expect(periodAt(close, at('2030-11-24T16:00:00Z')).key).toBe('2030-11-25');
    const early = dailyAt('04:30', -300);
    expect(early.describe).toBe('daily at 04:30 UTC-05:00');
    expect(view(periodAt(early, at('2030-11-24T09:29:00Z')))).toEqual({
      key: '2030-11-23', start: '2030-11-23T09:30:00.000Z', end: '2030-11-24T09:30:00.000Z',
    });
    expect(periodStarting(close, at('2030-11-23T16:00:00Z')).key).toBe('2030-11-24');
    expect(() => dailyAt('24:00', 0)).toThrow(/HH:MM/);
    expect(() => dailyAt('08:00', 15 * 60)).toThrow(/UTC/);
  });
});
