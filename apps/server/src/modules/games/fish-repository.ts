import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { fishShots } from '../../db/schema.ts';

export type FishShotRow = typeof fishShots.$inferSelect;
type Key = { memberId: number; gameId: number };

export function createFishRepository(db: AppDatabase) {
  const ofGame = ({ memberId, gameId }: Key) => and(eq(fishShots.memberId, memberId), eq(fishShots.gameId, gameId));
  const ofKey = (memberId: number, idempotencyKey: string) => and(eq(fishShots.memberId, memberId), eq(fishShots.idempotencyKey, idempotencyKey));

  return {
    async findShot(memberId: number, idempotencyKey: string): Promise<FishShotRow | null> {
      const [row] = await db.select().from(fishShots).where(ofKey(memberId, idempotencyKey));
      return row ?? null;
    },

    /** The number the member's next shot at the game takes. */
    async nextShotNumber(key: Key): Promise<number> {
      const [row] = await db.select({ last: sql<number>`coalesce(max(${fishShots.shotNumber}), 0)::int` }).from(fishShots).where(ofGame(key));
      return row!.last + 1;
    },

    /** The shot under the next number; null when that number or key was taken meanwhile (the caller looks again). */
    async insertShot(shot: Pick<FishShotRow, 'memberId' | 'gameId' | 'idempotencyKey' | 'fish' | 'betMinor' | 'clientSeed'>): Promise<FishShotRow | null> {
      const shotNumber = sql<number>`(select coalesce(max(${fishShots.shotNumber}), 0) + 1 from ${fishShots} where ${ofGame(shot)})`;
      const [row] = await db.insert(fishShots).values({ ...shot, shotNumber }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async lockShot(id: number): Promise<FishShotRow> {
      const [row] = await db.select().from(fishShots).where(eq(fishShots.id, id)).for('update');
      return row!;
    },

    /** Shots whose stake may have gone through but which were never settled (a crash, a lost connection). */
    async unsettledShots(key: Key): Promise<FishShotRow[]> {
      return db.select().from(fishShots).where(and(ofGame(key), isNull(fishShots.caught))).orderBy(fishShots.shotNumber);
    },

    async lastSettledShot(key: Key): Promise<FishShotRow | null> {
      const [row] = await db.select().from(fishShots).where(and(ofGame(key), isNotNull(fishShots.caught))).orderBy(desc(fishShots.shotNumber)).limit(1);
      return row ?? null;
    },

    async deleteUnsettledShot(memberId: number, idempotencyKey: string) {
      await db.delete(fishShots).where(and(ofKey(memberId, idempotencyKey), isNull(fishShots.caught)));
    },

    async settleShot(id: number, settled: Pick<FishShotRow, 'fairRoundId' | 'caught' | 'winMinor' | 'settledAt'>) {
      await db.update(fishShots).set(settled).where(eq(fishShots.id, id));
    },
  };
}
