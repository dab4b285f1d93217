import { MEMBER_TYPE, type PromotionMeasure } from '@m/contract';
import { and, asc, desc, eq, exists, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bets, games, leaderboardAwards, leaderboardCloses, members, promotionRankPrizes, promotions, type PromotionRow } from '../../db/schema.ts';
import { MEASURED, SLOTS_CATEGORY } from './repository.ts';

/** One member's place in a period's ranking: what they counted, and their rank (ties: who reached it first, then the lower member id). */
export type RankedMember = { memberId: number; username: string; measuredMinor: number; rank: number };

/** Prizes per rank, the ranking of a period from the real bets, and the periods closed and paid; on the executor it is given. */
export function createLeaderboardRepository(db: AppDatabase) {
  return {
    /** The prizes of a mission, rank 1 first. */
    async prizes(promotionId: number): Promise<{ rank: number; amountMinor: number; setAt: Date }[]> {
      return db.select({ rank: promotionRankPrizes.rank, amountMinor: promotionRankPrizes.amountMinor, setAt: promotionRankPrizes.setAt }).from(promotionRankPrizes)
        .where(eq(promotionRankPrizes.promotionId, promotionId)).orderBy(asc(promotionRankPrizes.rank));
    },

    async replacePrizes(promotionId: number, amountsMinor: readonly number[]): Promise<void> {
      await db.delete(promotionRankPrizes).where(eq(promotionRankPrizes.promotionId, promotionId));
      if (amountsMinor.length > 0) {
        await db.insert(promotionRankPrizes).values(amountsMinor.map((amountMinor, index) => ({ promotionId, rank: index + 1, amountMinor })));
      }
    },

    /** Adds prizes to a mission that has none yet (the seed's step; an operator's prizes stay as they are). */
    async addPrizesIfNone(promotionId: number, amountsMinor: readonly number[]): Promise<void> {
      const [any] = await db.select({ rank: promotionRankPrizes.rank }).from(promotionRankPrizes).where(eq(promotionRankPrizes.promotionId, promotionId)).limit(1);
      if (!any) await this.replacePrizes(promotionId, amountsMinor);
    },

    /** The merchant's first mission (by the list's order) that pays prizes and is live, or null. */
    async featuredMission(merchantId: number, now: Date): Promise<PromotionRow | null> {
      const [row] = await db.select().from(promotions)
        .where(and(
          eq(promotions.merchantId, merchantId), eq(promotions.kind, 'MISSION'), isNotNull(promotions.measure), ne(promotions.state, 'CLOSED'),
          lte(promotions.startAt, now), or(sql`${promotions.endAt} is null`, sql`${promotions.endAt} > ${now.toISOString()}`),
          exists(db.select({ rank: promotionRankPrizes.rank }).from(promotionRankPrizes).where(eq(promotionRankPrizes.promotionId, promotions.id))),
        ))
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)).limit(1);
      return row ?? null;
    },

    /** Missions with prizes that have started by `now` and may have periods to close (not closed by an operator without an end). */
    missionsWithPrizes(now: Date): Promise<PromotionRow[]> {
      return db.select().from(promotions)
        .where(and(
          eq(promotions.kind, 'MISSION'), isNotNull(promotions.measure), lte(promotions.startAt, now),
          or(ne(promotions.state, 'CLOSED'), isNotNull(promotions.endAt)),
          exists(db.select({ rank: promotionRankPrizes.rank }).from(promotionRankPrizes).where(eq(promotionRankPrizes.promotionId, promotions.id))),
        ))
        .orderBy(asc(promotions.id));
    },

    /**
     * The ranking of the merchant's members (trial accounts aside) by `measure` of their bets in
     * [from, to), best first: the first `top` and, if given, the member `memberId` wherever they stand.
     * Only what counted above zero ranks.
     */
    async ranking(merchantId: number, measure: PromotionMeasure, window: { from: Date; to: Date }, top: number, memberId: number | null = null): Promise<RankedMember[]> {
      const { amount, slotsOnly } = MEASURED[measure];
      const total = sql`sum(${amount})`;
      const ranked = db.select({
        memberId: bets.memberId,
        username: members.username,
        measured: sql<string>`${total}`.as('measured'),
        rank: sql<number>`(row_number() over (order by ${total} desc, max(${bets.createdAt}) asc, ${bets.memberId} asc))::int`.as('rank'),
      }).from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(members, eq(members.id, bets.memberId))
        .where(and(
          eq(members.merchantId, merchantId), ne(members.type, MEMBER_TYPE.TRIAL),
          gte(bets.createdAt, window.from), sql`${bets.createdAt} < ${window.to.toISOString()}`,
          slotsOnly ? eq(games.gameCategory, SLOTS_CATEGORY) : undefined,
        ))
        .groupBy(bets.memberId, members.username)
        .having(sql`${total} > 0`)
        .as('ranked');
      const rows = await db.select().from(ranked)
        .where(memberId === null ? lte(ranked.rank, top) : or(lte(ranked.rank, top), eq(ranked.memberId, memberId)))
        .orderBy(asc(ranked.rank));
      return rows.map((row) => ({ memberId: row.memberId, username: row.username, measuredMinor: Number(row.measured), rank: Number(row.rank) }));
    },

    async username(memberId: number): Promise<string | null> {
      const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
      return row?.username ?? null;
    },

    /** The keys of the mission's periods closed since `since` (by their end). */
    async closedSince(promotionId: number, since: Date): Promise<Set<string>> {
      const rows = await db.select({ periodKey: leaderboardCloses.periodKey }).from(leaderboardCloses)
        .where(and(eq(leaderboardCloses.promotionId, promotionId), gte(leaderboardCloses.periodEnd, since)));
      return new Set(rows.map((row) => row.periodKey));
    },

    /** Claims a period's close: true for the one caller that records it first (others wait for its commit, then get false). */
    async claimClose(promotionId: number, period: { key: string; start: Date; end: Date }): Promise<boolean> {
      const rows = await db.insert(leaderboardCloses)
        .values({ promotionId, periodKey: period.key, periodStart: period.start, periodEnd: period.end })
        .onConflictDoNothing().returning({ promotionId: leaderboardCloses.promotionId });
      return rows.length === 1;
    },

    async finishClose(promotionId: number, periodKey: string, totals: { paidMinor: number; unpaidMinor: number }): Promise<void> {
      await db.update(leaderboardCloses).set(totals).where(and(eq(leaderboardCloses.promotionId, promotionId), eq(leaderboardCloses.periodKey, periodKey)));
    },

    async recordAward(award: typeof leaderboardAwards.$inferInsert): Promise<void> {
      await db.insert(leaderboardAwards).values(award);
    },

    /** The latest closed period of the mission that paid prizes, with its winners, best first. */
    async lastAwarded(promotionId: number): Promise<{ periodKey: string; winners: (RankedMember & { prizeMinor: number })[] } | null> {
      const [last] = await db.select({ periodKey: leaderboardCloses.periodKey }).from(leaderboardCloses)
        .where(and(eq(leaderboardCloses.promotionId, promotionId), sql`${leaderboardCloses.paidMinor} > 0`))
        .orderBy(desc(leaderboardCloses.periodEnd)).limit(1);
      if (!last) return null;
      const winners = await db.select({
        memberId: leaderboardAwards.memberId, username: members.username, measuredMinor: leaderboardAwards.measuredMinor,
        rank: leaderboardAwards.rank, prizeMinor: leaderboardAwards.prizeMinor,
      }).from(leaderboardAwards).innerJoin(members, eq(members.id, leaderboardAwards.memberId))
        .where(and(eq(leaderboardAwards.promotionId, promotionId), eq(leaderboardAwards.periodKey, last.periodKey)))
        .orderBy(asc(leaderboardAwards.rank));
      return { periodKey: last.periodKey, winners };
    },
  };
}
