import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { countries, merchantHosts, merchants, seedSteps } from './schema.ts';
import { rewriteSeededContent, seedContent } from './seed-data/content.ts';
import { COUNTRIES } from './seed-data/countries.ts';
import { MERCHANT_SEEDS, seedAgentMenus, seedAltBaseMemberCentre, seedInHouseLiveChat } from './seed-data/merchants.ts';
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
import { seedDemoTeam } from './seed-data/demo-team.ts';
import { seedAgentRebateRates } from './seed-data/agent-rebates.ts';
import { topUpSportsFixtures } from './seed-data/sportsbook.ts';

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
/** agent01's team and its 30 days of play: a start's demo data, left out of the test databases (see `SeedOptions`). */
export const DEMO_TEAM_STEP = 'agent01-demo-team';

/** `without`: steps recorded as applied without running (the test databases leave out the demo team's activity). */
export type SeedOptions = { without?: readonly string[] };

type SeedStep = {
  name: string;
  run: (db: AppDatabase) => Promise<void>;
  /**
   * The step commits its work in transactions of its own (too much for one), each one resumable: it
   * runs on the database, not in the step's transaction, and is recorded once it has finished.
   */
  ownTransactions?: true;
};

const SEED_STEPS: readonly SeedStep[] = [
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
  { name: 'agent-menu-keys', run: seedAgentMenus },
  { name: DEMO_TEAM_STEP, run: (db) => seedDemoTeam(db), ownTransactions: true },
  // After the step that seeds agent01's team, so its sub-agents get their rates too (it finds whichever it has).
  { name: 'agent-rebate-rates', run: seedAgentRebateRates },
  { name: 'agent-dividends-switch', run: seedAgentDividends },
  { name: 'agent-demo-contracts', run: seedDemoContracts },
  { name: 'provably-fair-help', run: (db) => rewriteSeededContent(db) },
  // The matches behind the hot matches and the sportsbook's schedule; the hourly job tops them up from then on.
  { name: 'sportsbook-fixtures', run: async (db) => void (await topUpSportsFixtures(db, Date.now())) },
  // The game rules tell of the live tables, the fishing game and the PVP duels too.
  { name: 'game-rules-every-category', run: (db) => rewriteSeededContent(db) },
];

/** Applies the seed steps this database has not had yet; answers their names. */
export async function applySeedSteps(db: AppDatabase, options: SeedOptions = {}): Promise<string[]> {
  const applied: string[] = [];
  // One read answers a start on an up-to-date database; a step still missing is checked again under its lock.
  const done = new Set((await db.select({ name: seedSteps.name }).from(seedSteps)).map((row) => row.name));
  for (const step of SEED_STEPS) {
    if (done.has(step.name)) continue;
    const skipped = options.without?.includes(step.name) ?? false;
    if (step.ownTransactions && !skipped) await step.run(db);
    const ran = await db.transaction(async (tx) => {
      const [already] = await tx.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, step.name)).for('update');
      if (already) return false;
      if (!step.ownTransactions && !skipped) await step.run(tx);
      await tx.insert(seedSteps).values({ name: step.name }).onConflictDoNothing();
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

/** What the server does on start: seeds an empty database, then brings its seeded data up to date. */
export async function seedDatabase(db: AppDatabase, options: SeedOptions = {}): Promise<{ seeded: boolean; steps: string[] }> {
  const seeded = await seedIfEmpty(db);
  return { seeded, steps: await applySeedSteps(db, options) };
}
