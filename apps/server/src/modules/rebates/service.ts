import {
  GAME_CATEGORIES, toMajorUnits, type GameCategory, type RebateAccrued, type RebateCategory, type RebateClaim, type RebateClaimResult, type RebateReport,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { lockMemberWallet, transfer } from '../ledger/service.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { createRebateRepository, type ClaimLine, type RebateRepository, type StoredClaim } from './repository.ts';

const BASIS_POINTS = 10_000;

const isGameCategory = (category: string): category is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(category);

/** A category's rebate: its stakes times its rate, rounded down to the minor unit (a rebate never pays a fraction it did not earn). */
export const rebateMinor = (turnoverMinor: number, rateBasisPoints: number): number => Math.floor((turnoverMinor * rateBasisPoints) / BASIS_POINTS);

const toCategory = (line: ClaimLine): RebateCategory => ({
  gameCategory: line.gameCategory as GameCategory,
  turnover: toMajorUnits(line.turnoverMinor),
  rate: line.rateBasisPoints / 100,
  amount: toMajorUnits(line.amountMinor),
});

const toClaim = (claim: StoredClaim): RebateClaim => ({
  id: claim.id,
  periodFrom: claim.periodFrom.getTime(),
  periodTo: claim.periodTo.getTime(),
  turnover: toMajorUnits(claim.turnoverMinor),
  amount: toMajorUnits(claim.amountMinor),
  categories: claim.lines
    .filter((line) => isGameCategory(line.gameCategory))
    .sort((a, b) => GAME_CATEGORIES.indexOf(a.gameCategory as GameCategory) - GAME_CATEGORIES.indexOf(b.gameCategory as GameCategory))
    .map(toCategory),
});

/**
 * What the member's stakes since the last claim earn: one line per category the merchant pays on
 * (in the catalogue's order), then any other category staked in, at rate 0.
 */
async function accrue(repository: RebateRepository, merchantId: number, memberId: number) {
  const last = await repository.lastClaim(memberId);
  const afterTransferId = last?.throughTransferId ?? 0;
  const [rates, stakes] = await Promise.all([repository.ratesOf(merchantId, memberId), repository.stakesSince(memberId, afterTransferId)]);
  const turnoverOf = new Map(stakes.categories.map((entry) => [entry.gameCategory, entry.turnoverMinor]));
  const categories = GAME_CATEGORIES.filter((category) => rates.has(category) || turnoverOf.has(category));
  const lines: ClaimLine[] = categories.map((gameCategory) => {
    const turnoverMinor = turnoverOf.get(gameCategory) ?? 0;
    const rateBasisPoints = rates.get(gameCategory) ?? 0;
    return { gameCategory, turnoverMinor, rateBasisPoints, amountMinor: rebateMinor(turnoverMinor, rateBasisPoints) };
  });
  return {
    last,
    afterTransferId,
    stakes,
    lines,
    turnoverMinor: lines.reduce((sum, line) => sum + line.turnoverMinor, 0),
    amountMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
  };
}

/**
 * Manual rebates (spec §2, MANPLAYREB3 and PLYRBT): a share of the member's real stakes (the BET
 * transfers of the ledger, by the game's category) at the member's club level's rates, claimed to
 * the wallet as one REBATE transfer from the merchant's promotion expense. A claim pays the stakes
 * since the previous claim; the member's wallet is locked first, so claims and bets of one member
 * take turns and a stake is paid once however many claims arrive together.
 */
export function createRebateService(deps: { db: AppDatabase; walletBalanceMinor: (memberId: number) => Promise<number>; clock?: () => number }) {
  const { db, walletBalanceMinor } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createRebateRepository(db);

  async function settingsOf(merchant: Merchant) {
    const settings = await repository.settings(merchant.id);
    if (!settings) throw new AppError('function.not.available');
    return settings;
  }

  return {
    async accrued(merchant: Merchant, memberId: number): Promise<RebateAccrued> {
      const settings = await settingsOf(merchant);
      const accrued = await accrue(repository, merchant.id, memberId);
      return {
        categories: accrued.lines.map(toCategory),
        turnover: toMajorUnits(accrued.turnoverMinor),
        total: toMajorUnits(accrued.amountMinor),
        minAmount: toMajorUnits(settings.minClaimMinor),
        turnoverMultiple: settings.turnoverMultiple,
        lastClaimAt: accrued.last?.periodTo.getTime() ?? null,
      };
    },

    /** Pays what has accrued, when it reaches the minimum; a repeated `requestId` answers the claim it made. */
    async claim(merchant: Merchant, memberId: number, requestId: string): Promise<RebateClaimResult> {
      const settings = await settingsOf(merchant);
      try {
        return await db.transaction(async (tx) => {
          const claims = createRebateRepository(tx);
          const balanceMinor = await lockMemberWallet(tx, memberId);
          const earlier = await claims.findByRequest(memberId, requestId);
          if (earlier) return { claim: toClaim(earlier), balance: toMajorUnits(balanceMinor) };

          const accrued = await accrue(claims, merchant.id, memberId);
          if (accrued.amountMinor < settings.minClaimMinor || accrued.stakes.throughTransferId === null) {
            throw new AppError('rebate.below.minimum', {
              value: { minAmount: toMajorUnits(settings.minClaimMinor), amount: toMajorUnits(accrued.amountMinor) },
            });
          }
          const periodTo = new Date(clock());
          const periodFrom = accrued.last?.periodTo ?? accrued.stakes.firstStakeAt ?? periodTo;
          const through = accrued.stakes.throughTransferId;
          const paid = await transfer(tx, {
            type: 'REBATE',
            from: { kind: 'promotion-expense', merchantId: merchant.id },
            to: { kind: 'member-wallet', memberId },
            amountMinor: accrued.amountMinor,
            idempotencyKey: `rebate:${memberId}:${accrued.afterTransferId}`,
            reference: `rebate:${memberId}:${through}`,
            memo: 'manual rebate',
          });
          const lines = accrued.lines.filter((line) => line.turnoverMinor > 0);
          const claimId = await claims.insert({
            merchantId: merchant.id, memberId, afterTransferId: accrued.afterTransferId, throughTransferId: through, periodFrom, periodTo,
            turnoverMinor: accrued.turnoverMinor, amountMinor: accrued.amountMinor, transferId: paid.transferId, requestId, lines,
          });
          await addTurnoverRequirement(tx, {
            memberId, requiredMinor: accrued.amountMinor * settings.turnoverMultiple, lockedMinor: accrued.amountMinor, reference: `rebate-claim:${claimId}`,
          });
          const wallet = paid.memberBalances.find((balance) => balance.memberId === memberId && balance.account === 'wallet')!;
          return {
            claim: toClaim({ id: claimId, periodFrom, periodTo, turnoverMinor: accrued.turnoverMinor, amountMinor: accrued.amountMinor, lines }),
            balance: toMajorUnits(wallet.balanceMinor),
          };
        });
      } catch (error) {
        // Another process's claim of the same stakes or with the same id won the race: answer from what it wrote.
        if (uniqueViolation(error) === null) throw error;
        const earlier = await repository.findByRequest(memberId, requestId);
        if (earlier) return { claim: toClaim(earlier), balance: toMajorUnits(await walletBalanceMinor(memberId)) };
        throw new AppError('rebate.below.minimum', { value: { minAmount: toMajorUnits(settings.minClaimMinor), amount: 0 } });
      }
    },

    async report(memberId: number, query: { from: number; to: number; pageNo: number; pageSize: number }): Promise<RebateReport> {
      const page = await repository.pageOf(
        memberId,
        { from: new Date(query.from), to: new Date(query.to) },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: page.items.map(toClaim),
        pageNum: query.pageNo,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalCount: page.total,
        totals: { turnover: toMajorUnits(page.turnoverMinor), amount: toMajorUnits(page.amountMinor) },
      };
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;
