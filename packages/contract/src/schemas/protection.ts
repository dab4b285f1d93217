import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { text } from '../input-rules.ts';
import { operatorMerchantCodeSchema } from './operator-fields.ts';

/**
 * Player protection (issue 21): the reality check (a reminder every N minutes of a session, with the
 * time played and the session's net result) and the player's own exclusion from play: a time-out
 * (24 hours, 7 days, 30 days) or a self-exclusion (6 months, 1 year, permanent). An exclusion takes
 * effect at once, ends every session, refuses every login until it ends (`login.excluded`,
 * `login.excluded.permanent`), and may be lengthened but never shortened, by the player or anyone.
 */

/** The reality-check intervals a player may choose, in minutes; 0: off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const EXCLUSION_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** The lengths a player may choose: a time-out of 24 hours, 7 or 30 days; a self-exclusion of 6 months, 1 year or for good. */
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', '1y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export const exclusionKindOf = (period: ExclusionPeriod): ExclusionKind =>
  period === '24h' || period === '7d' || period === '30d' ? 'TIME_OUT' : 'SELF_EXCLUSION';

/** When an exclusion of `period` starting at `from` (epoch ms) ends; null: never. Months are calendar months (UTC). */
export function exclusionEnd(period: ExclusionPeriod, from: number): number | null {
  const DAY_MS = 24 * 60 * 60_000;
  const plusMonths = (months: number) => {
    const date = new Date(from);
    date.setUTCMonth(date.getUTCMonth() + months);
    return date.getTime();
  };
  switch (period) {
    case '24h': return from + DAY_MS;
    case '7d': return from + 7 * DAY_MS;
    case '30d': return from + 30 * DAY_MS;
    case '6m': return plusMonths(6);
    case '1y': return plusMonths(12);
    case 'permanent': return null;
  }
}

/** An exclusion in force: its kind, its end (epoch ms; null: permanent) and when it was set or last lengthened. */
export const exclusionSchema = lazySchema(() => z.object({
  kind: z.enum(EXCLUSION_KINDS),
  until: z.number().int().nullable(),
  setAt: z.number().int(),
}));
export type Exclusion = z.infer<typeof exclusionSchema>;

/**
 * GET /wps/member/protection: the member's settings. `realityCheckSeconds` is the reminder's interval
 * (0: off; a player chooses 15, 30 or 60 minutes).
 */
export const protectionSettingsSchema = lazySchema(() => z.object({
  realityCheckSeconds: z.number().int().min(0),
  exclusion: exclusionSchema.nullable(),
}));
export type ProtectionSettings = z.infer<typeof protectionSettingsSchema>;

export const realityCheckRequestSchema = lazySchema(() => z.object({
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]) satisfies z.ZodType<RealityCheckMinutes>,
}).strict());
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/**
 * POST /wps/member/protection/exclusion, confirmed with the login password (wrong entries count
 * towards the password's lock). Refused with `exclusion.shorter` when it would end before the
 * exclusion in force; the answer is the exclusion now in force. Every session ends with it.
 */
export const exclusionRequestSchema = lazySchema(() => z.object({
  period: z.enum(EXCLUSION_PERIODS),
  password: text().min(1).max(64),
}).strict());
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

/**
 * GET /wps/member/protection/session: this session so far, for the reality check: when it began
 * (epoch ms), the server's now, and the settled bets placed in it (stakes, wins, net = wins − stakes).
 */
export const sessionSummarySchema = lazySchema(() => z.object({
  startedAt: z.number().int(),
  now: z.number().int(),
  bets: z.number().int().min(0),
  stake: z.number(),
  win: z.number(),
  net: z.number(),
}));
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/**
 * `value` of `login.excluded`, `login.excluded.permanent` and `exclusion.shorter`: the exclusion in
 * force, its end (epoch ms; null: permanent) and that end as `YYYY-MM-DD HH:mm UTC`.
 */
export const exclusionRefusalSchema = lazySchema(() => z.object({
  kind: z.enum(EXCLUSION_KINDS), until: z.number().int().nullable(), untilText: z.string().nullable(),
}));

/** An operator reads a member's protection (audited); there is no way to lift or shorten an exclusion. */
export const operatorMemberProtectionQuerySchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  account: text().trim().min(1).max(64),
}).strict());
export const operatorMemberProtectionSchema = lazySchema(() => z.object({
  merchant: z.string(),
  account: z.string(),
  realityCheckSeconds: z.number().int().min(0),
  /** The exclusion in force (an ended one is not shown), times as ISO strings. */
  exclusion: z.object({ kind: z.enum(EXCLUSION_KINDS), until: z.string().nullable(), setAt: z.string() }).nullable(),
}));
export type OperatorMemberProtection = z.infer<typeof operatorMemberProtectionSchema>;
