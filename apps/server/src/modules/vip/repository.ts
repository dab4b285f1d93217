import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bets, depositOrders, members, vipBonusPayments, vipLevels, vipSettings, vipUpgrades,
  type VipPeriodicBonus,
} from '../../db/schema.ts';

export type VipSettings = { windowDays: number; bonusTurnoverMultiple: number };
export type VipLevel = typeof vipLevels.$inferSelect;
export type VipMember = { id: number; merchantId: number; type: number; clubLabel: string; birthDate: string | null };
export type VipBonusPayment = { kind: VipPeriodicBonus; periodKey: string; amountMinor: number; createdAt: Date };

const memberColumns = { id: members.id, merchantId: members.merchantId, type: members.type, clubLabel: members.clubLabel, birthDate: members.birthDate };

/** The VIP club's rules, the members' levels and the stakes and deposits that reach them, on the executor it is given. */
export function createVipRepository(db: AppDatabase) {
  return {
    async settings(merchantId: number): Promise<VipSettings | null> {
      const [row] = await db.select().from(vipSettings).where(eq(vipSettings.merchantId, merchantId));
      return row ? { windowDays: row.windowDays, bonusTurnoverMultiple: row.bonusTurnoverMultiple } : null;
    },

    /** The merchant's levels, lowest first. */
    levels(merchantId: number): Promise<VipLevel[]> {
      return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.ordinal));
    },

    /** `lock`: the member's row until the transaction ends (NO KEY UPDATE, as a withdrawal locks it: a spin's bet never waits on it). */
    async member(memberId: number, options: { lock?: boolean } = {}): Promise<VipMember | null> {
      const query = db.select(memberColumns).from(members).where(eq(members.id, memberId));
      const [row] = options.lock ? await query.for('no key update') : await query;
      return row ?? null;
    },

    async memberByUsername(merchantId: number, username: string): Promise<number | null> {
      const [row] = await db.select({ id: members.id }).from(members)
        .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`));
      return row?.id ?? null;
    },

    async merchantsWithClub(): Promise<number[]> {
      return (await db.select({ merchantId: vipSettings.merchantId }).from(vipSettings).orderBy(asc(vipSettings.merchantId))).map((row) => row.merchantId);
    },

    async setClubLabel(memberId: number, clubLabel: string): Promise<void> {
      await db.update(members).set({ clubLabel }).where(eq(members.id, memberId));
    },

    /** The member's settled stakes and credited deposits from `since` on. */
    async progressSince(memberId: number, since: Date): Promise<{ turnoverMinor: number; depositMinor: number }> {
      const [[stakes], [deposits]] = await Promise.all([
        db.select({ total: sql<string>`coalesce(sum(${bets.stakeMinor}), 0)` }).from(bets)
          .where(and(eq(bets.memberId, memberId), gte(bets.createdAt, since))),
        db.select({ total: sql<string>`coalesce(sum(${depositOrders.creditMinor}), 0)` }).from(depositOrders)
          .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'PAID'), gte(depositOrders.paidAt, since))),
      ]);
      return { turnoverMinor: Number(stakes?.total ?? 0), depositMinor: Number(deposits?.total ?? 0) };
    },

    /**
     * Whether the member's stakes and deposits over the window now reach a level above theirs, in one
     * statement (it runs after every bet): false for a trial account or a merchant without a VIP club.
     */
    async promotionDue(memberId: number, trialType: number): Promise<boolean> {
      const result = (await db.execute(sql`
        with member as (select id, merchant_id, club_label from members where id = ${memberId}::integer and type <> ${trialType}::integer),
        club as (select member.merchant_id, now() - make_interval(days => vip_settings.window_days) as since
          from vip_settings join member on member.merchant_id = vip_settings.merchant_id),
        progress as (select
          (select coalesce(sum(stake_minor), 0) from bets, club where member_id = ${memberId}::integer and created_at >= club.since) as turnover,
          (select coalesce(sum(credit_minor), 0) from deposit_orders, club where member_id = ${memberId}::integer and status = 'PAID' and paid_at >= club.since) as deposit)
        select exists(
          select 1 from vip_levels level, member, club, progress
          where level.merchant_id = club.merchant_id
            and level.ordinal > coalesce((select ordinal from vip_levels held where held.merchant_id = member.merchant_id and held.label = member.club_label), 0)
            and level.turnover_minor <= progress.turnover and level.deposit_minor <= progress.deposit
        ) as due`)) as unknown as { rows: Array<{ due: boolean }> };
      return result.rows[0]?.due === true;
    },

    /** Records that the member reached level `ordinal`; false (writing nothing) when they had reached it before. */
    async insertUpgrade(upgrade: { memberId: number; ordinal: number; operatorId?: number }): Promise<boolean> {
      const rows = await db.insert(vipUpgrades).values(upgrade).onConflictDoNothing().returning({ ordinal: vipUpgrades.ordinal });
      return rows.length > 0;
    },

    async setUpgradeTransfer(memberId: number, ordinal: number, transferId: number): Promise<void> {
      await db.update(vipUpgrades).set({ transferId }).where(and(eq(vipUpgrades.memberId, memberId), eq(vipUpgrades.ordinal, ordinal)));
    },

    /** Records a periodic bonus of the member's; false (writing nothing) when that period's was paid already. */
    async insertBonusPayment(payment: { memberId: number; kind: VipPeriodicBonus; periodKey: string; ordinal: number; amountMinor: number; transferId: number }): Promise<boolean> {
      const rows = await db.insert(vipBonusPayments).values(payment).onConflictDoNothing().returning({ memberId: vipBonusPayments.memberId });
      return rows.length > 0;
    },

    async bonusPaymentsOf(memberId: number, periodKeys: string[]): Promise<VipBonusPayment[]> {
      if (periodKeys.length === 0) return [];
      return db.select({ kind: vipBonusPayments.kind, periodKey: vipBonusPayments.periodKey, amountMinor: vipBonusPayments.amountMinor, createdAt: vipBonusPayments.createdAt })
        .from(vipBonusPayments).where(and(eq(vipBonusPayments.memberId, memberId), inArray(vipBonusPayments.periodKey, periodKeys)));
    },

    /**
     * Members of the merchant, at a level paying `bonus`, that it is due to on `day` (MM-DD for a
     * birthday; every such member for the monthly bonus), with that level.
     */
    async dueForBonus(merchantId: number, bonus: VipPeriodicBonus, monthDay: string): Promise<{ memberId: number; level: VipLevel }[]> {
      const amount = bonus === 'BIRTHDAY' ? vipLevels.birthdayBonusMinor : vipLevels.monthlyBonusMinor;
      const rows = await db.select({ memberId: members.id, level: vipLevels }).from(members)
        .innerJoin(vipLevels, and(eq(vipLevels.merchantId, members.merchantId), eq(vipLevels.label, members.clubLabel)))
        .where(and(
          eq(members.merchantId, merchantId), eq(members.status, 'ACTIVE'), sql`${amount} > 0`,
          bonus === 'BIRTHDAY' ? sql`to_char(${members.birthDate}, 'MM-DD') = ${monthDay}` : undefined,
        ))
        .orderBy(asc(members.id));
      return rows;
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;
