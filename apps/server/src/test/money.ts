import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../db/client.ts';
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
