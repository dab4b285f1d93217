import type { DepositOrderStatus } from '@m/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  depositChannels, depositLimits, depositOrders, depositProviders, depositReceipts, members, merchants,
} from '../../db/schema.ts';
import { depositOrderStatus, OPEN_STATUSES } from './status.ts';

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositProviderRow = typeof depositProviders.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;
export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type ChannelWithProviders = DepositChannelRow & { providers: DepositProviderRow[] };


/** An open order whose payment window has not passed at `now`. */
const liveOpenOrder = (now: Date) =>
  and(inArray(depositOrders.status, OPEN_STATUSES), or(isNull(depositOrders.expiresAt), gt(depositOrders.expiresAt, now)));

/** Deposit channels, orders, receipts and limits, on the executor it is given: the database or a transaction. */
export function createDepositRepository(db: AppDatabase) {
  return {
    async channelsOf(merchantId: number): Promise<ChannelWithProviders[]> {
      const channels = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
        .orderBy(asc(depositChannels.sortOrder));
      if (channels.length === 0) return [];
      const providers = await db
        .select()
        .from(depositProviders)
        .where(inArray(depositProviders.channelId, channels.map((channel) => channel.id)))
        .orderBy(asc(depositProviders.sortOrder));
      return channels.map((channel) => ({ ...channel, providers: providers.filter((provider) => provider.channelId === channel.id) }));
    },

    /**
     * Serializes a member's deposit decisions (limits, deposit bonuses) until the transaction
     * ends. `no key update` leaves the row's key free, so rows that reference the member (bets,
     * postings) are written meanwhile.
     */
    async lockMember(memberId: number): Promise<void> {
      await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    },

    async findByRequest(memberId: number, requestId: string): Promise<DepositOrderRow | null> {
      const [row] = await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
      return row ?? null;
    },

    async countLiveOpen(memberId: number, now: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(depositOrders).where(and(eq(depositOrders.memberId, memberId), liveOpenOrder(now)));
      return row?.total ?? 0;
    },

    /**
     * Amount of the member's deposits credited since `since`, and, unless `creditedOnly`, of the
     * orders made since then that may still be paid.
     */
    async depositedSince(memberId: number, since: Date, now: Date, { creditedOnly = false } = {}): Promise<number> {
      const credited = and(eq(depositOrders.status, 'PAID'), gte(depositOrders.paidAt, since));
      const [row] = await db
        .select({ total: sum(depositOrders.amountMinor) })
        .from(depositOrders)
        .where(and(
          eq(depositOrders.memberId, memberId),
          creditedOnly ? credited : or(credited, and(liveOpenOrder(now), gte(depositOrders.createdAt, since))),
        ));
      return Number(row?.total ?? 0);
    },

    async insertOrder(order: NewDepositOrder): Promise<DepositOrderRow> {
      const [row] = await db.insert(depositOrders).values(order).returning();
      return row!;
    },

    async updateOrder(id: number, patch: Partial<NewDepositOrder>): Promise<DepositOrderRow> {
      const [row] = await db.update(depositOrders).set(patch).where(eq(depositOrders.id, id)).returning();
      return row!;
    },

    /** The order, locked until the transaction ends. */
    async lockOrder(orderNo: string): Promise<DepositOrderRow | null> {
      const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).for('update');
      return row ?? null;
    },

    async findOrder(orderNo: string): Promise<DepositOrderRow | null> {
      const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
      return row ?? null;
    },

    async findOwnOrder(memberId: number, orderNo: string): Promise<DepositOrderRow | null> {
      const [row] = await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, memberId)));
      return row ?? null;
    },

    /** Open orders whose window has passed become EXPIRED (all of them, or one member's). */
    async expireOverdue(now: Date, memberId?: number): Promise<number> {
      const rows = await db
        .update(depositOrders)
        .set({ status: 'EXPIRED', closedAt: now })
        .where(and(
          inArray(depositOrders.status, depositOrderStatus.from('expire')),
          lte(depositOrders.expiresAt, now),
          memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
        ))
        .returning({ id: depositOrders.id });
      return rows.length;
    },

    async insertReceipt(orderId: number, contentType: string, dataBase64: string): Promise<void> {
      await db.insert(depositReceipts).values({ orderId, contentType, dataBase64 });
    },

    async receiptOf(orderNo: string): Promise<{ contentType: string; dataBase64: string } | null> {
      const [row] = await db
        .select({ contentType: depositReceipts.contentType, dataBase64: depositReceipts.dataBase64 })
        .from(depositReceipts)
        .innerJoin(depositOrders, eq(depositOrders.id, depositReceipts.orderId))
        .where(eq(depositOrders.orderNo, orderNo));
      return row ?? null;
    },

    /** The newest orders of every merchant, for operators; with the member's name and whether a receipt came. */
    async listForOperator(status: DepositOrderStatus | undefined, limit: number) {
      return db
        .select({
          order: depositOrders,
          username: members.username,
          merchantCode: merchants.code,
          hasReceipt: sql<boolean>`exists (select 1 from ${depositReceipts} where ${depositReceipts.orderId} = ${depositOrders.id})`,
        })
        .from(depositOrders)
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
        .where(status ? eq(depositOrders.status, status) : undefined)
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(limit);
    },

    async reportPage(memberId: number, range: { from: Date; to: Date; status?: DepositOrderStatus }, page: { offset: number; limit: number }) {
      const where = and(
        eq(depositOrders.memberId, memberId),
        gte(depositOrders.createdAt, range.from),
        lt(depositOrders.createdAt, range.to),
        range.status ? eq(depositOrders.status, range.status) : undefined,
      );
      const rows = await db
        .select()
        .from(depositOrders)
        .where(where)
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .offset(page.offset)
        .limit(page.limit);
      const [totals] = await db
        .select({
          rows: count(),
          paid: sql<number>`count(*) filter (where ${depositOrders.status} = 'PAID')`.mapWith(Number),
          amount: sql<string>`coalesce(sum(${depositOrders.amountMinor}) filter (where ${depositOrders.status} = 'PAID'), 0)`.mapWith(Number),
          fee: sql<string>`coalesce(sum(${depositOrders.feeMinor}) filter (where ${depositOrders.status} = 'PAID'), 0)`.mapWith(Number),
          credit: sql<string>`coalesce(sum(${depositOrders.creditMinor}) filter (where ${depositOrders.status} = 'PAID'), 0)`.mapWith(Number),
          bonus: sql<string>`coalesce(sum(${depositOrders.bonusMinor}) filter (where ${depositOrders.status} = 'PAID'), 0)`.mapWith(Number),
        })
        .from(depositOrders)
        .where(where);
      return { rows, totals: totals! };
    },

    async limitsOf(memberId: number): Promise<DepositLimitRow[]> {
      return db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
    },

    async saveLimit(row: DepositLimitRow): Promise<void> {
      await db
        .insert(depositLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [depositLimits.memberId, depositLimits.period],
          set: { limitMinor: row.limitMinor, pendingLimitMinor: row.pendingLimitMinor, pendingEffectiveAt: row.pendingEffectiveAt, updatedAt: row.updatedAt },
        });
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
