import { lotteryFormatOf, type LotteryFormat } from '@m/contract';
import { dailyAt, every, periodAt, type Period, type Schedule } from '../jobs/schedule.ts';

/**
 * When a lottery draws, read from its game code: `_<n>M` every n minutes (the electronic, minute-by-
 * minute lotteries), `_D` once a day at 20:00 Manila time (the daily ones). Each draw is one period of
 * the game's draw job: the issue on sale during the period draws at its end, and bets close
 * CLOSE_BEFORE_MS before that.
 */

const MINUTE_MS = 60_000;
const MANILA_OFFSET_MINUTES = 480;
export const CLOSE_BEFORE_MS = 10_000;

export type LotteryRef = { vendor: string; gameCode: string; subType: string };

export type LotterySchedule = {
  schedule: Schedule;
  format: LotteryFormat;
  intervalMs: number;
  /** The issue of a draw at `drawAtMs`: its number, its close and draw times. */
  issueAt(drawAtMs: number): LotteryIssueTimes;
  /** The issue on sale at `nowMs` (the first whose bets close after it). */
  onSale(nowMs: number): LotteryIssueTimes;
  /** The job period whose end is the issue's draw. */
  periodOf(issue: LotteryIssueTimes): Period;
};

export type LotteryIssueTimes = { issueNo: string; closesAtMs: number; drawAtMs: number };

const manilaDay = (ms: number) => new Date(ms + MANILA_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10).replaceAll('-', '');
const manilaMsOfDay = (ms: number) => (ms + MANILA_OFFSET_MINUTES * MINUTE_MS) % (24 * 60 * MINUTE_MS);

export function lotteryScheduleOf(game: LotteryRef): LotterySchedule {
  const minutes = /_(\d+)M(_|$)/.exec(game.gameCode);
  const schedule = minutes ? every({ minutes: Number(minutes[1]) }) : dailyAt('20:00', MANILA_OFFSET_MINUTES);
  const intervalMs = schedule.lengthMs;
  // A minute lottery's issue is its Manila day and the draw's number that day (the draw at midnight is the day's last).
  const issueNo = (drawAtMs: number) => minutes
    ? `${manilaDay(drawAtMs - 1)}${String(Math.floor(manilaMsOfDay(drawAtMs - 1) / intervalMs) + 1).padStart(4, '0')}`
    : manilaDay(drawAtMs);
  const issueAt = (drawAtMs: number): LotteryIssueTimes => ({ issueNo: issueNo(drawAtMs), closesAtMs: drawAtMs - CLOSE_BEFORE_MS, drawAtMs });
  return {
    schedule,
    format: lotteryFormatOf(game.subType, game.gameCode),
    intervalMs,
    issueAt,
    onSale: (nowMs) => issueAt(periodAt(schedule, nowMs + CLOSE_BEFORE_MS).end.getTime()),
    periodOf: (issue) => periodAt(schedule, issue.drawAtMs - 1),
  };
}

/** The draw job of a lottery (`lottery.draw:LOTT-PK10_1M_4`). */
export const drawJobName = (game: { vendor: string; gameCode: string }) => `lottery.draw:${game.vendor}-${game.gameCode}`;
