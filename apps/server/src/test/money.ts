import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { bets, ledgerAccounts, ledgerPostings } from '../db/schema.ts';
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

async function walletAccountOf(db: AppDatabase, memberId: number) {
  const [wallet] = await db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'member-wallet')));
  return wallet!;
}

/** A member's wallet balance in minor units, as the ledger keeps it. */
export const walletBalanceOf = async (db: AppDatabase, memberId: number): Promise<number> => (await walletAccountOf(db, memberId)).balanceMinor;

/** A member's wallet balance, the sum and count of its ledger postings, and their bets: what a game's play must keep in step. */
export async function walletBooks(db: AppDatabase, memberId: number) {
  const wallet = await walletAccountOf(db, memberId);
  const [ledger] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amountMinor}), 0)`, rows: sql<number>`count(*)::int` })
    .from(ledgerPostings).where(eq(ledgerPostings.accountId, wallet.id));
  const betRows = await db.select().from(bets).where(eq(bets.memberId, memberId));
  return { balanceMinor: wallet.balanceMinor, ledgerSum: Number(ledger!.sum), ledgerRows: ledger!.rows, bets: betRows };
}
