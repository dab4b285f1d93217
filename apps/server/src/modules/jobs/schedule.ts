/** One period of a schedule: a job runs once per period, when it has ended. */
export type Period = {
  /** Names the period within its job (unique per job): the start in ISO 8601, or the local day of a daily job. */
  key: string;
  start: Date;
  end: Date;
};

/**
 * When a job runs: periods of a fixed length, one after another from an anchor. A job's run of a
 * period is due when the period ends (a day's close runs when the day is over).
 */
export type Schedule = {
  /** The schedule in words, for operators (`every 1 min`, `daily at 04:00 UTC+08:00`). */
  describe: string;
  lengthMs: number;
  /** A moment at which a period starts; every other start is a whole number of lengths away. */
  anchorMs: number;
  /** The period's key from its start. */
  keyOf(startMs: number): string;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Periods of `lengthMs`, aligned to the epoch (every minute starts at :00, every hour on the hour, in UTC). */
export function every(length: { ms?: number; seconds?: number; minutes?: number; hours?: number }): Schedule {
  const lengthMs = (length.ms ?? 0) + (length.seconds ?? 0) * 1000 + (length.minutes ?? 0) * MINUTE_MS + (length.hours ?? 0) * 60 * MINUTE_MS;
  if (!Number.isSafeInteger(lengthMs) || lengthMs <= 0) throw new Error('A schedule needs a positive whole number of milliseconds');
  const unit = lengthMs % (60 * MINUTE_MS) === 0 ? `${lengthMs / 60 / MINUTE_MS} h`
    : lengthMs % MINUTE_MS === 0 ? `${lengthMs / MINUTE_MS} min`
      : lengthMs % 1000 === 0 ? `${lengthMs / 1000} s` : `${lengthMs} ms`;
  return { describe: `every ${unit}`, lengthMs, anchorMs: 0, keyOf: (startMs) => new Date(startMs).toISOString() };
}

/** `+08:00` for 480 minutes east of UTC. */
const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * One period a day, from `time` (HH:MM, local) to the same time the next day, in a zone
 * `utcOffsetMinutes` east of UTC (a merchant's: 480 for the Philippines). The key is the local day
 * the period starts on, so a day's close (`00:00`) of 24 November runs at midnight into the 25th
 * with the key `2026-11-24`.
 */
export function dailyAt(time: string, utcOffsetMinutes: number): Schedule {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`A daily time is HH:MM, not ${time}`);
  if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > 14 * 60) throw new Error(`No zone is ${utcOffsetMinutes} minutes from UTC`);
  const localMs = (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS;
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  return {
    describe: `daily at ${time} UTC${offsetText(utcOffsetMinutes)}`,
    lengthMs: DAY_MS,
    anchorMs: localMs - offsetMs,
    keyOf: (startMs) => new Date(startMs + offsetMs).toISOString().slice(0, 10),
  };
}

/** The period of `schedule` that starts `startMs` (a period start). */
export function periodStarting(schedule: Schedule, startMs: number): Period {
  return { key: schedule.keyOf(startMs), start: new Date(startMs), end: new Date(startMs + schedule.lengthMs) };
}

/** The period of `schedule` that `atMs` falls in (its start included, its end not). */
export function periodAt(schedule: Schedule, atMs: number): Period {
  const index = Math.floor((atMs - schedule.anchorMs) / schedule.lengthMs);
  return periodStarting(schedule, schedule.anchorMs + index * schedule.lengthMs);
}
