import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members, type Member, type Merchant } from '../../db/schema.ts';
import { transfer } from '../ledger/service.ts';

/**
 * What the browser tests of the records set up beside the flows they drive, as an operator
 * would: a member's toUpline flag, and money credited with an ADJUST transfer.
 * Reached only through the development routes.
 */
export function createRecordsDevSetup(db: AppDatabase, lookup: { findByUsername(merchantId: number, username: string): Promise<Member | null> }) {
  return {
    /** False when the merchant has no such member. */
    async setToUpline(merchant: Merchant, username: string, toUpline: boolean): Promise<boolean> {
      const member = await lookup.findByUsername(merchant.id, username);
      if (!member) return false;
      await db.update(members).set({ toUpline }).where(eq(members.id, member.id));
      return true;
    },

    async credit(merchant: Merchant, username: string, amountMinor: number): Promise<boolean> {
      const member = await lookup.findByUsername(merchant.id, username);
      if (!member) return false;
      await db.transaction((tx) => transfer(tx, {
        type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId: merchant.id }, to: { kind: 'member-wallet', memberId: member.id },
        amountMinor, reference: 'development credit', idempotencyKey: `dev-credit:${randomUUID()}`,
      }));
      return true;
    },
  };
}
