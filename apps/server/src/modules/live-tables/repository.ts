import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { liveTableBets, liveTableRounds, type LiveTableBetRow, type LiveTableRoundRow } from '../../db/schema.ts';

export type NewLiveRound = Omit<typeof liveTableRounds.$inferInsert, 'id' | 'outcome' | 'dealtAt'>;
export type NewLiveBet = Pick<typeof liveTableBets.$inferInsert, 'roundRef' | 'memberId' | 'gameId' | 'requestId' | 'spot' | 'stakeMinor'>;
export type LiveBetView = LiveTableBetRow & { roundKey: string; fairRoundId: number };

const betView = { bet: liveTableBets, roundKey: liveTableRounds.roundKey, fairRoundId: liveTableRounds.fairRoundId };
const toView = (row: { bet: LiveTableBetRow; roundKey: string; fairRoundId: number }): LiveBetView => ({ ...row.bet, roundKey: row.roundKey, fairRoundId: row.fairRoundId });

export function createLiveTableRepository(db: AppDatabase) {
  return {
    async findRound(tableCode: string, roundKey: string): Promise<LiveTableRoundRow | null> {
      const [row] = await db.select().from(liveTableRounds).where(and(eq(liveTableRounds.tableCode, tableCode), eq(liveTableRounds.roundKey, roundKey)));
      return row ?? null;
    },

    async insertRoundOnce(round: NewLiveRound): Promise<void> {
      await db.insert(liveTableRounds).values(round).onConflictDoNothing();
    },

    /** The round's row, locked: FOR UPDATE by the deal, FOR SHARE by a bet (bets do not wait for each other). */
    async lockRound(id: number, mode: 'update' | 'share'): Promise<LiveTableRoundRow> {
      const query = db.select().from(liveTableRounds).where(eq(liveTableRounds.id, id));
      const [row] = mode === 'update' ? await query.for('update') : await query.for('share');
      return row!;
    },

    /** Rounds not dealt yet whose deal time has come, oldest first. */
    undealtDue(tableCode: string, at: Date): Promise<LiveTableRoundRow[]> {
      return db.select().from(liveTableRounds)
        .where(and(eq(liveTableRounds.tableCode, tableCode), isNull(liveTableRounds.outcome), lte(liveTableRounds.dealsAt, at)))
        .orderBy(liveTableRounds.dealsAt);
    },

    async markDealt(id: number, outcome: unknown, at: Date): Promise<void> {
      await db.update(liveTableRounds).set({ outcome, dealtAt: at }).where(eq(liveTableRounds.id, id));
    },

    /** The latest dealt rounds, newest first. */
    latestDealt(tableCode: string, limit: number): Promise<LiveTableRoundRow[]> {
      return db.select().from(liveTableRounds)
        .where(and(eq(liveTableRounds.tableCode, tableCode), isNotNull(liveTableRounds.outcome)))
        .orderBy(desc(liveTableRounds.dealsAt)).limit(limit);
    },

    /** Deletes up to `limit` rounds of the table dealt before `before` that took no bet; their fair rounds' ids. */
    async deleteUnplayedRounds(tableCode: string, before: Date, limit: number): Promise<number[]> {
      const unplayed = db.select({ id: liveTableRounds.id }).from(liveTableRounds)
        .where(and(eq(liveTableRounds.tableCode, tableCode), isNotNull(liveTableRounds.outcome), lte(liveTableRounds.dealsAt, before),
          sql`NOT EXISTS (SELECT 1 FROM ${liveTableBets} WHERE ${liveTableBets.roundRef} = ${liveTableRounds.id})`))
        .limit(limit);
      const deleted = await db.delete(liveTableRounds).where(inArray(liveTableRounds.id, unplayed)).returning({ fairRoundId: liveTableRounds.fairRoundId });
      return deleted.map((row) => row.fairRoundId);
    },

    async insertBets(bets: NewLiveBet[]): Promise<LiveTableBetRow[]> {
      return db.insert(liveTableBets).values(bets).returning();
    },

    async betsOfRequest(memberId: number, requestId: string): Promise<LiveBetView[]> {
      const rows = await db.select(betView).from(liveTableBets).innerJoin(liveTableRounds, eq(liveTableRounds.id, liveTableBets.roundRef))
        .where(and(eq(liveTableBets.memberId, memberId), eq(liveTableBets.requestId, requestId))).orderBy(liveTableBets.id);
      return rows.map(toView);
    },

    async latestBetsOf(tableCode: string, memberId: number, limit: number): Promise<LiveBetView[]> {
      const rows = await db.select(betView).from(liveTableBets).innerJoin(liveTableRounds, eq(liveTableRounds.id, liveTableBets.roundRef))
        .where(and(eq(liveTableBets.memberId, memberId), eq(liveTableRounds.tableCode, tableCode))).orderBy(desc(liveTableBets.id)).limit(limit);
      return rows.map(toView);
    },

    /** Marks a bet's stake taken; false when the bet was voided meanwhile (its round dealt first). */
    async markStaked(id: number, at: Date): Promise<boolean> {
      const rows = await db.update(liveTableBets).set({ staked: at })
        .where(and(eq(liveTableBets.id, id), eq(liveTableBets.status, 'OPEN'))).returning({ id: liveTableBets.id });
      return rows.length > 0;
    },

    async voidUnstaked(id: number, at: Date): Promise<void> {
      await db.update(liveTableBets).set({ status: 'VOID', returnMinor: 0, settledAt: at })
        .where(and(eq(liveTableBets.id, id), isNull(liveTableBets.staked), eq(liveTableBets.status, 'OPEN')));
    },

    openBetsOfRound(roundRef: number): Promise<LiveTableBetRow[]> {
      return db.select().from(liveTableBets)
        .where(and(eq(liveTableBets.roundRef, roundRef), eq(liveTableBets.status, 'OPEN'))).orderBy(liveTableBets.id);
    },

    async settle(id: number, status: 'SETTLED' | 'VOID', returnMinor: number, at: Date): Promise<void> {
      await db.update(liveTableBets).set({ status, returnMinor, settledAt: at }).where(eq(liveTableBets.id, id));
    },

    /** Tells every process's table streams that the table changed, once this transaction commits. */
    async notifyChanged(channel: string, tableCode: string): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${channel}, ${tableCode})`);
    },
  };
}
