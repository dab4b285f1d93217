import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';

/**
 * Red-envelope rain: sessions a merchant runs for all its members and sessions an agent funds for
 * its own team (its direct downline). During a session members tap falling envelopes; the server
 * decides each envelope's amount within the session's budget and the member's cap.
 */

/** The shortest and longest session an agent may schedule (a short one is a quick round with the team). */
export const RED_RAIN_DURATION_SECONDS = { min: 30, max: 30 * 60 } as const;
/** How far ahead an agent may schedule a session: a week. */
export const RED_RAIN_MAX_START_IN_MINUTES = 7 * 24 * 60;
/** The smallest budget an agent may put into a session (major units). */
export const RED_RAIN_MIN_BUDGET = 1;

export const RED_RAIN_STATUSES = ['UPCOMING', 'LIVE', 'ENDED'] as const;
export type RedRainStatus = (typeof RED_RAIN_STATUSES)[number];

/** Instants are ISO 8601; amounts in major units with 2 decimals. */
export const redRainSessionSchema = lazySchema(() => z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RED_RAIN_STATUSES),
  budget: z.number(),
  perMemberCap: z.number(),
  /** What the budget still holds for catches. */
  remaining: z.number(),
  /** Who funded it: the merchant for all members, or an agent (its account) for its team. */
  funder: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('merchant') }),
    z.object({ kind: z.literal('agent'), account: z.string() }),
  ]),
}));
export type RedRainSession = z.infer<typeof redRainSessionSchema>;

/** What the member caught in a session. */
export const redRainTallySchema = lazySchema(() => z.object({ caught: z.number(), envelopes: z.number().int(), capReached: z.boolean() }));
export type RedRainTally = z.infer<typeof redRainTallySchema>;

/**
 * GET /wps/redRain/current: the session the member may play now, else the next one (null when none
 * is scheduled), with the member's tally in it and the server's clock for the countdown.
 */
export const redRainCurrentSchema = lazySchema(() => z.object({
  serverTime: z.string(),
  session: redRainSessionSchema.nullable(),
  mine: redRainTallySchema.nullable(),
}));
export type RedRainCurrent = z.infer<typeof redRainCurrentSchema>;

/** `requestId`: one per envelope on the screen, so a retried tap pays once. */
export const redRainTapRequestSchema = lazySchema(() => z.object({
  sessionId: z.number().int().positive().max(2_147_483_647),
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a random id'),
}).strict());
export type RedRainTapRequest = z.infer<typeof redRainTapRequestSchema>;

/** POST /wps/redRain/tap: the envelope's amount and the member's tally after it. */
export const redRainTapSchema = lazySchema(() => z.object({ amount: z.number(), tally: redRainTallySchema, remaining: z.number() }));
export type RedRainTap = z.infer<typeof redRainTapSchema>;

export const redRainResultQuerySchema = lazySchema(() => z.object({
  sessionId: z.union([z.number(), text().regex(/^[1-9]\d{0,9}$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647)),
}).strict());

/** GET /wps/redRain/result: a session the member could play, with what the member caught (newest first). */
export const redRainResultSchema = lazySchema(() => z.object({
  session: redRainSessionSchema,
  tally: redRainTallySchema,
  catches: z.array(z.object({ amount: z.number(), at: z.string() })),
}));
export type RedRainResult = z.infer<typeof redRainResultSchema>;

/** An agent's session with what its team caught and, once settled, what came back to the agent. */
export const redRainAgentSessionSchema = lazySchema(() => z.object({
  session: redRainSessionSchema,
  caught: z.number(),
  envelopes: z.number().int(),
  players: z.number().int(),
  /** Null until the session has ended and the unspent budget has gone back to the agent's wallet. */
  returned: z.number().nullable(),
}));
export type RedRainAgentSession = z.infer<typeof redRainAgentSessionSchema>;

/** GET /wps/redRain/agent/sessions: the agent's latest sessions, newest first. */
export const redRainAgentSessionsSchema = lazySchema(() => z.object({ list: z.array(redRainAgentSessionSchema) }));
export type RedRainAgentSessions = z.infer<typeof redRainAgentSessionsSchema>;
export const RED_RAIN_AGENT_LIST_LIMIT = 50;

/**
 * POST /wps/redRain/agent/sessions: a session for the agent's team, its budget taken from the
 * agent's wallet now (by the withdrawable rule). `requestId` once per filled-in form.
 */
export const redRainCreateRequestSchema = lazySchema(() => z.object({
  startInMinutes: z.number().int().min(0).max(RED_RAIN_MAX_START_IN_MINUTES),
  durationSeconds: z.number().int().min(RED_RAIN_DURATION_SECONDS.min).max(RED_RAIN_DURATION_SECONDS.max),
  budget: amountRequest(),
  perMemberCap: amountRequest(),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
}).strict().refine((request) => request.perMemberCap <= request.budget, { message: 'the cap is at most the budget', path: ['perMemberCap'] })
  .refine((request) => request.budget >= RED_RAIN_MIN_BUDGET * 100, { message: `a budget of at least ${RED_RAIN_MIN_BUDGET}`, path: ['budget'] }));
export type RedRainCreateRequest = z.input<typeof redRainCreateRequestSchema>;

/** How many of a merchant's sessions the operator's list shows: the upcoming and live ones, then the newest ended. */
export const OPERATOR_RED_RAIN_LIST_LIMIT = 100;
/** A session as operators see it: CANCELLED when an operator cancelled it before it started. */
export const OPERATOR_RED_RAIN_STATUSES = [...RED_RAIN_STATUSES, 'CANCELLED'] as const;

/** One of a merchant's sessions with what was caught and, once settled, what went back to its funder. */
export const operatorRedRainSessionSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  /** `schedule`: a recurring merchant schedule's; `operator`: scheduled once by an operator; `agent`: an agent's for its team (its account). */
  source: z.enum(['schedule', 'operator', 'agent']),
  agent: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(OPERATOR_RED_RAIN_STATUSES),
  budget: z.number(),
  perMemberCap: z.number(),
  caught: z.number(),
  envelopes: z.number().int(),
  players: z.number().int(),
  returned: z.number().nullable(),
}));
export type OperatorRedRainSession = z.infer<typeof operatorRedRainSessionSchema>;

/**
 * POST /ops/api/redRain/sessions: a session for all the merchant's members, its budget moved now from
 * the merchant's promotion expense into the held rain budget. `startsAt` ISO 8601 in the future;
 * `requestId` once per form: the same id again answers the session it made.
 */
export const operatorRedRainScheduleSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  startsAt: text().pipe(z.iso.datetime({ offset: true })),
  durationSeconds: z.number().int().min(RED_RAIN_DURATION_SECONDS.min).max(RED_RAIN_DURATION_SECONDS.max),
  budget: amountRequest(),
  perMemberCap: amountRequest(),
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a random id'),
  reason: operatorReasonSchema.optional(),
}).strict().refine((request) => request.perMemberCap <= request.budget, { message: 'the cap is at most the budget', path: ['perMemberCap'] }));
export type OperatorRedRainSchedule = z.output<typeof operatorRedRainScheduleSchema>;

/** POST /ops/api/redRain/cancel: a session that has not started; its whole budget goes back to its funder. */
export const operatorRedRainCancelSchema = lazySchema(() => z.object({ sessionId: bodyId(), reason: operatorReasonSchema }).strict());
