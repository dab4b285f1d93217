import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const ledgerCheck = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/ops/api/ledger/check', headers: { authorization: token } })).json();

describe('the ledger check of the operator API', () => {
  it("checks the whole ledger for an operator of every merchant, and only its own merchant's accounts for another", async () => {
    const platformOperator = await createTestOperator(ctx.database.db);
    const demoOperator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const demoMember = await createTestMember(ctx.database.db);
    const altMember = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    await fundMember(ctx.database.db, demoMember.memberId, 100_00);
    await fundMember(ctx.database.db, altMember.memberId, 100_00);
    for (const operator of [platformOperator, demoOperator, altOperator]) {
      expect(await ledgerCheck(operator.token)).toEqual({ success: true, value: { clean: true, violations: [] } });
    }

    // A DEMO wallet whose balance no longer matches its postings.
    await ctx.database.db.update(ledgerAccounts).set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + 1` })
      .where(and(eq(ledgerAccounts.memberId, demoMember.memberId), eq(ledgerAccounts.kind, 'member-wallet')));
    const [wallet] = await ctx.database.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.memberId, demoMember.memberId));
    const broken = { invariant: "each account's balance equals the sum of its postings", detail: `account ${wallet!.id}: balance 10001, postings 10000` };
    expect((await ledgerCheck(platformOperator.token)).value).toEqual({ clean: false, violations: [broken] });
    expect((await ledgerCheck(demoOperator.token)).value).toEqual({ clean: false, violations: [broken] });
    expect((await ledgerCheck(altOperator.token)).value).toEqual({ clean: true, violations: [] });
  });
});
