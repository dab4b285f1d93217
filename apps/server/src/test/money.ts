import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { merchantOfMember, transfer } from '../modules/ledger/service.ts';

/** Gives a test member money the way an operator would: an ADJUST transfer into the wallet. */
export async function fundMember(db: AppDatabase, memberId: number, amountMinor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const merchantId = await merchantOfMember(tx, memberId);
    await transfer(tx, {
      type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId }, to: { kind: 'member-wallet', memberId },
      amountMinor, reference: 'test funds', idempotencyKey: `test-funds:${randomUUID()}`,
    });
  });
}

/** A member's wallet balance in minor units, as the ledger keeps it. */
export async function walletBalanceOf(db: AppDatabase, memberId: number): Promise<number> {
  const [wallet] = await db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'member-wallet')));
  return wallet!.balanceMinor;
}
