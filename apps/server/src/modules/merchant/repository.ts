import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { merchantHosts, merchants, type Merchant } from '../../db/schema.ts';

export type MerchantStatusPatch = Partial<Pick<Merchant, 'maintenance' | 'regionRestriction'>>;

export function createMerchantRepository(db: AppDatabase) {
  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ?? null;
    },

    async findCodeByHost(host: string): Promise<string | null> {
      const [row] = await db
        .select({ code: merchants.code })
        .from(merchantHosts)
        .innerJoin(merchants, eq(merchants.id, merchantHosts.merchantId))
        .where(eq(merchantHosts.host, host))
        .limit(1);
      return row?.code ?? null;
    },

    async updateStatus(code: string, patch: MerchantStatusPatch): Promise<Merchant | null> {
      if (Object.keys(patch).length === 0) return this.findByCode(code);
      const [row] = await db.update(merchants).set(patch).where(eq(merchants.code, code)).returning();
      return row ?? null;
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
