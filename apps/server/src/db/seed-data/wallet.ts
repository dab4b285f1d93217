import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { members, merchants } from '../schema.ts';
import { applyWalletChange } from '../../modules/wallet/service.ts';

/** Opening balances of the demo accounts, in minor units; accounts that do not exist are skipped. */
export const OPENING_BALANCES: readonly { merchantCode: string; username: string; amountMinor: number }[] = [
  { merchantCode: 'DEMO', username: 'demo', amountMinor: 10_000_00 },
  { merchantCode: 'DEMO', username: 'agent01', amountMinor: 50_000_00 },
  { merchantCode: 'ALT', username: 'altdemo', amountMinor: 5_000_00 },
];

/** The seeded demo members that exist, by `<merchant>/<username>`. */
export async function findSeedMembers(db: AppDatabase): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: members.id, username: members.username, merchantCode: merchants.code })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(inArray(members.username, OPENING_BALANCES.map((entry) => entry.username)));
  return new Map(rows.map((row) => [`${row.merchantCode}/${row.username}`, row.id]));
}

export async function seedOpeningBalances(db: AppDatabase): Promise<void> {
  const seeded = await findSeedMembers(db);
  for (const entry of OPENING_BALANCES) {
    const memberId = seeded.get(`${entry.merchantCode}/${entry.username}`);
    if (memberId === undefined) continue;
    await applyWalletChange(db, {
      memberId, amountMinor: entry.amountMinor, kind: 'DEPOSIT', reference: 'opening balance', idempotencyKey: 'seed:opening',
    });
  }
}
