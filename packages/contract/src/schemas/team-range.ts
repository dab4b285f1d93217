import type { z } from 'zod';

/** The longest period of a team's figures or bets, both ends included (a quarter): team reports, team bets and the agent home's counters. */
export const TEAM_RANGE_MAX_DAYS = 93;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** How many days `start`..`end` covers, both included: 0 or less when backwards, NaN when a day is not a real calendar day. */
export const teamRangeDays = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

/** Whether `start`..`end` runs forwards over at most `TEAM_RANGE_MAX_DAYS` days. */
export const isTeamRange = (start: string, end: string): boolean => {
  const days = teamRangeDays(start, end);
  return days >= 1 && days <= TEAM_RANGE_MAX_DAYS;
};

/**
 * A team query's period check: the days named `start` and `end` must be a team range. The refusal
 * carries the error code the server answers with (`team.range.invalid`, naming the limit), so every
 * team endpoint refuses a period alike.
 */
export const withTeamRange = <S extends z.ZodType<Record<K, string>>, K extends string>(schema: S, start: K, end: K): S =>
  schema.refine((query) => isTeamRange(query[start], query[end]), {
    message: `${start} on or before ${end}, at most ${TEAM_RANGE_MAX_DAYS} days`,
    params: { errorCode: 'team.range.invalid', value: { maxDays: String(TEAM_RANGE_MAX_DAYS) } },
  });
