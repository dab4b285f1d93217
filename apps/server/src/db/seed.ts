import { count } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { countries, merchantHosts, merchants } from './schema.ts';
import { seedContent } from './seed-data/content.ts';
import { COUNTRIES } from './seed-data/countries.ts';
import { MERCHANT_SEEDS } from './seed-data/merchants.ts';
import { seedMembers } from './seed-data/members.ts';
import { seedGames } from './seed-data/games.ts';
import { seedOperators } from './seed-data/operators.ts';
import { seedDepositChannels } from './seed-data/deposit-channels.ts';
import { seedWithdrawalSettings } from './seed-data/withdrawals.ts';

/** Fills a fresh database with the demo merchants and reference data; does nothing once merchants exist. */
export async function seedIfEmpty(db: AppDatabase): Promise<boolean> {
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
    await seedWithdrawalSettings(tx);
    return true;
  });
}
