import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  gameVendors, games, lotteryIssues, lotteryOrders, lotterySubOrders,
  type LotteryIssueRow, type LotteryOrderRow, type LotterySubOrderRow,
} from '../../db/schema.ts';

/** A lottery's catalogue row with its vendor's vassalage (the wire's game is made from it, as the catalogue makes it). */
export type LotteryGameRow = {
  id: number; vendor: string; gameCode: string; name: string; gameCategory: string; subType: string; isNew: boolean; isHot: boolean;
  minBetMinor: number; lines: number | null; supportFreePlay: boolean; playType: 'trad' | 'ent'; vassalage: string | null;
};

const gameColumns = {
  id: games.id, vendor: games.vendor, gameCode: games.gameCode, name: games.name, gameCategory: games.gameCategory, subType: games.subType,
  isNew: games.isNew, isHot: games.isHot, minBetMinor: games.minBetMinor, lines: games.lines, supportFreePlay: games.supportFreePlay,
  playType: games.playType, vassalage: gameVendors.vassalage,
};

export type StoredOrder = { order: LotteryOrderRow; issue: LotteryIssueRow; game: LotteryGameRow; subOrders: LotterySubOrderRow[] };

export function createLotteryRepository(db: AppDatabase) {
  async function withParts(rows: { order: LotteryOrderRow; issue: LotteryIssueRow; game: LotteryGameRow }[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const subOrders = await db.select().from(lotterySubOrders)
      .where(inArray(lotterySubOrders.orderId, rows.map((row) => row.order.id))).orderBy(asc(lotterySubOrders.id));
    return rows.map((row) => ({ ...row, subOrders: subOrders.filter((subOrder) => subOrder.orderId === row.order.id) }));
  }

  const orderQuery = () => db.select({ order: lotteryOrders, issue: lotteryIssues, game: gameColumns }).from(lotteryOrders)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
    .innerJoin(games, eq(games.id, lotteryIssues.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor));

  return {
    async findGame(vendor: string, gameCode: string): Promise<LotteryGameRow | null> {
      const [row] = await db.select(gameColumns).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode), eq(games.enabled, true), inArray(games.gameCategory, ['LOTT', 'ELOTT'])));
      return row ?? null;
    },

    async findIssue(gameId: number, issueNo: string): Promise<LotteryIssueRow | null> {
      const [row] = await db.select().from(lotteryIssues).where(and(eq(lotteryIssues.gameId, gameId), eq(lotteryIssues.issueNo, issueNo)));
      return row ?? null;
    },

    /** The issue's row, written by whoever comes first (the same row for everyone after). */
    /** Deletes up to `limit` issues drawn before `before` that hold no order; their fair rounds' ids. */
    async deleteUnplayedIssues(before: Date, limit: number): Promise<number[]> {
      const unplayed = db.select({ id: lotteryIssues.id }).from(lotteryIssues)
        .where(and(isNotNull(lotteryIssues.numbers), lte(lotteryIssues.drawAt, before),
          sql`NOT EXISTS (SELECT 1 FROM ${lotteryOrders} WHERE ${lotteryOrders.issueId} = ${lotteryIssues.id})`))
        .limit(limit);
      const deleted = await db.delete(lotteryIssues).where(inArray(lotteryIssues.id, unplayed)).returning({ fairRoundId: lotteryIssues.fairRoundId });
      return deleted.map((row) => row.fairRoundId);
    },

    async insertIssue(values: typeof lotteryIssues.$inferInsert): Promise<LotteryIssueRow> {
      await db.insert(lotteryIssues).values(values).onConflictDoNothing();
      const [row] = await db.select().from(lotteryIssues).where(and(eq(lotteryIssues.gameId, values.gameId), eq(lotteryIssues.issueNo, values.issueNo)));
      return row!;
    },

    async lockIssue(id: number): Promise<LotteryIssueRow | null> {
      const [row] = await db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id)).for('update');
      return row ?? null;
    },

    async setNumbers(id: number, numbers: number[], drawnAt: Date): Promise<void> {
      await db.update(lotteryIssues).set({ numbers, drawnAt }).where(eq(lotteryIssues.id, id));
    },

    /** Issues of a game past their draw and not drawn (missed while no server ran) that hold orders. */
    async undrawnWithOrders(gameId: number, drawnBy: Date): Promise<LotteryIssueRow[]> {
      return db.selectDistinct({ issue: lotteryIssues }).from(lotteryIssues)
        .innerJoin(lotteryOrders, eq(lotteryOrders.issueId, lotteryIssues.id))
        .where(and(eq(lotteryIssues.gameId, gameId), isNull(lotteryIssues.numbers), lte(lotteryIssues.drawAt, drawnBy)))
        .orderBy(asc(lotteryIssues.drawAt))
        .then((rows) => rows.map((row) => row.issue));
    },

    async results(gameId: number, limit: number, offset = 0): Promise<LotteryIssueRow[]> {
      return db.select().from(lotteryIssues).where(and(eq(lotteryIssues.gameId, gameId), isNotNull(lotteryIssues.numbers)))
        .orderBy(desc(lotteryIssues.drawAt)).limit(limit).offset(offset);
    },

    async countResults(gameId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(lotteryIssues).where(and(eq(lotteryIssues.gameId, gameId), isNotNull(lotteryIssues.numbers)));
      return row?.total ?? 0;
    },

    /** The latest result of each of these games. */
    async latestResults(gameIds: number[]): Promise<LotteryIssueRow[]> {
      if (gameIds.length === 0) return [];
      return db.selectDistinctOn([lotteryIssues.gameId]).from(lotteryIssues)
        .where(and(inArray(lotteryIssues.gameId, gameIds), isNotNull(lotteryIssues.numbers)))
        .orderBy(lotteryIssues.gameId, desc(lotteryIssues.drawAt));
    },

    /** A new order, or null when the member's request id has made one already. */
    async insertOrder(values: typeof lotteryOrders.$inferInsert): Promise<number | null> {
      const [row] = await db.insert(lotteryOrders).values(values).onConflictDoNothing().returning({ id: lotteryOrders.id });
      return row?.id ?? null;
    },

    async orderIdOfRequest(memberId: number, requestId: string): Promise<number | null> {
      const [row] = await db.select({ id: lotteryOrders.id }).from(lotteryOrders)
        .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestId, requestId)));
      return row?.id ?? null;
    },

    async deleteOrder(id: number): Promise<void> {
      await db.delete(lotteryOrders).where(eq(lotteryOrders.id, id));
    },

    async insertSubOrders(values: (typeof lotterySubOrders.$inferInsert)[]): Promise<LotterySubOrderRow[]> {
      return db.insert(lotterySubOrders).values(values).returning();
    },

    async setSubOrderStatus(id: number, status: LotterySubOrderRow['status']): Promise<void> {
      await db.update(lotterySubOrders).set({ status }).where(eq(lotterySubOrders.id, id));
    },

    /** A member's order; null for another member's. */
    async findOrder(memberId: number, orderId: number): Promise<StoredOrder | null> {
      const rows = await orderQuery().where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.memberId, memberId)));
      return (await withParts(rows))[0] ?? null;
    },

    async listOrders(memberId: number, limit: number, offset: number): Promise<{ orders: StoredOrder[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        orderQuery().where(eq(lotteryOrders.memberId, memberId)).orderBy(desc(lotteryOrders.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(lotteryOrders).where(eq(lotteryOrders.memberId, memberId)),
      ]);
      return { orders: await withParts(rows), total: totals?.total ?? 0 };
    },

    /** A member's sub-order, its order and issue, locked (null for another member's). */
    async lockSubOrder(memberId: number, subOrderId: number) {
      const [row] = await db.select({ subOrder: lotterySubOrders, order: lotteryOrders, issue: lotteryIssues }).from(lotterySubOrders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
        .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
        .where(and(eq(lotterySubOrders.id, subOrderId), eq(lotteryOrders.memberId, memberId)))
        .for('update', { of: lotterySubOrders });
      return row ?? null;
    },

    /** The issue's sub-orders whose stake was taken and not given back, locked, with their member. */
    async lockOpenSubOrders(issueId: number) {
      return db.select({ subOrder: lotterySubOrders, memberId: lotteryOrders.memberId }).from(lotterySubOrders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
        .where(and(eq(lotteryOrders.issueId, issueId), eq(lotterySubOrders.status, 'OPEN')))
        .orderBy(asc(lotterySubOrders.id))
        .for('update', { of: lotterySubOrders });
    },

    /** The issue's sub-orders whose order never completed (a server stopped between the order and its debits), locked. */
    async lockPendingSubOrders(issueId: number): Promise<LotterySubOrderRow[]> {
      return db.select({ subOrder: lotterySubOrders }).from(lotterySubOrders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
        .where(and(eq(lotteryOrders.issueId, issueId), eq(lotterySubOrders.status, 'PENDING')))
        .orderBy(asc(lotterySubOrders.id))
        .for('update', { of: lotterySubOrders })
        .then((rows) => rows.map((row) => row.subOrder));
    },

    async settleSubOrder(id: number, status: 'WON' | 'LOST', payoutMinor: number, paidAt: Date): Promise<void> {
      await db.update(lotterySubOrders).set({ status, payoutMinor, paidAt }).where(eq(lotterySubOrders.id, id));
    },

    /** Lottery games of the catalogue, for the draw jobs. */
    async lotteryGames(): Promise<LotteryGameRow[]> {
      return db.select(gameColumns).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(inArray(games.gameCategory, ['LOTT', 'ELOTT']), sql`${games.gameCode} <> 'lobby'`)).orderBy(asc(games.id));
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
