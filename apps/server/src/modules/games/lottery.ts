import { createHmac } from 'node:crypto';
import type { LotteryDraw } from '@m/contract';

/**
 * Lottery draws are computed, not stored: draw k of a game happens at DRAW_EPOCH + k × interval and
 * its numbers come from an HMAC of the game and k, so every instance and restart shows the same
 * results. The interval is part of the game code: `_<n>M` draws every n minutes, `_D` once a day.
 */

export type LotteryFormat = { count: number; min: number; max: number; distinct: boolean };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Daily draws at 12:00 UTC (20:00 in Manila). */
const DRAW_EPOCH = Date.UTC(2025, 0, 1, 12);
const DRAW_KEY = 'm-platform lottery draws';
export const DRAW_HISTORY_LIMIT = 100;

const FORMATS: Record<string, LotteryFormat> = {
  PK10: { count: 10, min: 1, max: 10, distinct: true },
  SSC: { count: 5, min: 0, max: 9, distinct: false },
  K3: { count: 3, min: 1, max: 6, distinct: false },
  '11X5': { count: 5, min: 1, max: 11, distinct: true },
  VN: { count: 5, min: 0, max: 9, distinct: false },
};

export function lotteryFormat(subType: string, gameCode: string): LotteryFormat {
  const known = FORMATS[subType];
  if (known) return known;
  const pickOf = /_(\d+)_(\d+)_D$/.exec(gameCode);
  if (pickOf) return { count: Number(pickOf[1]), min: 1, max: Number(pickOf[2]), distinct: true };
  const digits = /_(\d)D_D$/.exec(gameCode);
  return { count: digits ? Number(digits[1]) : 4, min: 0, max: 9, distinct: false };
}

export function drawIntervalMs(gameCode: string): number {
  const minutes = /_(\d+)M(_|$)/.exec(gameCode);
  return minutes ? Number(minutes[1]) * MINUTE_MS : DAY_MS;
}

function drawNumbers(seed: string, format: LotteryFormat): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < format.count * 4; round++) {
    bytes.push(...createHmac('sha256', DRAW_KEY).update(`${seed}#${round}`).digest());
  }
  const range = format.max - format.min + 1;
  if (!format.distinct) return bytes.slice(0, format.count).map((byte) => format.min + (byte % range));
  const pool = Array.from({ length: range }, (_, index) => format.min + index);
  for (let index = 0; index < format.count; index++) {
    const swap = index + (((bytes[2 * index]! << 8) | bytes[2 * index + 1]!) % (range - index));
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, format.count);
}

const drawDate = (time: number) => new Date(time + 8 * 60 * MINUTE_MS).toISOString().slice(0, 10).replaceAll('-', '');

export type LotterySchedule = { vendor: string; gameCode: string; subType: string };

export function createDrawSchedule(game: LotterySchedule) {
  const interval = drawIntervalMs(game.gameCode);
  const format = lotteryFormat(game.subType, game.gameCode);
  const timeOf = (index: number) => DRAW_EPOCH + index * interval;
  const drawNo = (index: number) => {
    const time = timeOf(index);
    if (interval >= DAY_MS) return drawDate(time);
    const sequence = Math.floor(((time + 8 * 60 * MINUTE_MS) % DAY_MS) / interval) + 1;
    return `${drawDate(time)}${String(sequence).padStart(4, '0')}`;
  };
  const draw = (index: number): LotteryDraw => ({
    drawNo: drawNo(index),
    numbers: drawNumbers(`${game.vendor}/${game.gameCode}/${index}`, format),
    drawnAt: timeOf(index),
  });
  const lastIndex = (now: number) => Math.floor((now - DRAW_EPOCH) / interval);

  return {
    intervalSeconds: interval / 1000,
    format: { count: format.count, min: format.min, max: format.max },
    lastDraw: (now: number) => draw(lastIndex(now)),
    nextDraw: (now: number) => ({ drawNo: drawNo(lastIndex(now) + 1), closesAt: timeOf(lastIndex(now) + 1) }),
    /** Past draws, the latest first, at most DRAW_HISTORY_LIMIT. */
    history(now: number, page: number, pageSize: number) {
      const last = lastIndex(now);
      const available = Math.min(DRAW_HISTORY_LIMIT, last + 1);
      const first = (page - 1) * pageSize;
      const indexes = Array.from({ length: Math.max(0, Math.min(pageSize, available - first)) }, (_, offset) => last - first - offset);
      return { list: indexes.map(draw), pageNum: page, totalPages: Math.ceil(available / pageSize) };
    },
  };
}
