import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { announceChange } from '../../db/changes.ts';
import { gameVendorKeys, gameVendors, type GameVendorKeyRow } from '../../db/schema.ts';

const liveAt = (at: Date) => or(isNull(gameVendorKeys.retiresAt), gt(gameVendorKeys.retiresAt, at));

export function createGameVendorRepository(db: AppDatabase) {
  /** Every process's kept keys go (the table's trigger tells the others; this one hears it at the commit). */
  const announce = () => announceChange(db, { topic: 'game_vendor_keys', id: null });

  return {
    /** The catalogue vendor of `code`, locked until the transaction ends: one key change of a vendor at a time. */
    async lockVendor(code: string) {
      const [row] = await db.select().from(gameVendors).where(eq(gameVendors.code, code)).for('update').limit(1);
      return row ?? null;
    },

    async vendors() {
      return db.select({ code: gameVendors.code, name: gameVendors.name }).from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    },

    /** The keys live at `at`, of one vendor or of all, newest first. */
    async liveKeys(at: Date, vendor?: string): Promise<GameVendorKeyRow[]> {
      return db.select().from(gameVendorKeys)
        .where(and(liveAt(at), vendor === undefined ? undefined : eq(gameVendorKeys.vendor, vendor)))
        .orderBy(desc(gameVendorKeys.id));
    },

    async insertKey(vendor: string, secret: string, issuedAt: Date): Promise<GameVendorKeyRow> {
      const [row] = await db.insert(gameVendorKeys).values({ vendor, secret, issuedAt }).returning();
      announce();
      return row!;
    },

    /**
     * Ends the vendor's live keys: the current one at `currentRetiresAt`, those still in an earlier
     * rotation's overlap at `at`. Answers the current one (null: none) and how many ended.
     */
    async retireKeys(vendor: string, at: Date, currentRetiresAt: Date): Promise<{ current: GameVendorKeyRow | null; retired: number }> {
      const overlapping = await db.update(gameVendorKeys).set({ retiresAt: at })
        .where(and(eq(gameVendorKeys.vendor, vendor), gt(gameVendorKeys.retiresAt, at))).returning({ id: gameVendorKeys.id });
      const [current] = await db.update(gameVendorKeys).set({ retiresAt: currentRetiresAt })
        .where(and(eq(gameVendorKeys.vendor, vendor), isNull(gameVendorKeys.retiresAt))).returning();
      announce();
      return { current: current ?? null, retired: overlapping.length + (current ? 1 : 0) };
    },
  };
}

export type GameVendorRepository = ReturnType<typeof createGameVendorRepository>;
