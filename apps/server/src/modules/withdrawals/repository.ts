import type { WithdrawalStatus } from '@m/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  members, withdrawalEvents, withdrawals, withdrawalSettings, type WithdrawalEventRow, type WithdrawalRow,
} from '../../db/schema.ts';
import { withdrawalStatus } from './status.ts';

export type WithdrawalWithTimeline = WithdrawalRow & { timeline: WithdrawalEventRow[] };

/** Withdrawal rows and their status events, on the executor it is given: the database, or a transaction. */
export function createWithdrawalRepository(db: AppDatabase) {
  const withTimelines = async (rows: WithdrawalRow[]): Promise<WithdrawalWithTimeline[]> => {
    if (rows.length === 0) return [];
    const events = await db
      .select()
      .from(withdrawalEvents)
      .where(inArray(withdrawalEvents.withdrawalId, rows.map((row) => row.id)))
      .orderBy(asc(withdrawalEvents.id));
    return rows.map((row) => ({ ...row, timeline: events.filter((event) => event.withdrawalId === row.id) }));
  };

  return {
    withTimelines,

    async settingsOf(merchantId: number) {
      const [row] = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.merchantId, merchantId));
      return row ?? null;
    },

    /** Holds the member's row until the transaction ends: one withdrawal of a member is decided at a time. */
    async lockMember(memberId: number): Promise<void> {
      // NO KEY UPDATE: rows that reference the member (a spin's bet) only need KEY SHARE, so a spin holding the wallet never waits on it.
      await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    },

    async findByRequestId(memberId: number, requestId: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
      return row ?? null;
    },

    /** A rejected withdrawal gave its money back, so it does not use up one of the day's withdrawals. */
    /** The member's withdrawals since `since` that were not rejected: how many, and their amount. */
    async notRejectedSince(memberId: number, since: Date): Promise<{ count: number; amountMinor: number }> {
      const [row] = await db
        .select({ total: count(), amountMinor: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)` })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), ne(withdrawals.status, 'REJECTED')));
      return { count: row?.total ?? 0, amountMinor: Number(row?.amountMinor ?? 0) };
    },

    async insert(withdrawal: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [row] = await db.insert(withdrawals).values(withdrawal).returning();
      return row!;
    },

    async addEvent(event: typeof withdrawalEvents.$inferInsert): Promise<void> {
      await db.insert(withdrawalEvents).values(event);
    },

    async setStatus(id: number, status: WithdrawalStatus): Promise<void> {
      await db.update(withdrawals).set({ status }).where(eq(withdrawals.id, id));
    },

    /** The withdrawal, locked until the transaction ends (a decision waits for the one before it). */
    async lock(id: number): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      return row ?? null;
    },

    async recentOf(memberId: number, limit: number): Promise<WithdrawalWithTimeline[]> {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, memberId))
        .orderBy(desc(withdrawals.id))
        .limit(limit);
      return withTimelines(rows);
    },

    async pageOf(memberId: number, range: { from: Date; to: Date }, page: { offset: number; limit: number }) {
      const where = and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, range.from), lt(withdrawals.createdAt, range.to));
      const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).offset(page.offset).limit(page.limit);
      const totals = await db
        .select({ status: withdrawals.status, total: count(), amountMinor: sum(withdrawals.amountMinor).mapWith(Number) })
        .from(withdrawals)
        .where(where)
        .groupBy(withdrawals.status);
      return { items: await withTimelines(rows), totals };
    },

    async listByStatus(status: WithdrawalStatus | undefined, limit: number): Promise<WithdrawalWithTimeline[]> {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(desc(withdrawals.id))
        .limit(limit);
      return withTimelines(rows);
    },

    /** Submitted withdrawals not yet taken into review, locked; those another process holds are skipped. */
    async lockSubmitted(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(inArray(withdrawals.status, withdrawalStatus.from('review')))
        .orderBy(asc(withdrawals.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Pending withdrawals within their merchant's automatic approval, made before `madeBefore`, locked; others' locks are skipped. */
    async lockAutoApprovable(madeBefore: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .innerJoin(withdrawalSettings, eq(withdrawalSettings.merchantId, withdrawals.merchantId))
        .where(and(
          inArray(withdrawals.status, withdrawalStatus.from('approve')),
          isNotNull(withdrawalSettings.autoApproveMaxMinor),
          lte(withdrawals.amountMinor, sql`${withdrawalSettings.autoApproveMaxMinor}`),
          lte(withdrawals.createdAt, madeBefore),
        ))
        .orderBy(asc(withdrawals.id))
        .limit(limit)
        .for('update', { of: withdrawals, skipLocked: true });
      return rows.map((row) => row.id);
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
