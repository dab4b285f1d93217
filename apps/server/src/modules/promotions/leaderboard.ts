import { LEADERBOARD_TOP, toMajorUnits, type LanguageCode, type Leaderboard, type LeaderboardEntry } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, PromotionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLeaderboardRepository, type RankedMember } from './leaderboard-repository.ts';
import { payPromotionReward } from './payout.ts';
import { periodAt, type PromotionPeriodSpan } from './periods.ts';
import { createPromotionRepository } from './repository.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { textIn } from './service.ts';
import { maskAccount } from '../../lib/masked-account.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How far back a period close catches up (after downtime): periods that ended earlier are left as they are. */
export const LEADERBOARD_CATCH_UP_MS = 14 * DAY_MS;

type Prize = { rank: number; amountMinor: number };
type ClosedPeriod = { promotionId: number; periodKey: string; prizes: number; paidMinor: number; unpaidMinor: number };

/** The bets a period of the mission ranks: within the period and the mission's window. */
function windowOf(promotion: PromotionRow, period: PromotionPeriodSpan, now: Date): { from: Date; to: Date } {
  const from = period.start > promotion.startAt ? period.start : promotion.startAt;
  const ends = [period.end, promotion.endAt].filter((end): end is Date => end !== null);
  // An open-ended period ranks what has been bet so far.
  const to = ends.length > 0 ? new Date(Math.min(...ends.map((end) => end.getTime()))) : new Date(now.getTime() + 1);
  return { from, to };
}

/** The mission's periods that ended after `since` and by `now`, oldest first (a ONCE mission's one period when its window has ended). */
function endedPeriods(promotion: PromotionRow, since: Date, now: Date): (PromotionPeriodSpan & { end: Date })[] {
  const ended: (PromotionPeriodSpan & { end: Date })[] = [];
  const from = new Date(Math.max(promotion.startAt.getTime(), since.getTime()));
  if (promotion.period === 'ONCE') {
    const period = periodAt('ONCE', from, promotion);
    return period.end !== null && period.end <= now && period.end > since ? [{ ...period, end: period.end }] : [];
  }
  for (let period = periodAt(promotion.period, from, promotion); period.end !== null && period.end <= now; period = periodAt(promotion.period, period.end, promotion)) {
    if (promotion.endAt !== null && period.start >= promotion.endAt) break;
    if (period.end > since) ended.push({ ...period, end: period.end });
  }
  return ended;
}

/**
 * The mission leaderboard: a mission's period ranked by its measure from the real bets of the
 * merchant's members (trial accounts aside), with prizes per rank. When a period ends, the job
 * `promotions.leaderboard-close` pays each prized rank through the promotion engine's one payment
 * (budget, BONUS transfer, turnover), once per mission and period: the close is claimed by a row
 * keyed by both, written in the transaction that pays.
 */
export function createLeaderboard(deps: { db: AppDatabase; clock?: () => number }) {
  const { db } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createLeaderboardRepository(db);

  const entryOf = (ranked: RankedMember, prizes: readonly Prize[], memberId: number | null): LeaderboardEntry => {
    const prize = prizes.find((entry) => entry.rank === ranked.rank);
    const own = ranked.memberId === memberId;
    return {
      rank: ranked.rank, name: own ? ranked.username : maskAccount(ranked.username), amount: toMajorUnits(ranked.measuredMinor),
      prize: prize ? toMajorUnits(prize.amountMinor) : null, own,
    };
  };

  /** The mission named by `id` (a MISSION of the merchant), or the merchant's first live mission with prizes. */
  async function missionOf(merchant: Merchant, id: number | undefined, now: Date): Promise<PromotionRow | null> {
    if (id === undefined) return repository.featuredMission(merchant.id, now);
    const promotion = await createPromotionRepository(db).findPromotion(merchant.id, id);
    if (!promotion || promotion.kind !== 'MISSION' || !promotion.measure) throw new AppError('not.found');
    return promotion;
  }

  /** Closes one ended period of the mission: claims it, ranks it and pays each prized rank (what the budget cannot pay is counted unpaid). */
  async function closePeriod(executor: AppDatabase, promotion: PromotionRow, prizes: readonly Prize[], period: PromotionPeriodSpan & { end: Date }, now: Date) {
    return executor.transaction(async (tx): Promise<ClosedPeriod | null> => {
      const repo = createLeaderboardRepository(tx);
      if (!(await repo.claimClose(promotion.id, period))) return null;
      const closed: ClosedPeriod = { promotionId: promotion.id, periodKey: period.key, prizes: 0, paidMinor: 0, unpaidMinor: 0 };
      const ranked = await repo.ranking(promotion.merchantId, promotion.measure!, windowOf(promotion, period, now), prizes.length);
      for (const winner of ranked) {
        const prize = prizes.find((entry) => entry.rank === winner.rank);
        if (!prize) continue;
        try {
          const { transferId } = await payPromotionReward(tx, promotion, {
            memberId: winner.memberId, amountMinor: prize.amountMinor, periodKey: period.key, key: `leaderboard:${promotion.id}:${period.key}:${winner.rank}`,
          });
          await repo.recordAward({
            promotionId: promotion.id, periodKey: period.key, rank: winner.rank, memberId: winner.memberId,
            measuredMinor: winner.measuredMinor, prizeMinor: prize.amountMinor, transferId,
          });
          closed.prizes += 1;
          closed.paidMinor += prize.amountMinor;
        } catch (error) {
          // Past the budget nothing was written for this prize; a smaller one below may still fit.
          if (!(error instanceof AppError && error.errorCode === 'promotion.budget.exhausted')) throw error;
          closed.unpaidMinor += prize.amountMinor;
        }
      }
      await repo.finishClose(promotion.id, period.key, { paidMinor: closed.paidMinor, unpaidMinor: closed.unpaidMinor });
      return closed;
    });
  }

  return {
    /** The ranking of the mission's current period for a member (null: a guest), or null when the merchant runs no mission with prizes. */
    async board(merchant: Merchant, memberId: number | null, language: LanguageCode, id?: number): Promise<Leaderboard | null> {
      const now = new Date(clock());
      const promotion = await missionOf(merchant, id, now);
      if (!promotion) return null;
      const period = periodAt(promotion.period, now, promotion);
      const [prizes, ranked, previous] = await Promise.all([
        repository.prizes(promotion.id),
        repository.ranking(merchant.id, promotion.measure!, windowOf(promotion, period, now), LEADERBOARD_TOP, memberId),
        repository.lastAwarded(promotion.id),
      ]);
      const ownRanked = memberId === null ? undefined : ranked.find((entry) => entry.memberId === memberId);
      const ownUsername = memberId === null || ownRanked ? null : await repository.username(memberId);
      return {
        promotionId: promotion.id, title: textIn(promotion.titles, language), measure: promotion.measure!, period: promotion.period,
        periodKey: period.key, periodStart: period.start.toISOString(), periodEnd: (period.end ?? promotion.endAt)?.toISOString() ?? null,
        serverTime: now.toISOString(),
        prizes: prizes.map((prize) => ({ rank: prize.rank, amount: toMajorUnits(prize.amountMinor) })),
        entries: ranked.filter((entry) => entry.rank <= LEADERBOARD_TOP).map((entry) => entryOf(entry, prizes, memberId)),
        own: memberId === null ? null
          : ownRanked ? entryOf(ownRanked, prizes, memberId)
            : { rank: null, name: ownUsername ?? '', amount: 0, prize: null, own: true },
        previous: previous && {
          periodKey: previous.periodKey,
          winners: previous.winners.map((winner) => ({ ...entryOf(winner, [], memberId), prize: toMajorUnits(winner.prizeMinor) })),
        },
      };
    },

    /**
     * Closes every ended period of every mission with prizes that has not been closed, oldest
     * first, as far back as the catch-up reaches and never before its prizes were set. On the
     * executor given (the job's transaction); each period in a transaction of its own within it.
     */
    async closePeriods(now: Date, executor: AppDatabase = db): Promise<{ periods: number; prizes: number; paidMinor: number; unpaidMinor: number }> {
      const totals = { periods: 0, prizes: 0, paidMinor: 0, unpaidMinor: 0 };
      const repo = createLeaderboardRepository(executor);
      for (const promotion of await repo.missionsWithPrizes(now)) {
        const prizes = await repo.prizes(promotion.id);
        if (prizes.length === 0) continue;
        const setAt = Math.max(...prizes.map((prize) => prize.setAt.getTime()));
        const since = new Date(Math.max(now.getTime() - LEADERBOARD_CATCH_UP_MS, setAt));
        const closed = await repo.closedSince(promotion.id, since);
        for (const period of endedPeriods(promotion, since, now)) {
          if (closed.has(period.key)) continue;
          const result = await closePeriod(executor, promotion, prizes, period, now);
          if (!result) continue;
          totals.periods += 1;
          totals.prizes += result.prizes;
          totals.paidMinor += result.paidMinor;
          totals.unpaidMinor += result.unpaidMinor;
        }
      }
      return totals;
    },

    /** An operator sets a mission's prizes per rank (rank 1 first; none takes them away), audited in the same transaction. */
    async setPrizes(scope: number | null, id: number, amountsMinor: readonly number[], audit: OperatorAudit) {
      return db.transaction(async (tx) => {
        const promotion = await createPromotionRepository(tx).findPromotionById(id);
        if (!promotion || promotion.kind !== 'MISSION' || !promotion.measure) throw new AppError('not.found');
        if (scope !== null && promotion.merchantId !== scope) throw new AppError('permission.denied');
        await createLeaderboardRepository(tx).replacePrizes(id, amountsMinor);
        await audit(tx, {
          merchantId: promotion.merchantId, subjectId: id, amountMinor: amountsMinor.reduce((sum, amount) => sum + amount, 0), details: { prizesMinor: [...amountsMinor] },
        });
        return { id, prizes: amountsMinor.map((amountMinor, index) => ({ rank: index + 1, amount: toMajorUnits(amountMinor) })) };
      });
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboard>;
