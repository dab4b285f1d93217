import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { calendarDay, memberUsername, text, USERNAME_MAX_LENGTH, wireInteger } from '../input-rules.ts';
import { GAME_CATEGORIES } from '../games-catalogue.ts';
import { amountRequest } from '../money.ts';
import { withTeamRange } from './team-range.ts';


export const TEAM_MEMBERS_PAGE_SIZE = 20;
/** `direct`: the members one level below the team's root; `all`: its whole team. */
export const TEAM_MEMBER_SCOPES = ['direct', 'all'] as const;
export type TeamMemberScope = (typeof TEAM_MEMBER_SCOPES)[number];

/**
 * GET /wps/agent/team/members: the agent's team, or with `root` the team of a sub-agent in it
 * (refused with not.found outside the agent's team); `search` keeps the names that contain it.
 */
export const teamMembersQuerySchema = lazySchema(() => z.object({
  root: memberUsername().optional(),
  search: text().trim().max(USERNAME_MAX_LENGTH).optional(),
  scope: z.enum(TEAM_MEMBER_SCOPES).default('all'),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: 50 }).default(TEAM_MEMBERS_PAGE_SIZE),
}).strict());
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;

/** One member of the team: `level` counts from the signed-in agent (1: its direct downline). */
export const teamMemberSchema = lazySchema(() => z.object({
  username: z.string(),
  level: z.number().int(),
  /** An agent has a team of its own to drill into. */
  agent: z.boolean(),
  balance: z.number(),
  /** Epoch milliseconds; null when the member never signed in. */
  lastLogin: z.number().int().nullable(),
  registeredAt: z.number().int(),
}));
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = lazySchema(() => z.object({
  list: z.array(teamMemberSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Members matching the filter. */
  totalCount: z.number().int(),
  /** The root's whole team and its direct members, whatever the filter. */
  totals: z.object({ teamSize: z.number().int(), directCount: z.number().int() }),
  /** The way from the agent down to the root: its sub-agents, the agent's direct one first (empty at the agent's own team). */
  breadcrumbs: z.array(z.object({ username: z.string(), level: z.number().int() })),
}));
export type TeamMembersPage = z.infer<typeof teamMembersSchema>;

export const TEAM_BETS_PAGE_SIZE = 20;

/**
 * GET /wps/agent/team/bets: the bets of the agent's team made on the platform's business days
 * `from`..`to` (both included), newest first; `cursor` is the answer's `nextCursor` for the next page.
 */
export const teamBetsQuerySchema = lazySchema(() => withTeamRange(z.object({
  from: calendarDay(),
  to: calendarDay(),
  username: memberUsername().optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  cursor: text().regex(/^\d{1,17}_\d{1,10}$/, 'a cursor of an earlier answer').optional(),
  pageSize: wireInteger({ min: 1, max: 50 }).default(TEAM_BETS_PAGE_SIZE),
}).strict(), 'from', 'to'));
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

export const teamBetSchema = lazySchema(() => z.object({
  id: z.number().int(),
  username: z.string(),
  gameName: z.string(),
  gameCategory: z.string(),
  stake: z.number(),
  win: z.number(),
  /** What the member won less what it staked (negative when it lost). */
  net: z.number(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
}));
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsSchema = lazySchema(() => z.object({
  list: z.array(teamBetSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
  /** Over the whole filter; sent with the first page only (null with a cursor). */
  totals: z.object({ count: z.number().int(), stake: z.number(), win: z.number(), net: z.number() }).nullable(),
}));
export type TeamBetsPage = z.infer<typeof teamBetsSchema>;

/**
 * POST /wps/agent/team/fundTransfer (encrypted): money from the agent's wallet to a member of its
 * team at any level. `requestId` is made once per filled-in form, so a double submit moves it once.
 */
export const teamFundTransferRequestSchema = lazySchema(() => z.object({
  username: memberUsername(),
  amount: amountRequest(),
  /** Checked by the payment password service (a wrong one counts towards its lock). */
  paymentPassword: text().max(64),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
}).strict());
export type TeamFundTransferRequest = z.input<typeof teamFundTransferRequestSchema>;
/** `balance`: the agent's wallet after the transfer. */
export const teamFundTransferSchema = lazySchema(() => z.object({ transferId: z.number().int(), balance: z.number() }));
