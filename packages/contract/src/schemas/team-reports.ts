import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { calendarDay, text, USERNAME_MAX_LENGTH, wireInteger } from '../input-rules.ts';
import { withTeamRange } from './team-range.ts';

export const TEAM_REPORT_PAGE_SIZE = 20;

/** The period of a team report: business days of the platform (UTC+8), both included, a team range. */
const rangeParams = () => ({ startDate: calendarDay(), endDate: calendarDay() });

export const teamOverviewQuerySchema = lazySchema(() => withTeamRange(z.object(rangeParams()).strict(), 'startDate', 'endDate'));

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
export const teamPnlQuerySchema = lazySchema(() => withTeamRange(z
  .object({
    ...rangeParams(),
    view: z.enum(TEAM_PNL_VIEWS).default('level'),
    page: wireInteger({ min: 1, max: 100_000 }).default(1),
    size: wireInteger({ min: 1, max: 100 }).default(TEAM_REPORT_PAGE_SIZE),
    username: text().trim().max(USERNAME_MAX_LENGTH).optional(),
  })
  .strict(), 'startDate', 'endDate'));

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
