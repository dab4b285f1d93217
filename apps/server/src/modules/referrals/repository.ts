import { and, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { merchantPromotionOn, REFERRAL_PROMOTION } from '../../lib/merchant-flags.ts';
import { depositOrders, members, merchants, referralCodes, referralRules, referrals, type ReferralRow, type ReferralRuleRow } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The deadline of an invitee's deposits: the rule's window after the referral was recorded. */
export const deadlineOf = (referral: Pick<ReferralRow, 'createdAt'>, rule: Pick<ReferralRuleRow, 'qualifyDays'>) =>
  new Date(referral.createdAt.getTime() + rule.qualifyDays * DAY_MS);

/** The invitee's deposits credited by `deadline`, in minor units. */
const creditedBy = (inviteeId: SQL, deadline: SQL) =>
  sql<string>`(select coalesce(sum(${depositOrders.creditMinor}), 0) from ${depositOrders}
    where ${depositOrders.memberId} = ${inviteeId} and ${depositOrders.status} = 'PAID' and ${depositOrders.paidAt} <= ${deadline})`;

/** Invitation codes, rules and referrals, on the executor it is given: the database, or a transaction. */
export function createReferralRepository(db: AppDatabase) {
  return {
    async findRule(merchantId: number): Promise<ReferralRuleRow | null> {
      const [row] = await db.select().from(referralRules).where(eq(referralRules.merchantId, merchantId));
      return row ?? null;
    },

    /** Writes the merchant's rule (the first, or a change). */
    async saveRule(rule: ReferralRuleRow): Promise<void> {
      const { merchantId: _key, ...values } = rule;
      await db.insert(referralRules).values(rule).onConflictDoUpdate({ target: referralRules.merchantId, set: values });
    },

    /** The rule, locked until the transaction ends: changes of one merchant's rule take turns. */
    async lockRule(merchantId: number): Promise<ReferralRuleRow | null> {
      const [row] = await db.select().from(referralRules).where(eq(referralRules.merchantId, merchantId)).for('update');
      return row ?? null;
    },

    /** How many invitees of the referrer have been paid for. */
    async rewardedCount(referrerId: number): Promise<number> {
      const [row] = await db.select({ rewarded: count(referrals.rewardedAt) }).from(referrals).where(eq(referrals.referrerId, referrerId));
      return row?.rewarded ?? 0;
    },

    /** What the merchant's referrals have paid: how many and how much. */
    async paidOf(merchantId: number): Promise<{ referrals: number; rewardMinor: number }> {
      const [row] = await db.select({ referrals: count(referrals.rewardedAt), rewardMinor: sql<string>`coalesce(sum(${referrals.rewardMinor}), 0)` })
        .from(referrals).where(eq(referrals.merchantId, merchantId));
      return { referrals: row?.referrals ?? 0, rewardMinor: Number(row?.rewardMinor ?? 0) };
    },

    /** Whether the merchant has invite friends switched on (its REFERRAL promotion). */
    async referralOn(merchantId: number): Promise<boolean> {
      const [row] = await db.select({ promotions: merchants.promotions }).from(merchants).where(eq(merchants.id, merchantId));
      return row ? merchantPromotionOn(row, REFERRAL_PROMOTION) : false;
    },

    async codeOf(memberId: number): Promise<string | null> {
      const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.memberId, memberId));
      return row?.code ?? null;
    },

    /** Gives the member `code` unless they have one; false when the code is another member's of the merchant. */
    async insertCode(code: { memberId: number; merchantId: number; code: string }): Promise<boolean> {
      const rows = await db.insert(referralCodes).values(code).onConflictDoNothing().returning({ memberId: referralCodes.memberId });
      return rows.length === 1 || (await this.codeOf(code.memberId)) !== null;
    },

    /** The active member of the merchant whose code this is. */
    async memberOfCode(merchantId: number, code: string): Promise<number | null> {
      const [row] = await db.select({ memberId: referralCodes.memberId }).from(referralCodes)
        .innerJoin(members, eq(members.id, referralCodes.memberId))
        .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, code), eq(members.status, 'ACTIVE')));
      return row?.memberId ?? null;
    },

    async insertReferral(referral: { merchantId: number; referrerId: number; inviteeId: number }): Promise<void> {
      await db.insert(referrals).values(referral).onConflictDoNothing();
    },

    async findByInvitee(inviteeId: number): Promise<ReferralRow | null> {
      const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
      return row ?? null;
    },

    /** The referral, locked until the transaction ends: one payer at a time, in every process. */
    async lock(referralId: number): Promise<ReferralRow | null> {
      const [row] = await db.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
      return row ?? null;
    },

    /** The invitee's deposits credited within the rule's window. */
    async creditedWithin(referral: ReferralRow, rule: ReferralRuleRow): Promise<number> {
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${depositOrders.creditMinor}), 0)` }).from(depositOrders).where(and(
        eq(depositOrders.memberId, referral.inviteeId), eq(depositOrders.status, 'PAID'), lte(depositOrders.paidAt, deadlineOf(referral, rule)),
      ));
      return Number(row?.total ?? 0);
    },

    async markRewarded(referralId: number, reward: { rewardMinor: number; transferId: number; at: Date }): Promise<void> {
      await db.update(referrals).set({ rewardedAt: reward.at, rewardMinor: reward.rewardMinor, transferId: reward.transferId }).where(eq(referrals.id, referralId));
    },

    /**
     * Unpaid referrals recorded since `since` whose invitee's deposits within the rule's window reach
     * the rule's total, of referrers below the rule's cap: what a deposit's own check may have missed
     * (a crash, downtime).
     */
    async qualifiedUnpaid(since: Date, limit: number): Promise<number[]> {
      const rows = await db.select({ id: referrals.id }).from(referrals)
        .innerJoin(referralRules, eq(referralRules.merchantId, referrals.merchantId))
        .where(and(
          isNull(referrals.rewardedAt),
          gt(referrals.createdAt, since),
          sql`${creditedBy(sql`${referrals.inviteeId}`, sql`${referrals.createdAt} + make_interval(days => ${referralRules.qualifyDays})`)} >= ${referralRules.minDepositMinor}`,
          sql`(${referralRules.maxRewardsPerReferrer} is null or (select count(*) from ${referrals} as paid
            where paid.referrer_id = ${referrals.referrerId} and paid.rewarded_at is not null) < ${referralRules.maxRewardsPerReferrer})`,
        ))
        .orderBy(referrals.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The member's invitees counted: all, with a credited deposit, paid for; and the rewards paid. */
    async totalsOf(referrerId: number) {
      const [row] = await db.select({
        invited: count(),
        deposited: sql<string>`count(*) filter (where exists (select 1 from ${depositOrders} where ${depositOrders.memberId} = ${referrals.inviteeId} and ${depositOrders.status} = 'PAID'))`,
        qualified: count(referrals.rewardedAt),
        rewardMinor: sql<string>`coalesce(sum(${referrals.rewardMinor}), 0)`,
      }).from(referrals).where(eq(referrals.referrerId, referrerId));
      return { invited: row?.invited ?? 0, deposited: Number(row?.deposited ?? 0), qualified: row?.qualified ?? 0, rewardMinor: Number(row?.rewardMinor ?? 0) };
    },

    /** One page of the member's invitees, newest first, each with whether a deposit of theirs was credited. */
    async pageOf(referrerId: number, page: { offset: number; limit: number }) {
      const where = eq(referrals.referrerId, referrerId);
      const [rows, [total]] = await Promise.all([
        db.select({
          id: referrals.id, account: members.username, createdAt: referrals.createdAt, rewardedAt: referrals.rewardedAt, rewardMinor: referrals.rewardMinor,
          deposited: sql<boolean>`exists (select 1 from ${depositOrders} where ${depositOrders.memberId} = ${referrals.inviteeId} and ${depositOrders.status} = 'PAID')`,
        }).from(referrals).innerJoin(members, eq(members.id, referrals.inviteeId))
          .where(where).orderBy(desc(referrals.id)).offset(page.offset).limit(page.limit),
        db.select({ rows: count() }).from(referrals).where(where),
      ]);
      return { rows, total: total?.rows ?? 0 };
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
