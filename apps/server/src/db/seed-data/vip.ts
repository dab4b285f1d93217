import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, vipLevels, vipSettings } from '../schema.ts';
import { CLUB_LEVELS, seedRebates } from './rebates.ts';

const PESO = 100;

/**
 * VIP0–VIP10 in pesos: turnover and deposits over the window to reach a level, then its bonuses
 * and daily withdrawal allowance. VIP0 is where every member starts: it asks and pays nothing.
 */
const LEVELS = {
  turnover: [0, 1_000, 5_000, 20_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000],
  deposit: [0, 200, 1_000, 3_000, 8_000, 15_000, 40_000, 80_000, 150_000, 400_000, 800_000],
  upgradeBonus: [0, 18, 58, 188, 388, 688, 1_288, 2_888, 5_888, 12_888, 28_888],
  birthdayBonus: [0, 0, 28, 58, 128, 288, 588, 888, 1_888, 3_888, 8_888],
  monthlyBonus: [0, 0, 0, 18, 38, 88, 188, 388, 888, 1_888, 3_888],
  dailyWithdrawAmount: [100_000, 100_000, 150_000, 200_000, 300_000, 400_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000],
};

/** DEMO counts turnover and deposits over 30 days; ALT over 60, allows fewer withdrawals a day and asks more wagering of a bonus. */
export const VIP_SEEDS = [
  { merchantCode: 'DEMO', windowDays: 30, bonusTurnoverMultiple: 1, dailyWithdrawCounts: [5, 5, 6, 6, 7, 8, 10, 12, 15, 20, 30] },
  { merchantCode: 'ALT', windowDays: 60, bonusTurnoverMultiple: 3, dailyWithdrawCounts: [3, 3, 4, 4, 5, 6, 8, 10, 12, 15, 20] },
] as const;

/** Adds the VIP club each merchant lacks, and the rebate rates of its levels; rows already there (an operator's changes) stay. */
export async function seedVipClub(db: AppDatabase): Promise<void> {
  await seedRebates(db);
  for (const { merchantCode, dailyWithdrawCounts, ...settings } of VIP_SEEDS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!merchant) continue;
    await db.insert(vipSettings).values({ merchantId: merchant.id, ...settings }).onConflictDoNothing();
    await db.insert(vipLevels).values(Array.from({ length: CLUB_LEVELS }, (_unused, ordinal) => ({
      merchantId: merchant.id,
      ordinal,
      label: `VIP${ordinal}`,
      turnoverMinor: LEVELS.turnover[ordinal]! * PESO,
      depositMinor: LEVELS.deposit[ordinal]! * PESO,
      upgradeBonusMinor: LEVELS.upgradeBonus[ordinal]! * PESO,
      birthdayBonusMinor: LEVELS.birthdayBonus[ordinal]! * PESO,
      monthlyBonusMinor: LEVELS.monthlyBonus[ordinal]! * PESO,
      dailyWithdrawCount: dailyWithdrawCounts[ordinal]!,
      dailyWithdrawMinor: LEVELS.dailyWithdrawAmount[ordinal]! * PESO,
    }))).onConflictDoNothing();
  }
}
