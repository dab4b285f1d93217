import {
  GAME_CATEGORIES, toMajorUnits, type GameCategory, type OperatorRebateRateChange, type OperatorRebateRates, type RebateAccrued, type RebateCategory, type RebateClaim, type RebateClaimResult, type RebateReport,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { lockMemberWallet, transfer } from '../ledger/service.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { BASE_CLUB_LABEL, createRebateRepository, type ClaimLine, type RateRow, type RebateRepository, type StoredClaim } from './repository.ts';

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
 * The rate of each category at an instant, from the history of the member's club level and of the
 * base level: the member's level's newest row in force then, else the base level's, else 0.
 */
function rateAtOf(history: { clubLabel: string; rows: RateRow[] }) {
  return (gameCategory: string, at: Date | null): number => {
    const inForce = (label: string) => history.rows.findLast((row) => row.clubLabel === label && row.gameCategory === gameCategory && at !== null && row.effectiveFrom <= at);
    return (inForce(history.clubLabel) ?? inForce(BASE_CLUB_LABEL))?.rateBasisPoints ?? 0;
  };
}

/**
 * What the member's stakes since the last claim earn: one line per category the merchant pays on
 * (in the catalogue's order), then any other category staked in, at rate 0. Each stake earns the
 * rate in force when it was made; a line whose stakes span a change of rate shows the rate they
 * earned together (its rebate over its stakes).
 */
async function accrue(repository: RebateRepository, merchantId: number, memberId: number, now: Date) {
  const last = await repository.lastClaim(memberId);
  const afterTransferId = last?.throughTransferId ?? 0;
  const history = await repository.rateHistoryOf(merchantId, memberId);
  const rateAt = rateAtOf(history);
  const changes = [...new Set(history.rows.map((row) => row.effectiveFrom.getTime()))].sort((a, b) => a - b).map((at) => new Date(at));
  const stakes = await repository.stakesSince(memberId, afterTransferId, changes);
  const paysOn = new Set(history.rows.map((row) => row.gameCategory));
  const categories = GAME_CATEGORIES.filter((category) => paysOn.has(category) || stakes.categories.some((entry) => entry.gameCategory === category));
  const lines: ClaimLine[] = categories.map((gameCategory) => {
    const stretches = stakes.categories.filter((entry) => entry.gameCategory === gameCategory && entry.turnoverMinor > 0);
    const turnoverMinor = stretches.reduce((sum, entry) => sum + entry.turnoverMinor, 0);
    const amountMinor = stretches.reduce((sum, entry) => sum + rebateMinor(entry.turnoverMinor, rateAt(gameCategory, entry.since)), 0);
    const rateBasisPoints = stretches.length === 0 ? rateAt(gameCategory, now)
      : stretches.length === 1 ? rateAt(gameCategory, stretches[0]!.since) : Math.floor((amountMinor * BASIS_POINTS) / turnoverMinor);
    return { gameCategory, turnoverMinor, rateBasisPoints, amountMinor };
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

  /** The merchant's rules and the rates in force now, by club level and category (for operators). */
  async function ratesInForce(executor: AppDatabase, merchant: Merchant): Promise<OperatorRebateRates> {
    const rules = createRebateRepository(executor);
    const settings = await rules.settings(merchant.id);
    if (!settings) throw new AppError('function.not.available');
    const inForce = new Map<string, RateRow>();
    for (const row of await rules.rateRowsOf(merchant.id)) inForce.set(`${row.clubLabel}:${row.gameCategory}`, row);
    const rates = [...inForce.values()]
      .filter((row) => isGameCategory(row.gameCategory))
      .sort((a, b) => a.clubLabel.localeCompare(b.clubLabel, 'en', { numeric: true })
        || GAME_CATEGORIES.indexOf(a.gameCategory as GameCategory) - GAME_CATEGORIES.indexOf(b.gameCategory as GameCategory))
      .map((row) => ({ clubLabel: row.clubLabel, gameCategory: row.gameCategory as GameCategory, rateBasisPoints: row.rateBasisPoints, effectiveFrom: row.effectiveFrom.toISOString() }));
    return { merchant: merchant.code, minClaim: toMajorUnits(settings.minClaimMinor), turnoverMultiple: settings.turnoverMultiple, rates };
  }

  return {
    operatorRates: (merchant: Merchant) => ratesInForce(db, merchant),

    async accrued(merchant: Merchant, memberId: number): Promise<RebateAccrued> {
      const settings = await settingsOf(merchant);
      const accrued = await accrue(repository, merchant.id, memberId, new Date(clock()));
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

          const accrued = await accrue(claims, merchant.id, memberId, new Date(clock()));
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

    /**
     * Sets a club level's rate for a category, for stakes from now on (those made before keep the
     * rate they earned), and/or the least a claim pays; audited with the values before and after,
     * and only when something changed.
     */
    async setRate(merchant: Merchant, change: OperatorRebateRateChange, audit: OperatorAudit): Promise<OperatorRebateRates> {
      return db.transaction(async (tx) => {
        const rules = createRebateRepository(tx);
        // Locked: two operators' changes of one merchant's rebate take turns, so each audit row's "before" is what it replaced.
        const settings = await rules.settings(merchant.id, { lock: true });
        if (!settings) throw new AppError('function.not.available');
        const before: Record<string, number> = {};
        const after: Record<string, number> = {};
        if (change.gameCategory !== undefined && change.rateBasisPoints !== undefined) {
          const current = (await rules.rateRowsOf(merchant.id)).findLast((row) => row.clubLabel === change.clubLabel && row.gameCategory === change.gameCategory);
          if (current?.rateBasisPoints !== change.rateBasisPoints) {
            if (current) before.rateBasisPoints = current.rateBasisPoints;
            after.rateBasisPoints = change.rateBasisPoints;
            await rules.insertRate(merchant.id, { clubLabel: change.clubLabel, gameCategory: change.gameCategory, rateBasisPoints: change.rateBasisPoints });
          }
        }
        if (change.minClaim !== undefined && change.minClaim !== settings.minClaimMinor) {
          before.minClaimMinor = settings.minClaimMinor;
          after.minClaimMinor = change.minClaim;
          await rules.setMinClaim(merchant.id, change.minClaim);
        }
        if (Object.keys(after).length > 0) {
          await audit(tx, {
            merchantId: merchant.id, reason: change.reason ?? null,
            details: { ...(change.gameCategory === undefined ? {} : { clubLabel: change.clubLabel, gameCategory: change.gameCategory }), before, after },
          });
        }
        return ratesInForce(tx, merchant);
      });
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
