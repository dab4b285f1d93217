import {
  toMajorUnits, type Withdrawal, type WithdrawalStatus, type WithdrawOverview, type WithdrawReport,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, WithdrawalRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StatusChangeAudit } from '../../lib/status-change-audit.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { maskAccountNumber } from '../bank-cards/service.ts';
import { lockMemberWallet } from '../ledger/service.ts';
import { withdrawableOf, type Withdrawable } from '../ledger/withdrawable.ts';
import { holdWithdrawal, payOutWithdrawal, refundWithdrawal } from './ledger-moves.ts';
import { createWithdrawalRepository, type WithdrawalWithTimeline } from './repository.ts';
import { withdrawalStatus } from './status.ts';
import { writeInboxMessage } from '../inbox/writer.ts';

/** The member's own card as the cards module answers it. */
export type OwnBankCard = { bankName: string; accountNumber: string };

export type WithdrawalDependencies = {
  db: AppDatabase;
  /** The member's own bound card; refuses (`bank.card.not.found`) any other. */
  bankCards: { findOwn(memberId: number, cardId: number): Promise<OwnBankCard> };
  paymentPassword: { verify(memberId: number, password: string): Promise<void> };
  /** The wallet and what of it the withdrawable rule lets leave (`Ledger.withdrawable`). */
  withdrawable(memberId: number): Promise<Withdrawable & { walletMinor: number }>;
  /** Refuses a member whose identity the merchant still waits for (`withdraw.identity.required` / `.pending`). */
  identity: { requireForWithdrawal(merchant: Merchant, memberId: number): Promise<void> };
  /** The withdrawals the member's VIP level allows in 24 hours (count and amount); null: the merchant's daily count alone. */
  withdrawAllowance?(memberId: number): Promise<{ dailyCount: number; dailyAmountMinor: number } | null>;
};

export type WithdrawInput = { bankCardId: number; amountMinor: number; paymentPassword: string; requestId: string };

/** A withdrawal as operators see it: the member's view plus whose it is. */
export type OperatorWithdrawal = Withdrawal & { memberId: number; merchantId: number; amountMinor: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 10;
const OPERATOR_LIST_LIMIT = 200;
const REVIEW_BATCH = 50;

const view = (row: WithdrawalWithTimeline): Withdrawal => ({
  id: row.id,
  amount: toMajorUnits(row.amountMinor),
  status: row.status,
  bankName: row.bankName,
  accountNumber: row.accountNumberMasked,
  createdAt: row.createdAt.toISOString(),
  timeline: row.timeline.map((event) => ({
    status: event.status,
    at: event.createdAt.toISOString(),
    ...(event.reason ? { reason: event.reason } : {}),
  })),
});

const operatorView = (row: WithdrawalWithTimeline): OperatorWithdrawal => ({
  ...view(row), memberId: row.memberId, merchantId: row.merchantId, amountMinor: row.amountMinor,
});

/**
 * Withdrawals: the member's request (the amount moves from the wallet to the withdrawal hold in the
 * transaction that makes the withdrawal), the operator's approval (hold → paid out) or rejection
 * (hold → back to the wallet), and the review step that takes submitted withdrawals into review
 * and approves the small ones of merchants that allow it.
 */
export function createWithdrawalService(deps: WithdrawalDependencies) {
  const { db } = deps;
  const repository = createWithdrawalRepository(db);

  const settingsFor = async (merchant: Merchant) => {
    const settings = merchantFlag(merchant, 'WITHDRAW') ? await repository.settingsOf(merchant.id) : null;
    if (!settings) throw new AppError('function.not.available');
    return settings;
  };

  /** The member's allowance in 24 hours: their VIP level's, else the merchant's count with no cap on the amount. */
  const allowanceOf = async (memberId: number, settings: { dailyCount: number }) =>
    (await deps.withdrawAllowance?.(memberId)) ?? { dailyCount: settings.dailyCount, dailyAmountMinor: null };

  const moveOf = (row: WithdrawalRow) => ({
    withdrawalId: row.id, memberId: row.memberId, merchantId: row.merchantId, amountMinor: row.amountMinor,
  });

  const reload = async (executor: AppDatabase, id: number) => {
    const repo = createWithdrawalRepository(executor);
    const [row] = await repo.withTimelines([(await repo.lock(id))!]);
    return row!;
  };

  type Decision = { kind: 'approve'; operatorId: number | null } | { kind: 'reject'; operatorId: number; reason: string };

  /**
   * Decides a locked withdrawal as `withdrawalStatus` allows: the same decision again answers it as
   * it is (false: nothing changed), the other one is refused. An approval is paid out at once.
   */
  async function decideLocked(tx: AppDatabase, row: WithdrawalRow, decision: Decision): Promise<boolean> {
    const repo = createWithdrawalRepository(tx);
    const { to, changed } = withdrawalStatus.step(row.status, decision.kind);
    if (!changed) return false;
    if (decision.kind === 'approve') {
      await payOutWithdrawal(tx, moveOf(row));
      const paid = withdrawalStatus.transition(to, 'pay');
      await repo.addEvent({ withdrawalId: row.id, status: to, operatorId: decision.operatorId });
      await repo.addEvent({ withdrawalId: row.id, status: paid, operatorId: decision.operatorId });
      await repo.setStatus(row.id, paid);
      await writeInboxMessage(tx, row.memberId, { kind: 'WITHDRAWAL_PAID', params: { amountMinor: row.amountMinor, orderNo: String(row.id) } });
    } else {
      await refundWithdrawal(tx, moveOf(row));
      await repo.addEvent({ withdrawalId: row.id, status: to, operatorId: decision.operatorId, reason: decision.reason });
      await repo.setStatus(row.id, to);
      await writeInboxMessage(tx, row.memberId, { kind: 'WITHDRAWAL_REJECTED', params: { amountMinor: row.amountMinor, orderNo: String(row.id), reason: decision.reason } });
    }
    return true;
  }

  const decide = (withdrawalId: number, decision: Decision, audit?: StatusChangeAudit<WithdrawalStatus>): Promise<OperatorWithdrawal> =>
    db.transaction(async (tx) => {
      const row = await createWithdrawalRepository(tx).lock(withdrawalId);
      if (!row) throw new AppError('not.found');
      const changed = await decideLocked(tx, row, decision);
      const after = await reload(tx, withdrawalId);
      if (changed) await audit?.(tx, { from: row.status, to: after.status });
      return operatorView(after);
    });

  return {
    async overview(merchant: Merchant, memberId: number): Promise<WithdrawOverview> {
      const settings = await settingsFor(merchant);
      const [wallet, madeToday, recent, allowance] = await Promise.all([
        deps.withdrawable(memberId),
        repository.notRejectedSince(memberId, new Date(Date.now() - DAY_MS)),
        repository.recentOf(memberId, RECENT_LIMIT),
        allowanceOf(memberId, settings),
      ]);
      return {
        balance: toMajorUnits(wallet.walletMinor),
        withdrawable: toMajorUnits(wallet.withdrawableMinor),
        locked: toMajorUnits(wallet.lockedMinor),
        turnoverRequired: toMajorUnits(wallet.turnoverRequiredMinor),
        turnoverWagered: toMajorUnits(wallet.turnoverWageredMinor),
        turnoverRemaining: toMajorUnits(wallet.turnoverRemainingMinor),
        minAmount: toMajorUnits(settings.minMinor),
        maxAmount: toMajorUnits(settings.maxMinor),
        dailyLimit: allowance.dailyCount,
        dailyRemaining: Math.max(0, allowance.dailyCount - madeToday.count),
        dailyAmountLimit: allowance.dailyAmountMinor === null ? null : toMajorUnits(allowance.dailyAmountMinor),
        dailyAmountRemaining: allowance.dailyAmountMinor === null ? null : toMajorUnits(Math.max(0, allowance.dailyAmountMinor - madeToday.amountMinor)),
        recent: recent.map(view),
      };
    },

    async withdraw(merchant: Merchant, memberId: number, input: WithdrawInput): Promise<Withdrawal> {
      const settings = await settingsFor(merchant);
      await deps.identity.requireForWithdrawal(merchant, memberId);
      if (input.amountMinor < settings.minMinor || input.amountMinor > settings.maxMinor) {
        throw new AppError('withdraw.amount.range', {
          value: { minAmount: toMajorUnits(settings.minMinor), maxAmount: toMajorUnits(settings.maxMinor) },
        });
      }
      const card = await deps.bankCards.findOwn(memberId, input.bankCardId);
      await deps.paymentPassword.verify(memberId, input.paymentPassword);
      const earlier = await repository.findByRequestId(memberId, input.requestId);
      if (earlier) return view((await repository.withTimelines([earlier]))[0]!);
      const allowance = await allowanceOf(memberId, settings);

      // Everything below runs on the transaction only (the embedded database has one connection).
      return db.transaction(async (tx) => {
        const repo = createWithdrawalRepository(tx);
        await repo.lockMember(memberId);
        const repeated = await repo.findByRequestId(memberId, input.requestId);
        if (repeated) return view((await repo.withTimelines([repeated]))[0]!);
        // The member's row is locked: the count and sum below and this withdrawal are one step.
        const madeToday = await repo.notRejectedSince(memberId, new Date(Date.now() - DAY_MS));
        if (madeToday.count >= allowance.dailyCount) {
          throw new AppError('withdraw.daily.limit', { value: { dailyLimit: allowance.dailyCount } });
        }
        if (allowance.dailyAmountMinor !== null && madeToday.amountMinor + input.amountMinor > allowance.dailyAmountMinor) {
          throw new AppError('withdraw.daily.amount', {
            value: { dailyAmountLimit: toMajorUnits(allowance.dailyAmountMinor), dailyAmountRemaining: toMajorUnits(Math.max(0, allowance.dailyAmountMinor - madeToday.amountMinor)) },
          });
        }
        // The hold below passes the withdrawable rule with the wallet locked (bonus wagering included).
        const row = await repo.insert({
          merchantId: merchant.id,
          memberId,
          bankCardId: input.bankCardId,
          bankName: card.bankName,
          accountNumberMasked: maskAccountNumber(card.accountNumber),
          amountMinor: input.amountMinor,
          status: 'SUBMITTED',
          requestId: input.requestId,
        });
        await repo.addEvent({ withdrawalId: row.id, status: 'SUBMITTED' });
        try {
          await holdWithdrawal(tx, moveOf(row));
        } catch (error) {
          if (!(error instanceof AppError && error.errorCode === 'insufficient.balance')) throw error;
          const { withdrawableMinor } = await withdrawableOf(tx, memberId, await lockMemberWallet(tx, memberId));
          throw new AppError('withdraw.over.balance', { value: { withdrawable: toMajorUnits(withdrawableMinor) } });
        }
        return view((await repo.withTimelines([row]))[0]!);
      });
    },

    async report(memberId: number, query: { from: number; to: number; pageNo: number; pageSize: number }): Promise<WithdrawReport> {
      const { items, totals } = await repository.pageOf(
        memberId,
        { from: new Date(query.from), to: new Date(query.to) },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      const totalCount = totals.reduce((all, group) => all + group.total, 0);
      const amountOf = (statuses: WithdrawalStatus[]) =>
        toMajorUnits(totals.filter((group) => statuses.includes(group.status)).reduce((all, group) => all + group.amountMinor, 0));
      return {
        list: items.map(view),
        pageNum: query.pageNo,
        totalPages: Math.ceil(totalCount / query.pageSize),
        totalCount,
        totals: { paid: amountOf(['APPROVED', 'PAID']), pending: amountOf(['SUBMITTED', 'IN_REVIEW']), rejected: amountOf(['REJECTED']) },
      };
    },

    async listForOperator({ status }: { status?: WithdrawalStatus } = {}): Promise<OperatorWithdrawal[]> {
      return (await repository.listByStatus(status, OPERATOR_LIST_LIMIT)).map(operatorView);
    },

    /** `audit` runs in the decision's transaction when the withdrawal changed (not for a repeat). */
    approve: ({ withdrawalId, operatorId, audit }: { withdrawalId: number; operatorId: number; audit?: StatusChangeAudit<WithdrawalStatus> }) =>
      decide(withdrawalId, { kind: 'approve', operatorId }, audit),

    async reject(
      { withdrawalId, operatorId, reason, audit }: { withdrawalId: number; operatorId: number; reason: string; audit?: StatusChangeAudit<WithdrawalStatus> },
    ): Promise<OperatorWithdrawal> {
      const trimmed = reason.trim();
      if (trimmed.length === 0 || trimmed.length > 200) throw new AppError('request_param_err');
      return decide(withdrawalId, { kind: 'reject', operatorId, reason: trimmed }, audit);
    },

    /**
     * One pass of the review step (the job `withdrawal.review`): submitted withdrawals go into
     * review, and pending ones within their merchant's automatic approval that are older than
     * `autoApproveDelayMs` at `at.now` are approved, on `at.db` (the job's transaction). Rows another
     * process holds are skipped, so two servers never decide one twice. Answers how many of each.
     */
    async reviewStep(autoApproveDelayMs: number, at: { db?: AppDatabase; now?: Date } = {}): Promise<{ inReview: number; approved: number }> {
      const executor = at.db ?? db;
      const now = at.now ?? new Date();
      let inReview = 0;
      let approved = 0;
      await executor.transaction(async (tx) => {
        const repo = createWithdrawalRepository(tx);
        const reviewed = withdrawalStatus.transition('SUBMITTED', 'review');
        for (const id of await repo.lockSubmitted(REVIEW_BATCH)) {
          await repo.addEvent({ withdrawalId: id, status: reviewed });
          await repo.setStatus(id, reviewed);
          inReview++;
        }
      });
      await executor.transaction(async (tx) => {
        const repo = createWithdrawalRepository(tx);
        for (const id of await repo.lockAutoApprovable(new Date(now.getTime() - autoApproveDelayMs), REVIEW_BATCH)) {
          const row = await repo.lock(id);
          if (row && (await decideLocked(tx, row, { kind: 'approve', operatorId: null }))) approved++;
        }
      });
      return { inReview, approved };
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
