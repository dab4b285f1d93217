import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import { members, pvpDuels, pvpSeats, type PvpDuelRow, type PvpSeatRow } from '../../db/schema.ts';

export type NewPvpSeat = Pick<typeof pvpSeats.$inferInsert, 'memberId' | 'merchantId' | 'gameId' | 'requestId' | 'stakeMinor' | 'expiresAt'>;
export type PvpSeatWithDuel = PvpSeatRow & { duel: PvpDuelRow | null };

const OPEN = ['PENDING', 'WAITING'] as const;
/** Seats a member sees: all but one whose stake is still being taken. */
const SHOWN = ['WAITING', 'SETTLED', 'CANCELLED', 'EXPIRED'] as const;

export function createPvpRepository(db: AppDatabase) {
  async function withDuels(rows: PvpSeatRow[]): Promise<PvpSeatWithDuel[]> {
    const duelIds = rows.flatMap((row) => (row.duelRef === null ? [] : [row.duelRef]));
    const duels = duelIds.length === 0 ? [] : await db.select().from(pvpDuels).where(inArray(pvpDuels.id, duelIds));
    return rows.map((row) => ({ ...row, duel: duels.find((duel) => duel.id === row.duelRef) ?? null }));
  }

  return {
    /** The new seat; null when the member already has an open seat. */
    async insertSeat(seat: NewPvpSeat): Promise<PvpSeatRow | null> {
      const [row] = await db.insert(pvpSeats).values(seat).onConflictDoNothing().returning();
      return row ?? null;
    },

    async seatOfRequest(memberId: number, requestId: string): Promise<PvpSeatWithDuel | null> {
      const rows = await db.select().from(pvpSeats).where(and(eq(pvpSeats.memberId, memberId), eq(pvpSeats.requestId, requestId)));
      return (await withDuels(rows))[0] ?? null;
    },

    async seat(id: number): Promise<PvpSeatWithDuel | null> {
      return (await withDuels(await db.select().from(pvpSeats).where(eq(pvpSeats.id, id))))[0] ?? null;
    },

    async deleteSeat(id: number): Promise<void> {
      await db.delete(pvpSeats).where(and(eq(pvpSeats.id, id), eq(pvpSeats.status, 'PENDING')));
    },

    /** Serializes the matching at one level of one brand, across processes, until the transaction ends. */
    async lockLevel(merchantId: number, stakeMinor: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pvp-level:${merchantId}:${stakeMinor}`}))`);
    },

    async lockSeat(id: number): Promise<PvpSeatRow | null> {
      const [row] = await db.select().from(pvpSeats).where(eq(pvpSeats.id, id)).for('update');
      return row ?? null;
    },

    /** The longest-waiting seat another member holds at the level, locked; one being cancelled or expired is skipped. */
    async lockOpponent(seat: PvpSeatRow, at: Date): Promise<PvpSeatRow | null> {
      const [row] = await db.select().from(pvpSeats)
        .where(and(
          eq(pvpSeats.merchantId, seat.merchantId), eq(pvpSeats.stakeMinor, seat.stakeMinor), eq(pvpSeats.status, 'WAITING'),
          ne(pvpSeats.memberId, seat.memberId), gt(pvpSeats.expiresAt, at),
        ))
        .orderBy(pvpSeats.id).limit(1).for('update', { skipLocked: true });
      return row ?? null;
    },

    async markWaiting(id: number, fairRoundId: number, commitment: string): Promise<void> {
      await db.update(pvpSeats).set({ status: 'WAITING', fairRoundId, commitment }).where(eq(pvpSeats.id, id));
    },

    async insertDuel(duel: typeof pvpDuels.$inferInsert): Promise<PvpDuelRow> {
      const [row] = await db.insert(pvpDuels).values(duel).returning();
      return row!;
    },

    /** Closes the seat and tells its member's event streams, in every process, once this transaction commits. */
    async close(id: number, status: 'SETTLED' | 'CANCELLED' | 'EXPIRED', returnMinor: number, at: Date, duelRef: number | null = null): Promise<void> {
      const [closed] = await db.update(pvpSeats).set({ status, returnMinor, closedAt: at, duelRef }).where(eq(pvpSeats.id, id)).returning({ memberId: pvpSeats.memberId });
      await db.execute(sql`SELECT pg_notify(${NOTIFY_CHANNELS.pvpSeatChanged}, ${String(closed!.memberId)})`);
    },

    /** Open seats past their expiry, locked (one a join is settling is left to it), oldest first. */
    lockExpired(at: Date): Promise<PvpSeatRow[]> {
      return db.select().from(pvpSeats).where(and(inArray(pvpSeats.status, [...OPEN]), lte(pvpSeats.expiresAt, at)))
        .orderBy(pvpSeats.id).for('update', { skipLocked: true });
    },

    /** The seats waiting at the member's brand but not the member's own, oldest first. */
    waitingSeats(merchantId: number, memberId: number, at: Date): Promise<PvpSeatRow[]> {
      return db.select().from(pvpSeats)
        .where(and(eq(pvpSeats.merchantId, merchantId), eq(pvpSeats.status, 'WAITING'), ne(pvpSeats.memberId, memberId), gt(pvpSeats.expiresAt, at)))
        .orderBy(pvpSeats.id);
    },

    async latestSeatsOf(memberId: number, limit: number, statuses: readonly PvpSeatRow['status'][] = SHOWN): Promise<PvpSeatWithDuel[]> {
      const rows = await db.select().from(pvpSeats).where(and(eq(pvpSeats.memberId, memberId), inArray(pvpSeats.status, [...statuses])))
        .orderBy(desc(pvpSeats.id)).limit(limit);
      return withDuels(rows);
    },

    /** The members at the other side of duels: seat id → the member's user name. */
    async seatHolders(seatIds: number[]): Promise<Map<number, string>> {
      if (seatIds.length === 0) return new Map();
      const rows = await db.select({ id: pvpSeats.id, username: members.username }).from(pvpSeats)
        .innerJoin(members, eq(members.id, pvpSeats.memberId)).where(inArray(pvpSeats.id, seatIds));
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}
