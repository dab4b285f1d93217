import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** A record's period as the client sends it: days of the player's calendar, both included. */
export type PeriodQuery = { from: string; to: string; utcOffset: number };

/** The period as moments (`start` included, `end` excluded) and the player's offset for grouping by day. */
export type Period = { start: Date; end: Date; utcOffset: number };

/** `utcOffset`: minutes east of UTC, so the player's midnight is UTC midnight less it. */
export function periodOf({ from, to, utcOffset }: PeriodQuery): Period {
  const shift = utcOffset * 60_000;
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - shift),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - shift),
    utcOffset,
  };
}

/** The player's calendar day (`YYYY-MM-DD`) of a timestamp column. */
export const localDay = (column: SQLWrapper, period: Period): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + make_interval(mins => ${period.utcOffset}::int), 'YYYY-MM-DD')`;

/** A sum of minor units as a JavaScript number (PostgreSQL answers a bigint sum as numeric text). */
export const sumMinor = (expression: SQLWrapper | SQL): SQL<number> => sql`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);

export type Paging = { page: number; pageSize: number };

export const pageCount = (total: number, paging: Paging) => Math.ceil(total / paging.pageSize);
