import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { countries, merchantHosts, merchants, seedSteps } from './schema.ts';
import { rewriteSeededContent, seedContent } from './seed-data/content.ts';
import { COUNTRIES } from './seed-data/countries.ts';
import { MERCHANT_SEEDS, seedAltBaseMemberCentre, seedInHouseLiveChat } from './seed-data/merchants.ts';
import { seedMembers } from './seed-data/members.ts';
import { seedGames } from './seed-data/games.ts';
import { seedOperators } from './seed-data/operators.ts';
import { seedDepositChannels } from './seed-data/deposit-channels.ts';
import { seedWithdrawBanks } from './seed-data/withdraw-banks.ts';
import { seedWithdrawalSettings } from './seed-data/withdrawals.ts';
import { seedReferralRules } from './seed-data/referral-rules.ts';
import { seedUserAgreementLanguages, seedUserAgreements } from './seed-data/user-agreement.ts';
import { seedRebates } from './seed-data/rebates.ts';
import { seedRedRain } from './seed-data/red-rain.ts';
import { seedPromotions } from './seed-data/promotions.ts';
import { seedLeaderboardPrizes } from './seed-data/leaderboard.ts';
import { seedIdentityVerification } from './seed-data/identity.ts';
import { seedAgentDividends, seedDemoContracts } from './seed-data/agent-contracts.ts';
import { seedVipClub } from './seed-data/vip.ts';

/** Fills a fresh database with the demo merchants and reference data; does nothing once merchants exist. */
export async function seedIfEmpty(db: AppDatabase): Promise<boolean> {
  // A database with merchants (every start but the first) is answered without a transaction.
  const [seeded] = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (seeded) return false;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(merchants);
    if ((existing?.total ?? 0) > 0) return false;
    for (const seed of MERCHANT_SEEDS) {
      const [row] = await tx.insert(merchants).values(seed.merchant).returning({ id: merchants.id });
      await tx.insert(merchantHosts).values(seed.hosts.map((host) => ({ host, merchantId: row!.id })));
    }
    await tx
      .insert(countries)
      .values(COUNTRIES.map((country, sortOrder) => ({ ...country, sortOrder })))
      .onConflictDoNothing();
    await seedMembers(tx);
    await seedGames(tx);
    await seedContent(tx);
    await seedOperators(tx);
    await seedDepositChannels(tx);
    await seedWithdrawBanks(tx);
    await seedWithdrawalSettings(tx);
    return true;
  });
}

/**
 * Changes to the seeded demo data after databases were first seeded, in order. Each step runs once
 * per database (seed_steps records it) and is idempotent, so on a freshly seeded database it
 * changes nothing. A later change to seeded rows is a new step.
 */
const SEED_STEPS: readonly { name: string; run: (db: AppDatabase) => Promise<void> }[] = [
  { name: 'offers-tell-the-truth', run: (db) => rewriteSeededContent(db) },
  { name: 'user-agreement', run: seedUserAgreements },
  { name: 'user-agreement-in-every-language', run: seedUserAgreementLanguages },
  { name: 'reload-once-in-24-hours', run: (db) => rewriteSeededContent(db) },
  { name: 'manual-rebate-rates', run: seedRebates },
  { name: 'referral-rules', run: seedReferralRules },
  { name: 'red-rain-schedules', run: seedRedRain },
  { name: 'promotions', run: (db) => seedPromotions(db) },
  { name: 'leaderboard-prizes', run: seedLeaderboardPrizes },
  { name: 'help-centre-in-every-language', run: (db) => rewriteSeededContent(db) },
  { name: 'in-house-live-chat', run: seedInHouseLiveChat },
  { name: 'alt-base-member-centre', run: seedAltBaseMemberCentre },
  { name: 'identity-verification', run: seedIdentityVerification },
  // Deposit limits moved from the security centre to the responsible gaming page: the strip leads there.
  { name: 'deposit-limits-on-responsible-gaming', run: (db) => rewriteSeededContent(db) },
  { name: 'vip-club', run: seedVipClub },
  { name: 'agent-dividends-switch', run: seedAgentDividends },
  { name: 'agent-demo-contracts', run: seedDemoContracts },
];

/** Applies the seed steps this database has not had yet; answers their names. */
export async function applySeedSteps(db: AppDatabase): Promise<string[]> {
  const applied: string[] = [];
  // One read answers a start on an up-to-date database; a step still missing is checked again under its lock.
  const done = new Set((await db.select({ name: seedSteps.name }).from(seedSteps)).map((row) => row.name));
  for (const step of SEED_STEPS) {
    if (done.has(step.name)) continue;
    const ran = await db.transaction(async (tx) => {
      const [already] = await tx.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, step.name)).for('update');
      if (already) return false;
      await step.run(tx);
      await tx.insert(seedSteps).values({ name: step.name }).onConflictDoNothing();
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

/** What the server does on start: seeds an empty database, then brings its seeded data up to date. */
export async function seedDatabase(db: AppDatabase): Promise<{ seeded: boolean; steps: string[] }> {
  const seeded = await seedIfEmpty(db);
  return { seeded, steps: await applySeedSteps(db) };
}
