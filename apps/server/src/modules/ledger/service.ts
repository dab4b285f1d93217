import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { committedValues } from '../../db/changes.ts';
import { members, type TransferType } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLedgerRepository, type AccountKey, type LedgerRepository, type LockedAccount, type MerchantAccount } from './repository.ts';
import { CASH_OUT_TRANSFER_TYPES, requireWithdrawable, withdrawableOf, type Withdrawable } from './withdrawable.ts';

/** Where money is: a member's account, or one of the merchant's house accounts. */
export type AccountRef =
  | { kind: 'member-wallet' | 'member-hold'; memberId: number }
  | { kind: 'house-game' | 'promotion-expense' | 'payout' | 'operator-adjustment' | 'red-rain-budget'; merchantId: number }
  | { kind: 'payment-clearing'; merchantId: number; channel: string };

export type TransferRequest = {
  type: TransferType;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, a positive safe integer. */
  amountMinor: number;
  /** Unique over the whole ledger: a repeat answers the first transfer and moves nothing. */
  idempotencyKey: string;
  /** What the transfer belongs to, e.g. `deposit-order:17`, `bet:42`. */
  reference: string;
  memo?: string;
  /** When the transfer happened (its and its postings' `created_at`): now unless given, e.g. by the seed's past activity. */
  at?: Date;
};

export type MemberBalance = { memberId: number; account: 'wallet' | 'hold'; balanceMinor: number };
export type TransferResult = { transferId: number; repeated: boolean; memberBalances: MemberBalance[] };

/** Each member's merchant: a member never moves to another merchant. */
const merchantsOfMembers = committedValues<number, number>();

async function accountKey(tx: AppDatabase, ref: AccountRef): Promise<AccountKey> {
  if ('memberId' in ref) {
    const known = merchantsOfMembers.get(tx, ref.memberId);
    if (known !== undefined) return { kind: ref.kind, merchantId: known, memberId: ref.memberId, channel: '' };
    const [member] = await tx.select({ merchantId: members.merchantId }).from(members).where(eq(members.id, ref.memberId));
    if (!member) throw new Error(`Member ${ref.memberId} does not exist`);
    merchantsOfMembers.keep(tx, ref.memberId, member.merchantId);
    return { kind: ref.kind, merchantId: member.merchantId, memberId: ref.memberId, channel: '' };
  }
  return { kind: ref.kind, merchantId: ref.merchantId, memberId: null, channel: ref.kind === 'payment-clearing' ? ref.channel : '' };
}

/**
 * The one way money moves: a transfer between two accounts with its two postings, written in the
 * caller's transaction (call it inside `db.transaction`). Both accounts are locked in id order; a
 * member account that would go below zero refuses with `insufficient.balance`; a cash-out
 * (`CASH_OUT_TRANSFER_TYPES`) passes the withdrawable rule; a repeated idempotency key answers the first transfer. Members whose accounts moved are notified at commit.
 */
export async function transfer(tx: AppDatabase, request: TransferRequest): Promise<TransferResult> {
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new Error('A transfer moves a positive whole number of minor units');
  }
  const ledger = createLedgerRepository(tx);
  const debitId = await ledger.ensureAccount(await accountKey(tx, request.from));
  const creditId = await ledger.ensureAccount(await accountKey(tx, request.to));
  if (debitId === creditId) throw new Error('A transfer needs two different accounts');
  // Only members' accounts are locked: a merchant's account may go below zero, and is written at the commit.
  const sides = [{ id: debitId, ref: request.from }, { id: creditId, ref: request.to }];
  const locked = await ledger.lockAccounts(sides.filter((side) => 'memberId' in side.ref).map((side) => side.id));
  const [debit, credit] = sides.map((side): LockedAccount | MerchantAccount =>
    locked.get(side.id) ?? { id: side.id, kind: side.ref.kind, memberId: null }) as [LockedAccount | MerchantAccount, LockedAccount | MerchantAccount];
  const memberBalances = (): MemberBalance[] =>
    [debit, credit]
      .filter((account): account is LockedAccount => 'balanceMinor' in account)
      .map((account) => ({
        memberId: account.memberId!, account: account.kind === 'member-hold' ? 'hold' : 'wallet', balanceMinor: account.balanceMinor,
      }));

  const repeat = async (): Promise<TransferResult | null> => {
    // Looked up after the member's lock: a concurrent transfer with the same key has committed by now.
    const earlier = await ledger.findTransfer(request.idempotencyKey);
    return earlier && { transferId: earlier.id, repeated: true, memberBalances: memberBalances() };
  };
  try {
    if ('balanceMinor' in debit && debit.balanceMinor < request.amountMinor) throw new AppError('insufficient.balance');
    if ('balanceMinor' in debit && debit.kind === 'member-wallet' && CASH_OUT_TRANSFER_TYPES.has(request.type)) {
      await requireWithdrawable(tx, debit.memberId!, debit.balanceMinor, request.amountMinor);
    }
  } catch (refusal) {
    if (!(refusal instanceof AppError)) throw refusal;
    // A repeated key answers the first transfer, whatever the balance is now.
    const earlier = await repeat();
    if (earlier) return earlier;
    throw refusal;
  }
  const transferId = await ledger.writeTransfer({ ...request, debit, credit });
  if (transferId === null) return (await repeat())!;
  return { transferId, repeated: false, memberBalances: memberBalances() };
}

export type LedgerViolation = { invariant: string; detail: string };

/** Which rows of an account-id column a check reads: every account, or those of one merchant. */
type AccountScope = (accountId: SQL) => SQL;

const everyAccount: AccountScope = () => sql`true`;
const accountsOfMerchant = (merchantId: number): AccountScope => (accountId) =>
  sql`${accountId} in (select id from ledger_accounts where merchant_id = ${merchantId})`;

/** A transfer is in scope when either of its accounts is. */
const transferIn = (inScope: AccountScope) => sql`(${inScope(sql`t.debit_account_id`)} or ${inScope(sql`t.credit_account_id`)})`;

/** The ledger's invariants; each query lists what breaks one within the scope (nothing when the ledger is sound). */
const INVARIANTS: ReadonlyArray<{ invariant: string; query: (inScope: AccountScope) => SQL }> = [
  {
    invariant: 'all postings sum to zero',
    query: (inScope) => sql`select 'total ' || sum(amount_minor) as detail from ledger_postings where ${inScope(sql`account_id`)}
      having sum(amount_minor) <> 0`,
  },
  {
    invariant: 'each transfer has two postings that cancel out',
    query: (inScope) => sql`select 'transfer ' || p.transfer_id as detail from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where ${transferIn(inScope)} group by p.transfer_id having count(*) <> 2 or sum(p.amount_minor) <> 0
      union all
      select 'transfer ' || t.id from ledger_transfers t
      where ${transferIn(inScope)} and not exists (select 1 from ledger_postings p where p.transfer_id = t.id)`,
  },
  {
    invariant: "each account's balance equals the sum of its postings",
    query: (inScope) => sql`select 'account ' || a.id || ': balance ' || a.balance_minor || ', postings ' || coalesce(p.total, 0) as detail
      from ledger_accounts a left join (select account_id, sum(amount_minor) as total from ledger_postings group by account_id) p
      on p.account_id = a.id where ${inScope(sql`a.id`)} and a.balance_minor <> coalesce(p.total, 0)`,
  },
  {
    invariant: 'no member account below zero',
    query: (inScope) => sql`select 'account ' || id || ' of member ' || member_id || ': ' || balance_minor as detail
      from ledger_accounts where ${inScope(sql`id`)} and member_id is not null and balance_minor < 0`,
  },
  {
    invariant: 'each deposit order credited at most once',
    query: (inScope) => sql`select reference || ' credited ' || count(*) || ' times' as detail from ledger_transfers t
      where ${transferIn(inScope)} and type = 'DEPOSIT' group by reference having count(*) > 1`,
  },
  {
    invariant: "each red-rain budget account holds what its merchant's sessions have neither paid out nor returned",
    query: (inScope) => sql`select 'merchant ' || a.merchant_id || ': held ' || a.balance_minor || ', open ' || coalesce(s.open, 0) as detail
      from ledger_accounts a left join (select merchant_id, sum(budget_minor - paid_minor - coalesce(returned_minor, 0)) as open
      from red_rain_sessions group by merchant_id) s on s.merchant_id = a.merchant_id
      where a.kind = 'red-rain-budget' and ${inScope(sql`a.id`)} and a.balance_minor <> coalesce(s.open, 0)`,
  },
];

/**
 * Reads the whole ledger, or with `merchantId` that merchant's accounts and the transfers touching
 * them: meant for `npm run ledger:check` and the operator API, not for requests of members.
 */
export async function checkLedger(db: AppDatabase, merchantId: number | null = null): Promise<LedgerViolation[]> {
  const inScope = merchantId === null ? everyAccount : accountsOfMerchant(merchantId);
  const violations: LedgerViolation[] = [];
  for (const { invariant, query } of INVARIANTS) {
    const result = (await db.execute(query(inScope))) as unknown as { rows: Array<{ detail: string }> };
    violations.push(...result.rows.map((row) => ({ invariant, detail: row.detail })));
  }
  return violations;
}

/** The play money a trial account starts with in its wallet, and a guest's free play on the game page. */
export const PLAY_MONEY_MINOR = 2_000_00;

export function createLedger(db: AppDatabase, repository: LedgerRepository = createLedgerRepository(db)) {
  return {
    /**
     * Credits a new trial account's wallet with its play money, once: an operator adjustment, as the
     * demo accounts' opening balances are. It never leaves: trial accounts cannot cash out.
     */
    async grantTrialPlayMoney(member: { id: number; merchantId: number }): Promise<void> {
      await db.transaction((tx) => transfer(tx, {
        type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId: member.merchantId }, to: { kind: 'member-wallet', memberId: member.id },
        amountMinor: PLAY_MONEY_MINOR, reference: 'trial play money', memo: 'play money of a trial account', idempotencyKey: `trial-play-money:${member.id}`,
      }));
    },
    walletBalanceMinor: (memberId: number) => repository.memberBalanceMinor('member-wallet', memberId),
    holdBalanceMinor: (memberId: number) => repository.memberBalanceMinor('member-hold', memberId),
    /** The wallet and what of it may leave by the withdrawable rule (the one the cash-out transfers pass). */
    async withdrawable(memberId: number): Promise<Withdrawable & { walletMinor: number }> {
      const walletMinor = await repository.memberBalanceMinor('member-wallet', memberId);
      return { walletMinor, ...(await withdrawableOf(db, memberId, walletMinor)) };
    },
    /** `merchantId`: that merchant's part of the ledger; null, the whole ledger. */
    check: (merchantId: number | null = null) => checkLedger(db, merchantId),
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** The merchant a member belongs to, for the house accounts of that member's transfers. */
export async function merchantOfMember(tx: AppDatabase, memberId: number): Promise<number> {
  return (await accountKey(tx, { kind: 'member-wallet', memberId })).merchantId;
}

/**
 * Locks the member's wallet (creating it at zero) until the transaction ends and returns its
 * balance: what a caller does first when it must read state that only this member's writes change.
 */
export async function lockMemberWallet(tx: AppDatabase, memberId: number): Promise<number> {
  const ledger = createLedgerRepository(tx);
  const id = await ledger.ensureAccount(await accountKey(tx, { kind: 'member-wallet', memberId }));
  return (await ledger.lockAccounts([id])).get(id)!.balanceMinor;
}
