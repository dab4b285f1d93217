import {
  bestOddsMilli, drawLotteryNumbers, fairGameOfLottery, lotteryPlay, payoutOf, prizeModeFor, toMajorUnits, unitsOf,
  type EndpointQuery, type Lottery, type LotteryDraw, type LotteryGame, type LotteryOrder, type LotteryOrderRequest,
  type LotteryResult, type PrizeMode, type VendorCategory,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { LotteryIssueRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { Period } from '../jobs/schedule.ts';
import type { Fairness } from '../fairness/service.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import { createLotteryRepository, type LotteryGameRow, type StoredOrder } from './repository.ts';
import { lotteryScheduleOf, type LotteryIssueTimes } from './schedule.ts';

const RESULTS_SHOWN = 10;
export const RESULT_HISTORY_LIMIT = 100;

/** Each sub-order is one round of the vendor: its debit, its rollback on a cancel, its credit on the draw. */
const roundOf = (subOrderId: number) => `lottery-${subOrderId}`;
const betTransaction = (subOrderId: number) => `lottery-bet-${subOrderId}`;
const voidTransaction = (subOrderId: number) => `lottery-void-${subOrderId}`;
const payTransaction = (subOrderId: number) => `lottery-pay-${subOrderId}`;

/** The fair round of an issue; its key is also the public seed the draw is read with. */
const roundKeyOf = (game: LotteryGameRow, issueNo: string) => `${game.vendor}/${game.gameCode}/${issueNo}`;

const toResult = (issue: LotteryIssueRow): LotteryResult => ({
  issueNo: issue.issueNo, numbers: issue.numbers ?? [], drawnAt: issue.drawAt.getTime(), fairRoundId: issue.fairRoundId,
});

/** The vendors whose games the prize mode names (the spec's launch form gives a code and a mode, not a vendor). */
const VENDORS_OF_MODE: Record<PrizeMode, readonly string[]> = {
  Lott: ['LOTT', 'TCG_LOTTO_VN'], Elott: ['ELOTT', 'LOTT', 'TCG_LOTTO_VN'], SEA: ['TCG_SEA'], ZY: ['LOTT', 'TCG_LOTTO_VN'],
};

function toOrder(stored: StoredOrder, nowMs: number): LotteryOrder {
  const { order, issue, game, subOrders } = stored;
  const kind = lotteryScheduleOf(game).format.kind;
  const shown = subOrders.map((subOrder) => ({
    id: subOrder.id,
    play: subOrder.play,
    selection: subOrder.selection,
    units: subOrder.units,
    unitStake: toMajorUnits(subOrder.unitStakeMinor),
    multiple: subOrder.multiple,
    stake: toMajorUnits(subOrder.stakeMinor),
    odds: subOrder.oddsMilli / 1000,
    status: subOrder.status === 'PENDING' ? 'OPEN' as const : subOrder.status,
    payout: toMajorUnits(subOrder.payoutMinor),
  }));
  const taken = subOrders.filter((subOrder) => subOrder.status !== 'CANCELLED');
  return {
    id: order.id,
    gameName: game.name,
    vendor: game.vendor,
    gameCode: game.gameCode,
    kind,
    issueNo: issue.issueNo,
    createdAt: order.createdAt.toISOString(),
    closesAt: issue.closesAt.toISOString(),
    stake: toMajorUnits(taken.reduce((total, subOrder) => total + subOrder.stakeMinor, 0)),
    payout: toMajorUnits(subOrders.reduce((total, subOrder) => total + subOrder.payoutMinor, 0)),
    open: issue.numbers === null && issue.closesAt.getTime() > nowMs,
    result: issue.numbers === null ? null : toResult(issue),
    subOrders: shown,
  };
}

/**
 * The lottery: issues on each lottery's schedule, each a provably-fair round opened before it is
 * sold; orders of sub-orders whose stakes are debits of the in-house vendor; cancels before the
 * close; the draw (a job per lottery on the job runner) that reveals the round and settles the
 * issue's sub-orders, each credited once.
 */
export function createLotteryService(deps: {
  db: AppDatabase;
  fairness: Fairness;
  /**
   * The in-house vendor client working on the given database handle: the draw job credits on its
   * run's transaction (so a run's credits commit with it, and PGlite's one connection is not waited for).
   */
  vendorOn: (db: AppDatabase) => InHouseVendor;
  now?: () => number;
}) {
  const { db, fairness, vendorOn } = deps;
  const clock = deps.now ?? Date.now;
  const repository = createLotteryRepository(db);

  /** The issue's row, its fair round opened (its commitment published) the first time anyone needs it. */
  async function ensureIssue(handle: AppDatabase, game: LotteryGameRow, times: LotteryIssueTimes): Promise<LotteryIssueRow> {
    const repo = createLotteryRepository(handle);
    const existing = await repo.findIssue(game.id, times.issueNo);
    if (existing) return existing;
    const kind = lotteryScheduleOf(game).format.kind;
    const round = await fairness.open(handle, { game: fairGameOfLottery(kind), round: roundKeyOf(game, times.issueNo) });
    return repo.insertIssue({
      gameId: game.id, issueNo: times.issueNo, closesAt: new Date(times.closesAtMs), drawAt: new Date(times.drawAtMs),
      fairRoundId: round.id, commitment: round.commitment,
    });
  }

  async function findGame(vendor: string | undefined, gameCode: string, prizeMode: PrizeMode | undefined): Promise<LotteryGameRow> {
    const candidates = vendor ? [vendor] : (prizeMode ? VENDORS_OF_MODE[prizeMode] : [...new Set(Object.values(VENDORS_OF_MODE).flat())]);
    for (const candidate of candidates) {
      const game = await repository.findGame(candidate, gameCode);
      if (game) return game;
    }
    throw new AppError('not.found');
  }

  async function orderOf(memberId: number, orderId: number): Promise<LotteryOrder> {
    const stored = await repository.findOrder(memberId, orderId);
    if (!stored) throw new AppError('not.found');
    return toOrder(stored, clock());
  }

  /** Gives back the stakes of sub-orders whose order could not be completed. */
  async function voidStakes(vendor: InHouseVendor, subOrderIds: number[]): Promise<void> {
    for (const id of subOrderIds) {
      await vendor.rollback({ transactionId: voidTransaction(id), refTransactionId: betTransaction(id), roundId: roundOf(id) });
    }
  }

  /** Reveals the issue's round, stores its numbers and settles its open sub-orders (once: a drawn issue keeps its numbers). */
  async function drawIssue(tx: AppDatabase, game: LotteryGameRow, times: LotteryIssueTimes): Promise<{ issueNo: string; settled: number }> {
    const repo = createLotteryRepository(tx);
    const format = lotteryScheduleOf(game).format;
    const issue = (await repo.lockIssue((await ensureIssue(tx, game, times)).id))!;
    let numbers = issue.numbers;
    if (!numbers) {
      const key = { game: fairGameOfLottery(format.kind), round: roundKeyOf(game, issue.issueNo) };
      numbers = (await fairness.reveal(tx, key, key.round, (random) => drawLotteryNumbers(format, random))).outcome;
      await repo.setNumbers(issue.id, numbers, new Date(clock()));
    }
    const vendor = vendorOn(tx);
    // An order that never completed gives back whatever it took; a sub-order whose debit never came has no round to roll back.
    for (const pending of await repo.lockPendingSubOrders(issue.id)) {
      try {
        await vendor.rollback({ transactionId: voidTransaction(pending.id), refTransactionId: betTransaction(pending.id), roundId: roundOf(pending.id) });
      } catch (error) {
        if (!(error instanceof AppError && error.errorCode === 'game.round.invalid')) throw error;
      }
      await repo.setSubOrderStatus(pending.id, 'CANCELLED');
    }
    const open = await repo.lockOpenSubOrders(issue.id);
    for (const { subOrder } of open) {
      const play = lotteryPlay(format.kind, subOrder.play);
      const payoutMinor = play ? payoutOf(play, subOrder.selection, subOrder.unitStakeMinor, subOrder.multiple, numbers) : 0;
      // The credit closes the vendor's round (0 for a loss); on the run's transaction, so it is made once with the settlement.
      await vendor.credit({
        transactionId: payTransaction(subOrder.id), roundId: roundOf(subOrder.id), amountMinor: payoutMinor,
        outcome: [issue.issueNo, numbers.join(' '), subOrder.play, subOrder.selection.join(' ').slice(0, 40)],
      });
      await repo.settleSubOrder(subOrder.id, payoutMinor > 0 ? 'WON' : 'LOST', payoutMinor, new Date(clock()));
    }
    return { issueNo: issue.issueNo, settled: open.length };
  }

  return {
    /** Deletes up to `limit` issues drawn before `before` that hold no order, and their fair rounds (the prune job's work, on its transaction). */
    async pruneUnplayed(tx: AppDatabase, before: Date, limit: number): Promise<number> {
      const fairRoundIds = await createLotteryRepository(tx).deleteUnplayedIssues(before, limit);
      await fairness.forget(tx, fairRoundIds);
      return fairRoundIds.length;
    },

    /** GET /lgw/game: the lottery, its issue on sale (its round opened) and its latest results. */
    async game(query: EndpointQuery<'lotteryGame'>, vendorSorting: readonly VendorCategory[], toGame: (row: LotteryGameRow) => LotteryGame['game']): Promise<LotteryGame> {
      const game = await findGame(query.vendor, query.gameCode, query.prizeMode);
      const schedule = lotteryScheduleOf(game);
      const [issue, results] = await Promise.all([ensureIssue(db, game, schedule.onSale(clock())), repository.results(game.id, RESULTS_SHOWN)]);
      return {
        game: toGame(game),
        prizeMode: prizeModeFor(game.vendor, vendorSorting),
        kind: schedule.format.kind,
        issue: { issueNo: issue.issueNo, closesAt: issue.closesAt.getTime(), drawAt: issue.drawAt.getTime(), fairRoundId: issue.fairRoundId, commitment: issue.commitment },
        results: results.map(toResult),
        minUnitStake: toMajorUnits(game.minBetMinor),
      };
    },

    /**
     * POST /lgw/orders: only for the issue on sale, before its close. The order and its sub-orders are
     * written first (the request id makes a repeated submit answer the first order), then each stake is
     * debited through the vendor; a refused debit gives back the stakes already taken and removes the order.
     */
    async placeOrder(session: MemberSession, merchantCode: string, body: LotteryOrderRequest): Promise<LotteryOrder> {
      const earlier = await repository.orderIdOfRequest(session.memberId, body.requestId);
      if (earlier !== null) return orderOf(session.memberId, earlier);
      const game = await findGame(body.vendor, body.gameCode, undefined);
      const schedule = lotteryScheduleOf(game);
      const subOrders = body.subOrders.map((request, index) => {
        const play = lotteryPlay(schedule.format.kind, request.play);
        const units = play ? unitsOf(play, request.selection) : 0;
        if (!play || units === 0 || request.unitStakeMinor < game.minBetMinor) throw new AppError('lottery.selection.invalid', { value: { index } });
        return { ...request, units, stakeMinor: units * request.unitStakeMinor * request.multiple, oddsMilli: bestOddsMilli(play, request.selection) };
      });
      const onSale = schedule.onSale(clock());
      if (body.issueNo !== onSale.issueNo) throw new AppError('lottery.closed');
      const issue = await ensureIssue(db, game, onSale);
      const placed = await db.transaction(async (tx) => {
        const repo = createLotteryRepository(tx);
        const orderId = await repo.insertOrder({ memberId: session.memberId, issueId: issue.id, requestId: body.requestId });
        if (orderId === null) return null;
        const rows = await repo.insertSubOrders(subOrders.map((subOrder) => ({
          orderId, play: subOrder.play, selection: subOrder.selection, units: subOrder.units, unitStakeMinor: subOrder.unitStakeMinor,
          multiple: subOrder.multiple, stakeMinor: subOrder.stakeMinor, oddsMilli: subOrder.oddsMilli,
        })));
        return { orderId, ids: rows.map((row) => row.id) };
      });
      if (!placed) return orderOf(session.memberId, (await repository.orderIdOfRequest(session.memberId, body.requestId))!);
      const vendor = vendorOn(db);
      const debited: number[] = [];
      try {
        const launch = await vendor.launchFor(session, merchantCode, game.id);
        for (const [index, id] of placed.ids.entries()) {
          await vendor.debit({ launch, transactionId: betTransaction(id), roundId: roundOf(id), amountMinor: subOrders[index]!.stakeMinor });
          debited.push(id);
        }
        // Open only while the issue is: the draw locks the issue too, so a sub-order is either open before it or never.
        await db.transaction(async (tx) => {
          const repo = createLotteryRepository(tx);
          const locked = await repo.lockIssue(issue.id);
          if (!locked || locked.numbers !== null || locked.closesAt.getTime() <= clock()) throw new AppError('lottery.closed');
          for (const id of placed.ids) await repo.setSubOrderStatus(id, 'OPEN');
        });
      } catch (error) {
        await voidStakes(vendor, debited);
        await repository.deleteOrder(placed.orderId);
        throw error;
      }
      return orderOf(session.memberId, placed.orderId);
    },

    async orders(memberId: number, paging: { page: number; pageSize: number }) {
      const { orders, total } = await repository.listOrders(memberId, paging.pageSize, (paging.page - 1) * paging.pageSize);
      const nowMs = clock();
      return { list: orders.map((stored) => toOrder(stored, nowMs)), pageNum: paging.page, totalPages: Math.ceil(total / paging.pageSize) };
    },

    order: orderOf,

    /** POST /lgw/orders/suborders/cancel: before the close, the stake goes back (once; asking again answers the same). */
    async cancel(memberId: number, subOrderId: number): Promise<LotteryOrder> {
      const cancelled = await db.transaction(async (tx) => {
        const row = await createLotteryRepository(tx).lockSubOrder(memberId, subOrderId);
        if (!row) throw new AppError('not.found');
        if (row.subOrder.status === 'CANCELLED') return row;
        if (row.subOrder.status !== 'OPEN' || row.issue.numbers !== null || row.issue.closesAt.getTime() <= clock()) throw new AppError('lottery.closed');
        await createLotteryRepository(tx).setSubOrderStatus(subOrderId, 'CANCELLED');
        return row;
      });
      await voidStakes(vendorOn(db), [subOrderId]);
      return orderOf(memberId, cancelled.order.id);
    },

    /**
     * The draw job's period of a lottery: draws the issue that draws at the period's end, and any
     * earlier issue of the lottery holding orders that was never drawn (missed beyond the job's catch-up),
     * then credits every settled sub-order still due. Work on `tx`, the run's transaction: it pays once.
     */
    async drawPeriod(tx: AppDatabase, ref: { vendor: string; gameCode: string }, period: Period) {
      const game = await createLotteryRepository(tx).findGame(ref.vendor, ref.gameCode);
      if (!game) return { drawn: 0, settled: 0 };
      const schedule = lotteryScheduleOf(game);
      const missed = await createLotteryRepository(tx).undrawnWithOrders(game.id, period.start);
      const draws = [...missed.map((issue) => schedule.issueAt(issue.drawAt.getTime())), schedule.issueAt(period.end.getTime())];
      let settled = 0;
      for (const times of draws) settled += (await drawIssue(tx, game, times)).settled;
      return { drawn: draws.length, settled };
    },

    /** The lottery list's draw fields of each game: the issue on sale and the latest stored result. */
    async boards(rows: LotteryGameRow[]): Promise<Map<number, Pick<Lottery, 'drawIntervalSeconds' | 'format' | 'nextDraw' | 'lastDraw'>>> {
      const latest = new Map((await repository.latestResults(rows.map((row) => row.id))).map((issue) => [issue.gameId, issue]));
      const nowMs = clock();
      return new Map(rows.map((row) => {
        const schedule = lotteryScheduleOf(row);
        const onSale = schedule.onSale(nowMs);
        const last = latest.get(row.id);
        return [row.id, {
          drawIntervalSeconds: schedule.intervalMs / 1000,
          format: { count: schedule.format.count, min: schedule.format.min, max: schedule.format.max },
          nextDraw: { drawNo: onSale.issueNo, closesAt: onSale.closesAtMs },
          lastDraw: last ? { drawNo: last.issueNo, numbers: last.numbers!, drawnAt: last.drawAt.getTime() } : null,
        }];
      }));
    },

    /** A lottery's stored results, the latest first (at most RESULT_HISTORY_LIMIT). */
    async history(row: LotteryGameRow, paging: { page: number; pageSize: number }): Promise<{ list: LotteryDraw[]; pageNum: number; totalPages: number }> {
      const total = Math.min(RESULT_HISTORY_LIMIT, await repository.countResults(row.id));
      const offset = (paging.page - 1) * paging.pageSize;
      const issues = offset >= total ? [] : await repository.results(row.id, Math.min(paging.pageSize, total - offset), offset);
      return {
        list: issues.map((issue) => ({ drawNo: issue.issueNo, numbers: issue.numbers!, drawnAt: issue.drawAt.getTime() })),
        pageNum: paging.page,
        totalPages: Math.ceil(total / paging.pageSize),
      };
    },

    lotteryGames: () => repository.lotteryGames(),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
