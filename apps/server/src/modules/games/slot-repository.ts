import type { SlotSpin } from '@m/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { slotSpins, slotStates } from '../../db/schema.ts';

export type SlotStateRow = typeof slotStates.$inferSelect;
export type SlotSpinRow = Omit<typeof slotSpins.$inferSelect, 'result'> & { result: SlotSpin | null };
type Key = { memberId: number; gameId: number };

export function createSlotRepository(db: AppDatabase) {
  const ofKey = ({ memberId, gameId }: Key) => and(eq(slotStates.memberId, memberId), eq(slotStates.gameId, gameId));

  return {
    async findState(key: Key): Promise<SlotStateRow | null> {
      const [row] = await db.select().from(slotStates).where(ofKey(key));
      return row ?? null;
    },

    /** The member's state of the game, created on the first spin, locked until the transaction ends. */
    async lockState(key: Key): Promise<SlotStateRow> {
      await db.insert(slotStates).values(key).onConflictDoNothing();
      const [row] = await db.select().from(slotStates).where(ofKey(key)).for('update');
      return row!;
    },

    async updateState(key: Key, change: Partial<Pick<SlotStateRow, 'spins' | 'freeSpinsLeft' | 'betMinor' | 'pendingKey'>>) {
      await db.update(slotStates).set(change).where(ofKey(key));
    },

    async findSpin(memberId: number, idempotencyKey: string): Promise<SlotSpinRow | null> {
      const [row] = await db.select().from(slotSpins).where(and(eq(slotSpins.memberId, memberId), eq(slotSpins.idempotencyKey, idempotencyKey)));
      return (row as SlotSpinRow | undefined) ?? null;
    },

    async findSpinByNumber({ memberId, gameId }: Key, spinNumber: number): Promise<SlotSpinRow | null> {
      const [row] = await db.select().from(slotSpins)
        .where(and(eq(slotSpins.memberId, memberId), eq(slotSpins.gameId, gameId), eq(slotSpins.spinNumber, spinNumber)));
      return (row as SlotSpinRow | undefined) ?? null;
    },

    async insertSpin(spin: Pick<SlotSpinRow, 'memberId' | 'gameId' | 'idempotencyKey' | 'spinNumber' | 'free' | 'betMinor' | 'clientSeed'>) {
      await db.insert(slotSpins).values(spin);
    },

    async deleteSpin(memberId: number, idempotencyKey: string) {
      await db.delete(slotSpins).where(and(eq(slotSpins.memberId, memberId), eq(slotSpins.idempotencyKey, idempotencyKey), sql`${slotSpins.result} IS NULL`));
    },

    async settleSpin(id: number, fairRoundId: number, result: SlotSpin, at: Date) {
      await db.update(slotSpins).set({ fairRoundId, result, settledAt: at }).where(eq(slotSpins.id, id));
    },
  };
}
