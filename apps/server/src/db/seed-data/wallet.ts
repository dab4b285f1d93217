import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { members, merchants } from '../schema.ts';
import { transfer } from '../../modules/ledger/service.ts';

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

async function merchantIdOf(db: AppDatabase, code: string): Promise<number> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  return merchant!.id;
}

export async function seedOpeningBalances(db: AppDatabase): Promise<void> {
  const seeded = await findSeedMembers(db);
  for (const entry of OPENING_BALANCES) {
    const memberId = seeded.get(`${entry.merchantCode}/${entry.username}`);
    if (memberId === undefined) continue;
    const merchantId = await merchantIdOf(db, entry.merchantCode);
    await db.transaction((tx) => transfer(tx, {
      type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId }, to: { kind: 'member-wallet', memberId },
      amountMinor: entry.amountMinor, reference: 'opening balance', memo: 'opening balance of the demo account', idempotencyKey: `seed:opening:${memberId}`,
    }));
  }
}
