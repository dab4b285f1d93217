import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { calendarDay, text, wireInteger } from '../input-rules.ts';

/** The longest period a team report covers, both ends included (a quarter). */
export const TEAM_REPORT_MAX_DAYS = 93;
export const TEAM_REPORT_PAGE_SIZE = 20;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** How many days a period covers (both ends included), NaN when a day is not a real calendar day. */
export const teamReportDays = (range: { startDate: string; endDate: string }): number =>
  dayNumber(range.endDate) - dayNumber(range.startDate) + 1;

/** The period of a team report: business days of the platform (UTC+8), both included, start on or before end. */
const rangeParams = () => ({ startDate: calendarDay(), endDate: calendarDay() });
const withOrderedRange = <T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) =>
  schema.refine((range) => teamReportDays(range) >= 1, 'startDate on or before endDate');

export const teamOverviewQuerySchema = lazySchema(() => withOrderedRange(z.object(rangeParams()).strict()));

/**
 * A team's money and activity over a period, in major units. `net` is what the team won or lost:
 * payout + rebates + bonuses − turnover (negative when the team lost, which is the platform's and the
 * agent's gain).
 */
export const teamFiguresSchema = lazySchema(() => z.object({
  betCount: z.number().int(),
  /** What was staked. */
  turnover: z.number(),
  /** What the bets paid back (wins, stakes included). */
  payout: z.number(),
  rebate: z.number(),
  bonus: z.number(),
  deposit: z.number(),
  depositCount: z.number().int(),
  withdrawal: z.number(),
  withdrawalCount: z.number().int(),
  net: z.number(),
}));
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

/** One business day of the period (every day, zero-filled), for the chart. */
export const teamDaySchema = lazySchema(() => z.object({ day: z.string(), turnover: z.number(), net: z.number() }));
export type TeamDay = z.infer<typeof teamDaySchema>;

/** The agent's whole team (every level below the agent, not the agent itself). */
export const teamOverviewSchema = lazySchema(() => z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: teamFiguresSchema.extend({ registrations: z.number().int() }),
  days: z.array(teamDaySchema),
}));
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const TEAM_PNL_VIEWS = ['level', 'member'] as const;
export type TeamPnlView = (typeof TEAM_PNL_VIEWS)[number];

/** `username`: part of a member's name (member view); `page` and `size` page the member view. */
export const teamPnlQuerySchema = lazySchema(() => withOrderedRange(z
  .object({
    ...rangeParams(),
    view: z.enum(TEAM_PNL_VIEWS).default('level'),
    page: wireInteger({ min: 1, max: 100_000 }).default(1),
    size: wireInteger({ min: 1, max: 100 }).default(TEAM_REPORT_PAGE_SIZE),
    username: text().trim().max(32).optional(),
  })
  .strict()));

/** The members `depth` levels below the agent (1: direct downlines). */
export const teamLevelSchema = lazySchema(() => teamFiguresSchema.extend({ depth: z.number().int() }));
export type TeamLevel = z.infer<typeof teamLevelSchema>;

/** A member of the team with its own figures (not its team's). */
export const teamPnlMemberSchema = lazySchema(() => teamFiguresSchema.extend({
  username: z.string(),
  depth: z.number().int(),
  /** Member type (packages/contract member-types). */
  type: z.number().int(),
}));
export type TeamPnlMember = z.infer<typeof teamPnlMemberSchema>;

/** Totals, levels and days always; `members` (direct downlines first, then by name) in the member view, else null. */
export const teamPnlSchema = lazySchema(() => z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: teamFiguresSchema,
  levels: z.array(teamLevelSchema),
  days: z.array(teamDaySchema),
  members: z.object({ list: z.array(teamPnlMemberSchema), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() }).nullable(),
}));
export type TeamPnl = z.infer<typeof teamPnlSchema>;
