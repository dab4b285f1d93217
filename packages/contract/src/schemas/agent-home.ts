import { z } from 'zod';
import { calendarDay } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';
import { withTeamRange } from './team-range.ts';

/**
 * The agent home's navigation grid items a merchant's menu setting (site info `agentMenu`) can
 * switch on; online service is always shown and has no key.
 */
export const AGENT_MENU_KEYS = [
  'TEAM_OVERVIEW', 'TRANSACTION_RECORD', 'TEAM_MANAGEMENT', 'RED_RAIN', 'TEAM_PNL', 'TEAM_BETTING',
  'REBATE_SETTING', 'REBATE_INCOME', 'SECURITY_CENTRE', 'MAIL',
] as const;
export type AgentMenuKey = (typeof AGENT_MENU_KEYS)[number];

/** Business days (the platform's calendar, UTC+8), both included, a team range. */
export const teamKpiQuerySchema = lazySchema(() => withTeamRange(z.object({ startDate: calendarDay(), endDate: calendarDay() }).strict(), 'startDate', 'endDate'));
export type TeamKpiQuery = z.infer<typeof teamKpiQuerySchema>;

/**
 * The agent's whole team (every level below it, not the agent itself) over the range. For a
 * one-day range the login and bet counts are distinct members; over a longer range they are
 * member-days (a member who logged in on three days counts three). Registrations are members who
 * joined in the range; online: members with a session used in the last 5 minutes, now.
 */
export const teamKpiSchema = lazySchema(() => z.object({
  footer: z.object({
    teamLoginMemberCount: z.number().int().min(0),
    teamBetMemberCount: z.number().int().min(0),
    teamRegisterMemberCount: z.number().int().min(0),
    teamOnlineCount: z.number().int().min(0),
  }),
}));
export type TeamKpi = z.infer<typeof teamKpiSchema>;
