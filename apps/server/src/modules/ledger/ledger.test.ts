import { PGlite } from '@electric-sql/pglite';
import { balanceSchema, envelopeSchema } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { games, ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestMember } from '../../test/members.ts';
import { ALL_MIGRATIONS, migrationsBefore } from '../../test/migrations.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { settleSpin } from '../games/service.ts';
import { checkLedger, merchantOfMember, transfer, type AccountRef } from './service.ts';
import { addTurnoverRequirement, recordStake } from './turnover.ts';
import { CASH_OUT_TRANSFER_TYPES } from './withdrawable.ts';

const ctx = useTestApp();

const balanceOf = async (token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant: 'DEMO', authorization: token } });
  return envelopeSchema(balanceSchema).parse(response.json());
};

const move = (from: AccountRef, to: AccountRef, amountMinor: number, idempotencyKey: string) =>
  ctx.database.db.transaction((tx) => transfer(tx, { type: 'ADJUST', from, to, amountMinor, reference: 'test', idempotencyKey }));

async function memberAccounts(memberId: number) {
  const merchantId = await merchantOfMember(ctx.database.db, memberId);
  return {
    wallet: { kind: 'member-wallet', memberId } as const,
    hold: { kind: 'member-hold', memberId } as const,
    house: { kind: 'operator-adjustment', merchantId } as const,
  };
}

describe('ledger', () => {
  it('answers a zero balance for a new member and refuses guests', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await balanceOf(member.token)).value).toEqual({ sumBalance: 0, balance: [{ wallet: 'MAIN', amount: 0 }] });
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
  });

  it('writes each transfer as two postings that cancel out, refuses a member balance below zero and repeats a key', async () => {
    const member = await createTestMember(ctx.database.db);
    const { wallet, hold, house } = await memberAccounts(member.memberId);
    const credit = await move(house, wallet, 12_345, `credit:${member.memberId}`);
    expect(credit).toMatchObject({ repeated: false, memberBalances: [{ memberId: member.memberId, account: 'wallet', balanceMinor: 12_345 }] });
    expect(await move(house, wallet, 12_345, `credit:${member.memberId}`)).toMatchObject({ transferId: credit.transferId, repeated: true });

    await expect(move(wallet, hold, 20_000, `hold:${member.memberId}`)).rejects.toThrow(AppError);
    await expect(move(wallet, hold, 20_000, `hold:${member.memberId}`)).rejects.toMatchObject({ errorCode: 'insufficient.balance' });
    const held = await move(wallet, hold, 345, `hold-2:${member.memberId}`);
    expect(held.memberBalances).toEqual([
      { memberId: member.memberId, account: 'wallet', balanceMinor: 12_000 },
      { memberId: member.memberId, account: 'hold', balanceMinor: 345 },
    ]);
    expect((await balanceOf(member.token)).value!.sumBalance).toBe(120);

    const postings = await ctx.database.db
      .select({ amountMinor: ledgerPostings.amountMinor, balanceAfterMinor: ledgerPostings.balanceAfterMinor })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transferId, held.transferId));
    expect(postings.map((posting) => posting.amountMinor).sort((a, b) => a - b)).toEqual([-345, 345]);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('keeps the not-below-zero rule in the database too, for member accounts only', async () => {
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 100);
    await expect(
      ctx.database.db.update(ledgerAccounts).set({ balanceMinor: -1 }).where(eq(ledgerAccounts.memberId, member.memberId)),
    ).rejects.toThrow();
  });

  it('finds a broken invariant', async () => {
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 500);
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(ledgerAccounts).set({ balanceMinor: 499 }).where(eq(ledgerAccounts.memberId, member.memberId));
      expect((await checkLedger(tx)).map((violation) => violation.invariant)).toEqual(["each account's balance equals the sum of its postings"]);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
    });
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('seeds the demo opening balances as operator transfers', async () => {
    const rows = await ctx.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, 'opening balance'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.type === 'ADJUST')).toBe(true);
  });

  it('keeps every invariant after 50 concurrent spins, credits and holds on one member', async () => {
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 1_000);
    const { wallet, hold, house } = await memberAccounts(member.memberId);
    const [game] = await ctx.database.db.select({ id: games.id }).from(games).limit(1);
    const gameId = game!.id;
    const work = Array.from({ length: 50 }, (_, index) => {
      if (index % 3 === 0) return settleSpin(ctx.database.db, { memberId: member.memberId, gameId, stakeMinor: 100, winMinor: (index % 2) * 150, outcome: [], idempotencyKey: `spin-${index}` });
      if (index % 3 === 1) return move(house, wallet, 50, `concurrent-credit:${member.memberId}:${index}`);
      return move(wallet, hold, 400, `concurrent-hold:${member.memberId}:${index}`);
    });
    const results = await Promise.allSettled(work);
    const refusals = results.filter((result) => result.status === 'rejected');
    expect(refusals.every((result) => (result.reason as AppError).errorCode === 'insufficient.balance')).toBe(true);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    const [account] = await ctx.database.db
      .select({ balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, member.memberId), eq(ledgerAccounts.kind, 'member-wallet')));
    expect(account!.balanceMinor).toBeGreaterThanOrEqual(0);
  });

  it("keeps every invariant after 50 members spin at once on their merchant's one house account, each posting with its balance after", async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => createTestMember(ctx.database.db)));
    await Promise.all(players.map((player) => fundMember(ctx.database.db, player.memberId, 1_000)));
    const [game] = await ctx.database.db.select({ id: games.id }).from(games).limit(1);
    await Promise.all(players.flatMap((player) => [1, 2].map((round) =>
      settleSpin(ctx.database.db, { memberId: player.memberId, gameId: game!.id, stakeMinor: 100, winMinor: (round % 3) * 100, outcome: [], idempotencyKey: `house-spin-${round}` }))));
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    const merchantId = await merchantOfMember(ctx.database.db, players[0]!.memberId);
    const [{ id: house }] = await ctx.database.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'house-game'), eq(ledgerAccounts.merchantId, merchantId))) as [{ id: number }];
    // The house account's postings, in the order written, each carry the balance it then had.
    const postings = await ctx.database.db.select({ amountMinor: ledgerPostings.amountMinor, balanceAfterMinor: ledgerPostings.balanceAfterMinor })
      .from(ledgerPostings).where(eq(ledgerPostings.accountId, house)).orderBy(ledgerPostings.id);
    let balance = 0;
    for (const posting of postings) {
      balance += posting.amountMinor;
      expect(posting.balanceAfterMinor).toBe(balance);
    }
  });

  it('drops the house postings of a savepoint rolled back, and writes those of the transaction around it', async () => {
    const member = await createTestMember(ctx.database.db);
    const { wallet, house } = await memberAccounts(member.memberId);
    await ctx.database.db.transaction(async (tx) => {
      await transfer(tx, { type: 'ADJUST', from: house, to: wallet, amountMinor: 700, reference: 'test', idempotencyKey: `kept:${member.memberId}` });
      await expect(tx.transaction(async (savepoint) => {
        await transfer(savepoint, { type: 'ADJUST', from: house, to: wallet, amountMinor: 300, reference: 'test', idempotencyKey: `undone:${member.memberId}` });
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
    });
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    const written = await ctx.database.db.select({ key: ledgerTransfers.idempotencyKey }).from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, 'test'));
    expect(written.map((row) => row.key)).toContain(`kept:${member.memberId}`);
    expect(written.map((row) => row.key)).not.toContain(`undone:${member.memberId}`);
  });

  it('counts stakes against bonus turnover, oldest requirement first', async () => {
    const member = await createTestMember(ctx.database.db);
    const turnover = { remainingMinor: async (memberId: number) => (await ctx.app.services.ledger.withdrawable(memberId)).turnoverRemainingMinor };
    await ctx.database.db.transaction(async (tx) => {
      await addTurnoverRequirement(tx, { memberId: member.memberId, requiredMinor: 1_000, lockedMinor: 100, reference: 'bonus:1' });
      await addTurnoverRequirement(tx, { memberId: member.memberId, requiredMinor: 500, lockedMinor: 50, reference: 'bonus:2' });
    });
    expect(await turnover.remainingMinor(member.memberId)).toBe(1_500);
    await ctx.database.db.transaction((tx) => recordStake(tx, member.memberId, 1_200));
    expect(await turnover.remainingMinor(member.memberId)).toBe(300);
    await ctx.database.db.transaction((tx) => recordStake(tx, member.memberId, 1_000));
    expect(await turnover.remainingMinor(member.memberId)).toBe(0);
  });
});

describe('the withdrawable rule', () => {
  it('holds every cash-out from a wallet under an unmet bonus turnover, whichever module asks', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 1_200_00);
    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: member.memberId, requiredMinor: 12_000_00, lockedMinor: 1_200_00, reference: 'bonus:rule' }));
    const destinations: Record<string, AccountRef> = {
      WITHDRAW_HOLD: { kind: 'member-hold', memberId: member.memberId },
      UPLINE_TRANSFER: { kind: 'member-wallet', memberId: other.memberId },
      RED_RAIN_FUND: { kind: 'red-rain-budget', merchantId: await merchantOfMember(ctx.database.db, member.memberId) },
      AGENT_FUND_TRANSFER: { kind: 'member-wallet', memberId: other.memberId },
      AGENT_SALARY: { kind: 'member-wallet', memberId: other.memberId },
      AGENT_DIVIDEND: { kind: 'member-wallet', memberId: other.memberId },
      AGENT_HOURLY_SALARY: { kind: 'member-wallet', memberId: other.memberId },
    };
    expect([...CASH_OUT_TRANSFER_TYPES].sort()).toEqual(Object.keys(destinations).sort());
    for (const type of CASH_OUT_TRANSFER_TYPES) {
      const refused = ctx.database.db.transaction((tx) => transfer(tx, {
        type, from: { kind: 'member-wallet', memberId: member.memberId }, to: destinations[type]!,
        amountMinor: 1, idempotencyKey: `rule:${type}`, reference: 'rule',
      }));
      await expect(refused, type).rejects.toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { withdrawable: 0, locked: 1_200, turnoverRemaining: 12_000 } });
    }
    expect(await ctx.app.services.ledger.withdrawable(member.memberId)).toMatchObject({ walletMinor: 1_200_00, withdrawableMinor: 0, lockedMinor: 1_200_00, turnoverRemainingMinor: 12_000_00 });

    await ctx.database.db.transaction((tx) => recordStake(tx, member.memberId, 12_000_00));
    expect(await ctx.app.services.ledger.withdrawable(member.memberId)).toMatchObject({ walletMinor: 1_200_00, withdrawableMinor: 1_200_00, lockedMinor: 0, turnoverRemainingMinor: 0 });
    await ctx.database.db.transaction((tx) => transfer(tx, {
      type: 'UPLINE_TRANSFER', from: { kind: 'member-wallet', memberId: member.memberId }, to: destinations.UPLINE_TRANSFER!,
      amountMinor: 1_200_00, idempotencyKey: 'rule:met', reference: 'rule',
    }));
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});

describe('ledger migration', () => {
  it('turns the wallet rows of the single-entry ledger into balanced transfers', async () => {
    const before = migrationsBefore('0006_ledger');
    try {
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before.folder });
      await client.exec(`
        INSERT INTO merchants (code, trial_merchant_code, theme, default_language, languages, main_domain, whitelabel, register_settings,
          customer_service, resources, mobile_template, promotions, agent_menu)
        VALUES ('OLD', 'OLDTRIAL', 'default', 'EN', '[]', 'old.test', '[]', '{}', '{}', '{}', '{}', '[]', '[]');
      `);
      const memberColumns = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'members' and is_nullable = 'NO' and column_default is null and is_identity = 'NO'`,
      );
      expect(memberColumns.rows.map((row) => row.column_name).sort()).toEqual(expect.arrayContaining(['merchant_id', 'username']));
      await client.exec(`
        INSERT INTO members (merchant_id, username, password_hash) SELECT id, 'old', 'x' FROM merchants WHERE code = 'OLD';
        INSERT INTO wallets (member_id, balance_minor) SELECT id, 9000 FROM members WHERE username = 'old';
        INSERT INTO wallet_ledger (member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key)
        SELECT id, v.amount, v.after, v.kind, 'r', v.key FROM members, (VALUES
          (10000, 10000, 'DEPOSIT', 'seed:opening'), (-2000, 8000, 'BET', 'bet:a'), (1000, 9000, 'WIN', 'win:a')) v(amount, after, kind, key)
        WHERE username = 'old';
      `);
      await migrate(db, { migrationsFolder: ALL_MIGRATIONS });

      expect(await checkLedger(db as never)).toEqual([]);
      const wallet = await client.query<{ balance_minor: string }>(`select balance_minor from ledger_accounts where kind = 'member-wallet'`);
      expect(Number(wallet.rows[0]!.balance_minor)).toBe(9000);
      const house = await client.query<{ balance_minor: string }>(`select balance_minor from ledger_accounts where kind = 'house-game'`);
      expect(Number(house.rows[0]!.balance_minor)).toBe(1000);
      const types = await client.query<{ type: string }>(`select type from ledger_transfers order by id`);
      expect(types.rows.map((row) => row.type)).toEqual(['ADJUST', 'BET', 'WIN']);
      const tables = await client.query(`select 1 from information_schema.tables where table_name in ('wallets', 'wallet_ledger')`);
      expect(tables.rows).toEqual([]);
      await client.close();
    } finally {
      before.remove();
    }
  });
});
