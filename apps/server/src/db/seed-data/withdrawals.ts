import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, withdrawalSettings } from '../schema.ts';

/** Withdrawal rules of the demo merchants (pesos in minor units); DEMO approves small ones by itself so a visitor sees the timeline move. */
export const WITHDRAWAL_SETTINGS = [
  { merchantCode: 'DEMO', minMinor: 100_00, maxMinor: 50_000_00, dailyCount: 5, autoApproveMaxMinor: 1_000_00 },
  { merchantCode: 'ALT', minMinor: 100_00, maxMinor: 20_000_00, dailyCount: 3, autoApproveMaxMinor: null },
] as const;

export async function seedWithdrawalSettings(db: AppDatabase): Promise<void> {
  for (const { merchantCode, ...settings } of WITHDRAWAL_SETTINGS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
    if (merchant) await db.insert(withdrawalSettings).values({ merchantId: merchant.id, ...settings });
  }
}
