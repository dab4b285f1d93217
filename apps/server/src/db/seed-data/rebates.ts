import type { GameCategory } from '@m/contract';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, rebateRates, rebateSettings } from '../schema.ts';

/** Basis points of the stakes at the base club level (80 = 0.80%): slots and fishing pay most, lotteries least. */
const BASE_RATES: Record<GameCategory, number> = {
  RNG: 80, FISH: 80, LIVE: 50, SPORTS: 50, ESPORTS: 50, PVP: 30, COCKFIGHT: 30, LOTT: 20, ELOTT: 20,
};
/** Each club level above the base adds this much to every rate. */
const STEP_PER_LEVEL = 10;
/** VIP0–VIP10: the levels of the VIP club (seed-data/vip.ts). */
export const CLUB_LEVELS = 11;

/** The demo merchants' manual rebate (pesos in minor units); ALT pays a little less and asks more wagering. */
export const REBATE_SEEDS = [
  { merchantCode: 'DEMO', minClaimMinor: 1_00, turnoverMultiple: 1, rateOffset: 0 },
  { merchantCode: 'ALT', minClaimMinor: 5_00, turnoverMultiple: 3, rateOffset: -10 },
] as const;

/** Adds the rebate rules and rates each merchant lacks; rows already there (an operator's changes) stay. */
export async function seedRebates(db: AppDatabase): Promise<void> {
  for (const { merchantCode, rateOffset, ...settings } of REBATE_SEEDS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!merchant) continue;
    await db.insert(rebateSettings).values({ merchantId: merchant.id, ...settings }).onConflictDoNothing();
    const rates = Array.from({ length: CLUB_LEVELS }, (_unused, level) =>
      Object.entries(BASE_RATES).map(([gameCategory, base]) => ({
        merchantId: merchant.id, clubLabel: `VIP${level}`, gameCategory, rateBasisPoints: base + rateOffset + level * STEP_PER_LEVEL,
      }))).flat();
    await db.insert(rebateRates).values(rates).onConflictDoNothing();
  }
}
