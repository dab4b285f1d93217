import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, referralRules, type ReferralRuleRow } from '../schema.ts';

/** Each demo merchant's invite-friends rule: the invitee's deposits within the window → the referrer's reward. */
const REFERRAL_RULES: Record<string, Omit<ReferralRuleRow, 'merchantId'>> = {
  DEMO: { minDepositMinor: 500_00, rewardMinor: 100_00, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: null },
  ALT: { minDepositMinor: 1_000_00, rewardMinor: 150_00, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: null },
};

/** Seed step: the rules, on a new database and on one seeded before invite friends existed; a merchant's own rule is kept. */
export async function seedReferralRules(db: AppDatabase): Promise<void> {
  for (const [code, rule] of Object.entries(REFERRAL_RULES)) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (merchant) await db.insert(referralRules).values({ merchantId: merchant.id, ...rule }).onConflictDoNothing();
  }
}
