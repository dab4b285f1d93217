import { balanceSchema, envelopeSchema } from '@m/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { applyWalletChange } from './service.ts';

const ctx = useTestApp();

const balanceOf = async (token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant: 'DEMO', authorization: token } });
  return envelopeSchema(balanceSchema).parse(response.json());
};

const change = (memberId: number, amountMinor: number, idempotencyKey: string) =>
  ctx.database.db.transaction((tx) => applyWalletChange(tx, { memberId, amountMinor, kind: 'ADJUST', reference: 'test', idempotencyKey }));

describe('wallet', () => {
  it('answers a zero balance for a new member and refuses guests', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await balanceOf(member.token)).value).toEqual({ sumBalance: 0, balance: [{ wallet: 'MAIN', amount: 0 }] });
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
  });

  it('writes a ledger row for every change, refuses a negative balance and repeats an idempotency key', async () => {
    const member = await createTestMember(ctx.database.db);
    const credit = await change(member.memberId, 12_345, 'credit-1');
    expect(credit).toMatchObject({ amountMinor: 12_345, balanceAfterMinor: 12_345, repeated: false });
    expect(await change(member.memberId, 12_345, 'credit-1')).toMatchObject({ id: credit.id, repeated: true });
    await expect(change(member.memberId, -20_000, 'debit-1')).rejects.toThrow(AppError);
    await expect(change(member.memberId, -20_000, 'debit-1')).rejects.toMatchObject({ errorCode: 'insufficient.balance' });
    expect(await change(member.memberId, -345, 'debit-2')).toMatchObject({ balanceAfterMinor: 12_000 });
    expect((await balanceOf(member.token)).value!.sumBalance).toBe(120);
    const rows = await ctx.database.db.select().from(walletLedger).where(eq(walletLedger.memberId, member.memberId));
    expect(rows.map((row) => row.amountMinor)).toEqual([12_345, -345]);
  });

  it('keeps the balance check in the database too', async () => {
    const member = await createTestMember(ctx.database.db);
    await change(member.memberId, 100, 'seed');
    await expect(
      ctx.database.db.update(wallets).set({ balanceMinor: sql`${wallets.balanceMinor} - 1000` }).where(eq(wallets.memberId, member.memberId)),
    ).rejects.toThrow();
  });

  it('seeds opening balances for the demo accounts as deposits', async () => {
    const rows = await ctx.database.db.select().from(walletLedger).where(eq(walletLedger.kind, 'DEPOSIT'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
