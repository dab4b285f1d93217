import type { PromotionMeasure, PromotionStatus } from '@m/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bets, depositOrders, games, members, merchants, promotionParticipations, promotions, type NewPromotionRow, type ParticipationRow, type PromotionRow,
} from '../../db/schema.ts';

/** What each measure counts of a settled bet: its stake, or its stake less its win. */
export const MEASURED: Record<PromotionMeasure, { amount: ReturnType<typeof sql>; slotsOnly: boolean }> = {
  SLOTS_TURNOVER: { amount: sql`${bets.stakeMinor}`, slotsOnly: true },
  TURNOVER: { amount: sql`${bets.stakeMinor}`, slotsOnly: false },
  NET_LOSS: { amount: sql`${bets.stakeMinor} - ${bets.winMinor}`, slotsOnly: false },
};
/** The catalogue's category of slots. */
export const SLOTS_CATEGORY = 'RNG';

/** Promotions and participations, on the executor it is given: the database, or a transaction. */
export function createPromotionRepository(db: AppDatabase) {
  return {
    listPromotions(merchantId: number): Promise<PromotionRow[]> {
      return db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(asc(promotions.sortOrder), asc(promotions.id));
    },

    async findPromotion(merchantId: number, id: number): Promise<PromotionRow | null> {
      const [row] = await db.select().from(promotions).where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
      return row ?? null;
    },

    async findPromotionById(id: number): Promise<PromotionRow | null> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      return row ?? null;
    },

    async insertPromotion(row: NewPromotionRow): Promise<PromotionRow> {
      const [inserted] = await db.insert(promotions).values(row).returning();
      return inserted!;
    },

    async setState(id: number, state: PromotionRow['state']): Promise<void> {
      await db.update(promotions).set({ state }).where(eq(promotions.id, id));
    },

    /**
     * Counts `amountMinor` against the budget in one statement: false when it would go over (the
     * row's lock makes the check and the count one step for concurrent payments).
     */
    async spend(promotionId: number, amountMinor: number): Promise<boolean> {
      const rows = await db.update(promotions).set({ spentMinor: sql`${promotions.spentMinor} + ${amountMinor}` })
        .where(and(eq(promotions.id, promotionId), or(isNull(promotions.budgetMinor), sql`${promotions.spentMinor} + ${amountMinor} <= ${promotions.budgetMinor}`)))
        .returning({ id: promotions.id });
      return rows.length === 1;
    },

    /** The member's participations of the given periods' promotions (promotion id → row). */
    async participationsOf(memberId: number, periods: { promotionId: number; periodKey: string }[]): Promise<Map<number, ParticipationRow>> {
      if (periods.length === 0) return new Map();
      const rows = await db.select().from(promotionParticipations).where(and(
        eq(promotionParticipations.memberId, memberId),
        or(...periods.map((period) => and(eq(promotionParticipations.promotionId, period.promotionId), eq(promotionParticipations.periodKey, period.periodKey)))),
      ));
      return new Map(rows.map((row) => [row.promotionId, row]));
    },

    /** Inserts a participation; null when the member already takes part in that period. */
    async insertParticipation(row: typeof promotionParticipations.$inferInsert): Promise<ParticipationRow | null> {
      const [inserted] = await db.insert(promotionParticipations).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** The member's participation, locked until the transaction ends. */
    async lockOwnParticipation(memberId: number, id: number): Promise<ParticipationRow | null> {
      const [row] = await db.select().from(promotionParticipations)
        .where(and(eq(promotionParticipations.id, id), eq(promotionParticipations.memberId, memberId))).for('update');
      return row ?? null;
    },

    async lockParticipation(id: number): Promise<ParticipationRow | null> {
      const [row] = await db.select().from(promotionParticipations).where(eq(promotionParticipations.id, id)).for('update');
      return row ?? null;
    },

    /** Moves a participation from `from` to `to` (with its other changes); false when it was no longer in `from`. */
    async move(id: number, from: PromotionStatus, change: Partial<ParticipationRow> & { status: PromotionStatus }): Promise<boolean> {
      const rows = await db.update(promotionParticipations).set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(promotionParticipations.id, id), eq(promotionParticipations.status, from))).returning({ id: promotionParticipations.id });
      return rows.length === 1;
    },

    /** The member's participations in `statuses` with their promotions, newest change first. */
    ownWithPromotion(memberId: number, statuses: readonly PromotionStatus[]) {
      return db.select({ participation: promotionParticipations, promotion: promotions }).from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .where(and(eq(promotionParticipations.memberId, memberId), inArray(promotionParticipations.status, [...statuses])))
        .orderBy(desc(promotionParticipations.updatedAt), desc(promotionParticipations.id)).limit(100);
    },

    async countOwn(memberId: number, status: PromotionStatus): Promise<number> {
      const [row] = await db.select({ total: count() }).from(promotionParticipations)
        .where(and(eq(promotionParticipations.memberId, memberId), eq(promotionParticipations.status, status)));
      return row?.total ?? 0;
    },

    /** Participations still measuring whose period has ended by `now`, with their promotions (for the period close). */
    endedOpen(now: Date, limit: number) {
      return db.select({ participation: promotionParticipations, promotion: promotions }).from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .where(and(inArray(promotionParticipations.status, ['JOINED', 'PROCESS']), lte(promotionParticipations.periodEnd, now)))
        .orderBy(asc(promotionParticipations.id)).limit(limit);
    },

    /** Closes the promotions whose window has ended; answers how many. */
    async closeEnded(now: Date): Promise<number> {
      const rows = await db.update(promotions).set({ state: 'CLOSED' })
        .where(and(inArray(promotions.state, ['ACTIVE', 'PAUSED']), lte(promotions.endAt, now))).returning({ id: promotions.id });
      return rows.length;
    },

    /** What `measure` counts of the member's bets settled in [from, to). */
    async measure(memberId: number, measure: PromotionMeasure, from: Date, to: Date): Promise<number> {
      const { amount, slotsOnly } = MEASURED[measure];
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${amount}), 0)` }).from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(and(
          eq(bets.memberId, memberId), sql`${bets.createdAt} >= ${from.toISOString()}`, sql`${bets.createdAt} < ${to.toISOString()}`,
          slotsOnly ? eq(games.gameCategory, SLOTS_CATEGORY) : undefined,
        ));
      return Number(row?.total ?? 0);
    },

    /** Applications (with member and merchant) of the merchant (null: every merchant), newest first. */
    applications(merchantId: number | null, statuses: readonly PromotionStatus[]) {
      return db.select({
        participation: promotionParticipations, promotion: promotions, account: members.username, merchant: merchants.code,
      }).from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .innerJoin(members, eq(members.id, promotionParticipations.memberId))
        .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
        .where(and(
          eq(promotions.kind, 'APPLICATION'), inArray(promotionParticipations.status, [...statuses]),
          merchantId === null ? undefined : eq(promotions.merchantId, merchantId),
        ))
        .orderBy(desc(promotionParticipations.id)).limit(200);
    },

    /** Every promotion (of the merchant, or all) with its merchant's code and its number of participations. */
    promotionsWithCounts(merchantId: number | null) {
      return db.select({
        promotion: promotions, merchant: merchants.code,
        participants: sql<number>`(select count(*)::int from ${promotionParticipations} where ${promotionParticipations.promotionId} = ${promotions.id})`,
        claimed: sql<number>`(select count(*)::int from ${promotionParticipations}
          where ${promotionParticipations.promotionId} = ${promotions.id} and ${promotionParticipations.paidTransferId} is not null)`,
      }).from(promotions).innerJoin(merchants, eq(merchants.id, promotions.merchantId))
        .where(merchantId === null ? undefined : eq(promotions.merchantId, merchantId))
        .orderBy(asc(promotions.merchantId), asc(promotions.sortOrder), asc(promotions.id));
    },

    /** Whether one of the member's deposits was credited (a first-deposit bonus is for members with none). */
    async hasCreditedDeposit(memberId: number): Promise<boolean> {
      const [row] = await db.select({ id: depositOrders.id }).from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'PAID'))).limit(1);
      return row !== undefined;
    },

    /** Whether a deposit bonus (of any deposit offer) was paid to the member since `since`. */
    async depositBonusPaidSince(memberId: number, since: Date): Promise<boolean> {
      const [row] = await db.select({ id: promotionParticipations.id }).from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .where(and(
          eq(promotionParticipations.memberId, memberId), eq(promotions.kind, 'DEPOSIT_OFFER'),
          eq(promotionParticipations.status, 'CLAIMED'), gte(promotionParticipations.joinedAt, since),
        )).limit(1);
      return row !== undefined;
    },

    async memberFacts(memberId: number): Promise<{ regDate: Date; merchantId: number } | null> {
      const [row] = await db.select({ regDate: members.regDate, merchantId: members.merchantId }).from(members).where(eq(members.id, memberId));
      return row ?? null;
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
