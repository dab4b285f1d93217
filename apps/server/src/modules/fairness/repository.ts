import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { fairRounds } from '../../db/schema.ts';

export type FairRoundKey = { game: string; round: string };
export type FairRoundRow = typeof fairRounds.$inferSelect;

/** Fair rounds, on the executor it is given: the database, or a transaction. */
export function createFairRoundRepository(db: AppDatabase) {
  const byKey = (key: FairRoundKey) => and(eq(fairRounds.game, key.game), eq(fairRounds.round, key.round));
  return {
    /** The round of the key, made with this seed when there is none yet (a repeated key keeps its first seed). */
    async openOnce(key: FairRoundKey, serverSeed: string, commitment: string): Promise<FairRoundRow> {
      const [created] = await db.insert(fairRounds).values({ ...key, serverSeed, commitment }).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db.select().from(fairRounds).where(byKey(key));
      return existing!;
    },

    async lockByKey(key: FairRoundKey): Promise<FairRoundRow | null> {
      const [row] = await db.select().from(fairRounds).where(byKey(key)).for('update');
      return row ?? null;
    },

    async markRevealed(id: number, publicSeed: string, outcome: unknown, at: Date): Promise<void> {
      await db.update(fairRounds).set({ publicSeed, outcome, revealedAt: at }).where(eq(fairRounds.id, id));
    },

    async deleteRounds(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(fairRounds).where(inArray(fairRounds.id, [...ids]));
    },

    async find(id: number): Promise<FairRoundRow | null> {
      const [row] = await db.select().from(fairRounds).where(eq(fairRounds.id, id));
      return row ?? null;
    },
  };
}
