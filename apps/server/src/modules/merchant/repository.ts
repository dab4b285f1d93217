import { eq } from 'drizzle-orm';
import { announceChange } from '../../db/changes.ts';
import type { AppDatabase } from '../../db/client.ts';
import { merchantHosts, merchants, type Merchant } from '../../db/schema.ts';

export type MerchantStatusPatch = Partial<Pick<Merchant, 'maintenance' | 'regionRestriction'>>;

export function createMerchantRepository(db: AppDatabase) {
  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ?? null;
    },

    /** Every merchant, and the host names each claims: what the directory keeps in memory. */
    async loadAll(): Promise<{ merchants: Merchant[]; hosts: Array<{ host: string; code: string }> }> {
      const [rows, hosts] = await Promise.all([
        db.select().from(merchants),
        db.select({ host: merchantHosts.host, code: merchants.code }).from(merchantHosts).innerJoin(merchants, eq(merchants.id, merchantHosts.merchantId)),
      ]);
      return { merchants: rows, hosts };
    },

    async updateStatus(code: string, patch: MerchantStatusPatch): Promise<Merchant | null> {
      if (Object.keys(patch).length === 0) return this.findByCode(code);
      const [row] = await db.update(merchants).set(patch).where(eq(merchants.code, code)).returning();
      // Committed: this process's caches see it now, the others when the trigger's notification arrives.
      announceChange(db, { topic: 'merchants', id: null });
      return row ?? null;
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
