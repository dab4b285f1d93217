import {
  toMajorUnits, type ClaimResult, type LanguageCode, type OperatorApplication, type OperatorPromotion, type OperatorPromotionCreate,
  type PromotionAction, type PromotionCategory, type PromotionDetail, type PromotionState, type PromotionStatus, type PromotionSummary, type Reward,
  type RewardCentreTab,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { LocalisedTexts, Merchant, NewPromotionRow, ParticipationRow, PromotionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { sanitizeContentHtml } from '../content/sanitize.ts';
import { promotionArtUrl } from './art.ts';
import { payPromotionReward } from './payout.ts';
import { periodAt } from './periods.ts';
import { createPromotionRepository, type PromotionRepository } from './repository.ts';
import { memberActionIn, promotionStatus, type PromotionMove } from './status.ts';

const DAY_MS = 24 * 60 * 60_000;
/** NEW_MEMBERS promotions are for members registered within this long. */
const NEW_MEMBER_MS = 7 * DAY_MS;
/** Participations a period close handles per batch. */
const CLOSE_BATCH = 500;

const REWARD_TABS: Record<RewardCentreTab, readonly PromotionStatus[]> = {
  claimable: ['CLAIM'],
  progress: ['JOINED', 'PROCESS', 'APPLYING'],
  history: ['CLAIMED', 'ISSUED', 'REJECTED', 'CLOSE'],
};

export const textIn = (texts: LocalisedTexts, language: LanguageCode) => inLanguage(texts, language) ?? '';

/** Rules HTML as stored: every language sanitised. */
export const sanitiseRules = (rules: LocalisedTexts): LocalisedTexts =>
  Object.fromEntries(Object.entries(rules).map(([language, html]) => [language, sanitizeContentHtml(html ?? '')]));

const isOpen = (promotion: PromotionRow, now: Date) =>
  promotion.state === 'ACTIVE' && promotion.startAt <= now && (promotion.endAt === null || promotion.endAt > now);

/** A member's deposits as the deposit offers see them: any credited, and a deposit bonus paid within the last 24 hours. */
type DepositHistory = { credited: boolean; bonusWithinDay: boolean };

/** A player who has not deposited yet: a guest, a trial account, a new member. */
const NEW_PLAYER: DepositHistory = { credited: false, bonusWithinDay: false };

/**
 * Whether a deposit offer is open to a member with this history: a FIRST_DEPOSIT one until one of
 * their deposits is credited, a DEPOSITORS one (the reload) after that; at most one deposit bonus in
 * 24 hours (so none in the 24 hours after the first-deposit bonus was paid); never past its budget.
 */
function depositOfferOpenTo(promotion: PromotionRow, history: DepositHistory, now: Date): boolean {
  if (promotion.kind !== 'DEPOSIT_OFFER' || !isOpen(promotion, now) || history.bonusWithinDay) return false;
  if (promotion.budgetMinor !== null && promotion.spentMinor >= promotion.budgetMinor) return false;
  if (promotion.audience === 'FIRST_DEPOSIT') return !history.credited;
  return promotion.audience !== 'DEPOSITORS' || history.credited;
}

/** The moves that take a deposit bonus paid with its deposit from JOIN to CLAIMED, by the one table. */
const DEPOSIT_BONUS_MOVES: readonly PromotionMove[] = ['join', 'qualify', 'claim'];

/** The fixed reward, or the share of the measure, never above the per-member cap. */
function rewardFor(promotion: PromotionRow, measuredMinor: number): number {
  const formula = promotion.reward;
  const amount = formula.type === 'FIXED' ? formula.amountMinor : Math.floor((Math.max(0, measuredMinor) * formula.basisPoints) / 10_000);
  return Math.min(amount, promotion.perMemberCapMinor);
}

/**
 * The promotion engine: promotions of a merchant, a member's taking part in them (the status
 * machine of status.ts), rewards measured from the member's settled bets or paid with a deposit
 * (the deposit offers: the deposit page's bonuses), and the one place that pays them: a BONUS
 * transfer from the merchant's promotion-expense account with its turnover requirement, counted
 * against the budget in the same transaction.
 */
export function createPromotionService(deps: {
  db: AppDatabase;
  walletBalanceMinor: (memberId: number) => Promise<number>;
  clock?: () => number;
}) {
  const { db, walletBalanceMinor } = deps;
  const clock = deps.clock ?? (() => Date.now());
  const repository = createPromotionRepository(db);

  const currentPeriod = (promotion: PromotionRow, now: Date) => periodAt(promotion.period, now, promotion);

  /** Moves a participation by the table; false when another request moved it first. */
  const move = (repo: PromotionRepository, row: ParticipationRow, action: PromotionMove, change: Partial<ParticipationRow> = {}) =>
    repo.move(row.id, row.status, { ...change, status: promotionStatus.transition(row.status, action) });

  /** What the participation has counted so far within its period (from when the member joined). */
  async function measured(repo: PromotionRepository, promotion: PromotionRow, row: ParticipationRow, now: Date): Promise<number> {
    if (!promotion.measure) return 0;
    const from = row.joinedAt > row.periodStart ? row.joinedAt : row.periodStart;
    const to = row.periodEnd !== null && row.periodEnd < now ? row.periodEnd : now;
    return from < to ? repo.measure(row.memberId, promotion.measure, from, to) : 0;
  }

  /**
   * Brings a measuring participation up to date: a mission that reached its target, or a cashback
   * whose period ended with a loss, becomes claimable; one that counted something is in process;
   * one whose period ended with nothing to pay is closed. Answers the row as it now is.
   */
  async function evaluate(repo: PromotionRepository, promotion: PromotionRow, row: ParticipationRow, now: Date): Promise<ParticipationRow> {
    if (row.status !== 'JOINED' && row.status !== 'PROCESS') return row;
    const amount = await measured(repo, promotion, row, now);
    const ended = row.periodEnd !== null && row.periodEnd <= now;
    const reached = promotion.kind === 'MISSION' ? promotion.targetMinor !== null && amount >= promotion.targetMinor : ended;
    const reward = reached ? rewardFor(promotion, amount) : 0;
    let next: { action: PromotionMove; change?: Partial<ParticipationRow> } | null = null;
    if (reward > 0) next = { action: 'qualify', change: { rewardMinor: reward } };
    else if (ended) next = { action: 'close' };
    else if (amount > 0 && row.status === 'JOINED') next = { action: 'progress' };
    if (!next) return row;
    const status = promotionStatus.transition(row.status, next.action);
    return (await repo.move(row.id, row.status, { ...next.change, status })) ? { ...row, ...next.change, status } : row;
  }

  /** The member's status in a promotion now, and the action it allows (null for none); `offers`: the ids of the deposit offers open to the member. */
  function statusOf(
    promotion: PromotionRow, row: ParticipationRow | undefined, now: Date, offers: ReadonlySet<number>,
  ): { status: PromotionStatus; action: PromotionAction | null } {
    if (row) return { status: row.status, action: memberActionIn(row.status) };
    if (!isOpen(promotion, now)) return { status: 'CLOSE', action: null };
    if (promotion.kind === 'DEPOSIT_OFFER') return offers.has(promotion.id) ? { status: 'JOIN', action: 'deposit' } : { status: 'CLOSE', action: null };
    const status: PromotionStatus = promotion.kind === 'APPLICATION' ? 'APPLY' : 'JOIN';
    return { status, action: memberActionIn(status) };
  }

  /** What the member's deposit offers depend on at `now` (null: a new player's). */
  const depositHistoryOf = async (repo: PromotionRepository, memberId: number | null, now: Date): Promise<DepositHistory> =>
    memberId === null ? NEW_PLAYER : {
      credited: await repo.hasCreditedDeposit(memberId),
      bonusWithinDay: await repo.depositBonusPaidSince(memberId, new Date(now.getTime() - DAY_MS)),
    };

  /** Of `shown`, the deposit offers open to the member now. */
  async function openDepositOffers(repo: PromotionRepository, memberId: number | null, shown: readonly PromotionRow[], now: Date) {
    const offers = shown.filter((promotion) => promotion.kind === 'DEPOSIT_OFFER');
    if (offers.length === 0) return [];
    const history = await depositHistoryOf(repo, memberId, now);
    return offers.filter((promotion) => depositOfferOpenTo(promotion, history, now));
  }

  /** The ids of the deposit offers of `shown` open to the member now (none where the merchant takes no deposits). */
  const offersFor = async (merchant: Merchant, memberId: number | null, shown: readonly PromotionRow[], now: Date): Promise<ReadonlySet<number>> =>
    new Set(merchantFlag(merchant, 'DEPOSIT') ? (await openDepositOffers(repository, memberId, shown, now)).map((promotion) => promotion.id) : []);

  /**
   * The deposit offer `promotionId` when it is open to the member now for a deposit of `amountMinor`
   * (not below its minimum), with the bonus it pays on `creditMinor`; else null.
   */
  async function depositOfferFor(
    repo: PromotionRepository, merchantId: number, memberId: number, deposit: { promotionId: number; amountMinor: number; creditMinor: number }, now: Date,
  ): Promise<{ promotion: PromotionRow; bonusMinor: number } | null> {
    const promotion = await repo.findPromotion(merchantId, deposit.promotionId);
    if (!promotion || deposit.amountMinor < (promotion.minDepositMinor ?? 0)) return null;
    if ((await openDepositOffers(repo, memberId, [promotion], now)).length === 0) return null;
    return { promotion, bonusMinor: rewardFor(promotion, deposit.creditMinor) };
  }

  function summary(promotion: PromotionRow, row: ParticipationRow | undefined, language: LanguageCode, now: Date, offers: ReadonlySet<number>): PromotionSummary {
    return {
      id: promotion.id, kind: promotion.kind, category: promotion.category, title: textIn(promotion.titles, language),
      imageUrl: promotionArtUrl(promotion.id), startAt: promotion.startAt.toISOString(), endAt: promotion.endAt?.toISOString() ?? null,
      period: promotion.period, ...statusOf(promotion, row, now, offers),
    };
  }

  async function detailOf(merchant: Merchant, promotion: PromotionRow, memberId: number | null, language: LanguageCode, now: Date): Promise<PromotionDetail> {
    const found = memberId === null ? undefined
      : (await repository.participationsOf(memberId, [{ promotionId: promotion.id, periodKey: currentPeriod(promotion, now).key }])).get(promotion.id);
    const row = found ? await evaluate(repository, promotion, found, now) : undefined;
    const current = row && promotion.measure ? await measured(repository, promotion, row, now) : null;
    return {
      ...summary(promotion, row, language, now, await offersFor(merchant, memberId, [promotion], now)),
      rulesHtml: textIn(promotion.rulesHtml, language),
      turnoverMultiple: promotion.turnoverMultiple,
      participationId: row?.id ?? null,
      progress: current === null ? null : { current: toMajorUnits(Math.max(0, current)), target: promotion.targetMinor === null ? null : toMajorUnits(promotion.targetMinor) },
      reward: row?.rewardMinor == null ? null : toMajorUnits(row.rewardMinor),
      comment: row?.comment ?? null,
      rejectReason: row?.rejectReason ?? null,
    };
  }

  async function ownPromotion(merchant: Merchant, id: number): Promise<PromotionRow> {
    const promotion = await repository.findPromotion(merchant.id, id);
    if (!promotion) throw new AppError('not.found');
    return promotion;
  }

  /** Refuses a member a promotion for members they are not (registered too long ago for a new members' one). */
  async function requireAudience(promotion: PromotionRow, memberId: number, now: Date) {
    if (promotion.audience !== 'NEW_MEMBERS') return;
    const facts = await repository.memberFacts(memberId);
    if (!facts || now.getTime() - facts.regDate.getTime() > NEW_MEMBER_MS) throw new AppError('promotion.not.eligible');
  }

  /** Starts the member's participation of the current period by `action` (join or apply), as the table allows from the member's status. */
  async function takePart(merchant: Merchant, memberId: number, id: number, action: 'join' | 'apply', comment: string | null) {
    const now = new Date(clock());
    const promotion = await ownPromotion(merchant, id);
    const period = currentPeriod(promotion, now);
    const existing = (await repository.participationsOf(memberId, [{ promotionId: id, periodKey: period.key }])).get(id);
    if (promotion.kind === 'DEPOSIT_OFFER') throw new AppError('action.not.allowed', { value: { status: 'JOIN', action } });
    const step = promotionStatus.step(statusOf(promotion, existing, now, new Set()).status, action);
    if (!step.changed) return;
    const status = step.to;
    await requireAudience(promotion, memberId, now);
    await repository.insertParticipation({
      promotionId: id, memberId, periodKey: period.key, periodStart: period.start, periodEnd: period.end, status, comment: comment || null, joinedAt: now,
    });
  }

  /** Pays a participation's reward once (keyed by the participation), in the caller's transaction; a deposit bonus names its order. */
  const pay = (tx: AppDatabase, promotion: PromotionRow, row: ParticipationRow, amountMinor: number, deposit?: { orderNo: string; creditMinor: number }) =>
    payPromotionReward(tx, promotion, { memberId: row.memberId, amountMinor, periodKey: row.periodKey, key: `promotion-participation:${row.id}`, deposit });

  /** Brings the member's measuring participations up to date (before anything reads their statuses). */
  async function refresh(memberId: number, now: Date) {
    for (const { participation, promotion } of await repository.ownWithPromotion(memberId, ['JOINED', 'PROCESS'])) {
      await evaluate(repository, promotion, participation, now);
    }
  }

  /** Claims one claimable reward of the member; a claimed one answers 0 claimed (paid once, whoever asks twice). */
  async function claimOne(memberId: number, participationId: number): Promise<{ claimed: number; amountMinor: number }> {
    return db.transaction(async (tx) => {
      const repo = createPromotionRepository(tx);
      const row = await repo.lockOwnParticipation(memberId, participationId);
      if (!row) throw new AppError('not.found');
      const step = promotionStatus.step(row.status, 'claim');
      if (!step.changed) return { claimed: 0, amountMinor: 0 };
      const promotion = (await repo.findPromotionById(row.promotionId))!;
      const amountMinor = row.rewardMinor ?? 0;
      const { transferId } = await pay(tx, promotion, row, amountMinor);
      await repo.move(row.id, row.status, { status: step.to, paidTransferId: transferId });
      return { claimed: 1, amountMinor };
    });
  }

  const rewardView = (participation: ParticipationRow, promotion: PromotionRow, language: LanguageCode): Reward => ({
    participationId: participation.id, promotionId: promotion.id, title: textIn(promotion.titles, language), imageUrl: promotionArtUrl(promotion.id),
    periodKey: participation.periodKey, status: participation.status, reward: participation.rewardMinor === null ? null : toMajorUnits(participation.rewardMinor),
    progress: promotion.kind === 'MISSION' && promotion.targetMinor !== null ? { current: 0, target: toMajorUnits(promotion.targetMinor) } : null,
    rejectReason: participation.rejectReason, updatedAt: participation.updatedAt.toISOString(),
  });

  const operatorView = (promotion: PromotionRow, merchant: string, participants: number, claimed: number): OperatorPromotion => ({
    id: promotion.id, merchant, code: promotion.code, kind: promotion.kind, title: textIn(promotion.titles, 'EN'), state: promotion.state,
    budget: promotion.budgetMinor === null ? null : toMajorUnits(promotion.budgetMinor), spent: toMajorUnits(promotion.spentMinor), participants, claimed,
    startAt: promotion.startAt.toISOString(), endAt: promotion.endAt?.toISOString() ?? null,
  });

  /** An application of the operator's scope (null: every merchant), or refused. */
  async function applicationInScope(tx: AppDatabase, scope: number | null, participationId: number) {
    const repo = createPromotionRepository(tx);
    const row = await repo.lockParticipation(participationId);
    const promotion = row ? await repo.findPromotionById(row.promotionId) : null;
    if (!row || !promotion || promotion.kind !== 'APPLICATION') throw new AppError('not.found');
    if (scope !== null && promotion.merchantId !== scope) throw new AppError('permission.denied');
    return { repo, row, promotion };
  }

  return {
    async list(merchant: Merchant, memberId: number | null, language: LanguageCode, category?: PromotionCategory): Promise<PromotionSummary[]> {
      const now = new Date(clock());
      const shown = (await repository.listPromotions(merchant.id)).filter((promotion) => !category || promotion.category === category);
      if (memberId !== null) await refresh(memberId, now);
      const rows = memberId === null ? new Map<number, ParticipationRow>()
        : await repository.participationsOf(memberId, shown.map((promotion) => ({ promotionId: promotion.id, periodKey: currentPeriod(promotion, now).key })));
      const offers = await offersFor(merchant, memberId, shown, now);
      return shown.map((promotion) => summary(promotion, rows.get(promotion.id), language, now, offers));
    },

    async detail(merchant: Merchant, memberId: number | null, language: LanguageCode, id: number): Promise<PromotionDetail> {
      return detailOf(merchant, await ownPromotion(merchant, id), memberId, language, new Date(clock()));
    },

    async join(merchant: Merchant, memberId: number, language: LanguageCode, id: number): Promise<PromotionDetail> {
      await takePart(merchant, memberId, id, 'join', null);
      return detailOf(merchant, await ownPromotion(merchant, id), memberId, language, new Date(clock()));
    },

    async apply(merchant: Merchant, memberId: number, language: LanguageCode, id: number, comment: string | undefined): Promise<PromotionDetail> {
      await takePart(merchant, memberId, id, 'apply', comment ?? null);
      return detailOf(merchant, await ownPromotion(merchant, id), memberId, language, new Date(clock()));
    },

    async claim(memberId: number, participationId: number): Promise<ClaimResult> {
      await refresh(memberId, new Date(clock()));
      const { claimed, amountMinor } = await claimOne(memberId, participationId);
      return { claimed, amount: toMajorUnits(amountMinor), balance: toMajorUnits(await walletBalanceMinor(memberId)) };
    },

    /** Claims every claimable reward; those a spent budget cannot pay stay claimable (and are not counted). */
    async claimAll(memberId: number): Promise<ClaimResult> {
      await refresh(memberId, new Date(clock()));
      let claimed = 0;
      let amountMinor = 0;
      for (const { participation } of await repository.ownWithPromotion(memberId, ['CLAIM'])) {
        try {
          const paid = await claimOne(memberId, participation.id);
          claimed += paid.claimed;
          amountMinor += paid.amountMinor;
        } catch (error) {
          if (!(error instanceof AppError && error.errorCode === 'promotion.budget.exhausted')) throw error;
        }
      }
      return { claimed, amount: toMajorUnits(amountMinor), balance: toMajorUnits(await walletBalanceMinor(memberId)) };
    },

    async rewards(memberId: number, language: LanguageCode, tab: RewardCentreTab): Promise<Reward[]> {
      const now = new Date(clock());
      await refresh(memberId, now);
      const rows = await repository.ownWithPromotion(memberId, REWARD_TABS[tab]);
      return Promise.all(rows.map(async ({ participation, promotion }) => {
        const view = rewardView(participation, promotion, language);
        if (!view.progress) return view;
        return { ...view, progress: { ...view.progress, current: toMajorUnits(Math.max(0, await measured(repository, promotion, participation, now))) } };
      }));
    },

    async unclaimedCount(memberId: number): Promise<number> {
      await refresh(memberId, new Date(clock()));
      return repository.countOwn(memberId, 'CLAIM');
    },

    /**
     * The period close (a job's run, in its transaction `tx`): promotions past their window close;
     * participations whose period ended become claimable (a cashback's loss, a mission reached at
     * the last moment) or closed. Answers what it did.
     */
    async closePeriods(tx: AppDatabase, now: Date): Promise<{ promotionsClosed: number; participations: number }> {
      const repo = createPromotionRepository(tx);
      const promotionsClosed = await repo.closeEnded(now);
      let participations = 0;
      for (;;) {
        const batch = await repo.endedOpen(now, CLOSE_BATCH);
        for (const { participation, promotion } of batch) await evaluate(repo, promotion, participation, now);
        participations += batch.length;
        if (batch.length < CLOSE_BATCH) return { promotionsClosed, participations };
      }
    },

    async applications(scope: number | null, status: 'APPLYING' | 'ISSUED' | 'REJECTED' = 'APPLYING'): Promise<OperatorApplication[]> {
      return (await repository.applications(scope, [status])).map(({ participation, promotion, account, merchant }) => ({
        participationId: participation.id, merchant, account, promotionId: promotion.id, promotion: textIn(promotion.titles, 'EN'),
        periodKey: participation.periodKey, status: participation.status, comment: participation.comment,
        reward: participation.rewardMinor === null ? null : toMajorUnits(participation.rewardMinor), reason: participation.rejectReason,
        createdAt: participation.joinedAt.toISOString(),
      }));
    },

    /** Issues an application: pays the promotion's reward (within budget) and audits it, in one transaction; a repeat answers it as it is. */
    async issue(scope: number | null, participationId: number, audit: OperatorAudit): Promise<{ participationId: number; status: PromotionStatus }> {
      return db.transaction(async (tx) => {
        const { repo, row, promotion } = await applicationInScope(tx, scope, participationId);
        const step = promotionStatus.step(row.status, 'issue');
        if (!step.changed) return { participationId, status: row.status };
        const amountMinor = rewardFor(promotion, 0);
        const { transferId } = await pay(tx, promotion, row, amountMinor);
        await move(repo, row, 'issue', { rewardMinor: amountMinor, paidTransferId: transferId });
        await audit(tx, { merchantId: promotion.merchantId, memberId: row.memberId, subjectId: row.id, amountMinor, details: { promotion: promotion.code, period: row.periodKey, from: row.status, to: step.to } });
        return { participationId, status: step.to };
      });
    },

    async reject(scope: number | null, participationId: number, reason: string, audit: OperatorAudit): Promise<{ participationId: number; status: PromotionStatus }> {
      return db.transaction(async (tx) => {
        const { repo, row, promotion } = await applicationInScope(tx, scope, participationId);
        const step = promotionStatus.step(row.status, 'reject');
        if (!step.changed) return { participationId, status: row.status };
        await move(repo, row, 'reject', { rejectReason: reason });
        await audit(tx, { merchantId: promotion.merchantId, memberId: row.memberId, subjectId: row.id, reason, details: { promotion: promotion.code, period: row.periodKey, from: row.status, to: step.to } });
        return { participationId, status: step.to };
      });
    },

    async operatorList(scope: number | null): Promise<OperatorPromotion[]> {
      return (await repository.promotionsWithCounts(scope)).map(({ promotion, merchant, participants, claimed }) => operatorView(promotion, merchant, participants, claimed));
    },

    /** Creates a promotion of `merchant` (rules sanitised), audited in its transaction. */
    async create(merchant: Merchant, request: ParsedPromotionCreate, audit: OperatorAudit): Promise<OperatorPromotion> {
      return db.transaction(async (tx) => {
        const repo = createPromotionRepository(tx);
        if ((await repo.listPromotions(merchant.id)).some((promotion) => promotion.code === request.code)) throw new AppError('field.invalid', { value: { field: 'code' } });
        const promotion = await repo.insertPromotion(promotionRow(merchant.id, request));
        await audit(tx, { merchantId: merchant.id, subjectId: promotion.id, details: { code: promotion.code, kind: promotion.kind } });
        return operatorView(promotion, merchant.code, 0, 0);
      });
    },

    /** Pauses, resumes or closes a promotion of the operator's scope, audited. */
    async setState(scope: number | null, id: number, state: PromotionState, reason: string | null, audit: OperatorAudit): Promise<OperatorPromotion> {
      return db.transaction(async (tx) => {
        const repo = createPromotionRepository(tx);
        const promotion = await repo.findPromotionById(id);
        if (!promotion) throw new AppError('not.found');
        if (scope !== null && promotion.merchantId !== scope) throw new AppError('permission.denied');
        if (promotion.state === 'CLOSED' && state !== 'CLOSED') throw new AppError('action.not.allowed', { value: { status: promotion.state, action: state } });
        await repo.setState(id, state);
        if (promotion.state !== state) await audit(tx, { merchantId: promotion.merchantId, subjectId: id, reason, details: { code: promotion.code, from: promotion.state, to: state } });
        const [row] = (await repo.promotionsWithCounts(promotion.merchantId)).filter((entry) => entry.promotion.id === id);
        return operatorView(row!.promotion, row!.merchant, row!.participants, row!.claimed);
      });
    },

    findById: (id: number) => repository.findPromotionById(id),

    /** The deposit offers open to the member now (null: a guest or trial account, offered what a new player is). */
    depositOffers: async (merchant: Merchant, memberId: number | null): Promise<PromotionRow[]> =>
      merchantFlag(merchant, 'DEPOSIT') ? openDepositOffers(repository, memberId, await repository.listPromotions(merchant.id), new Date(clock())) : [],

    /**
     * The bonus a deposit would earn with the deposit offer `promotionId` at `now`, in the caller's
     * transaction (which holds the member's lock); null when the offer is not open to the member
     * or the deposit is below its minimum.
     */
    async depositBonusQuote(
      tx: AppDatabase, merchantId: number, memberId: number, deposit: { promotionId: number; amountMinor: number; creditMinor: number }, now: Date,
    ): Promise<number | null> {
      return (await depositOfferFor(createPromotionRepository(tx), merchantId, memberId, deposit, now))?.bonusMinor ?? null;
    },

    /**
     * Pays the bonus of a deposit being credited in `tx` (the deposit's own transaction, which holds
     * the member's lock and has not marked the order paid yet) when the offer is still open to the
     * member: the member's participation of the period, CLAIMED by the status table, and its payment.
     * Answers the bonus paid: 0 when the member no longer qualifies or the budget cannot pay it
     * (the deposit is credited all the same, and nothing of the bonus is written).
     */
    async payDepositBonus(
      tx: AppDatabase, order: { merchantId: number; memberId: number; promotionId: number; orderNo: string; amountMinor: number; creditMinor: number }, now: Date,
    ): Promise<number> {
      const offer = await depositOfferFor(createPromotionRepository(tx), order.merchantId, order.memberId, order, now);
      if (!offer || offer.bonusMinor <= 0) return 0;
      const { promotion, bonusMinor } = offer;
      const period = currentPeriod(promotion, now);
      const status = DEPOSIT_BONUS_MOVES.reduce<PromotionStatus>((from, action) => promotionStatus.transition(from, action), 'JOIN');
      try {
        return await tx.transaction(async (savepoint) => {
          const repo = createPromotionRepository(savepoint);
          const row = await repo.insertParticipation({
            promotionId: promotion.id, memberId: order.memberId, periodKey: period.key, periodStart: period.start, periodEnd: period.end,
            status, rewardMinor: bonusMinor, joinedAt: now,
          });
          if (!row) return 0;
          const { transferId } = await pay(savepoint, promotion, row, bonusMinor, { orderNo: order.orderNo, creditMinor: order.creditMinor });
          await repo.move(row.id, status, { status, paidTransferId: transferId });
          return bonusMinor;
        });
      } catch (error) {
        if (error instanceof AppError && error.errorCode === 'promotion.budget.exhausted') return 0;
        throw error;
      }
    },
  };
}

/** An operator's new promotion, as the contract parsed it (amounts in minor units). */
export type ParsedPromotionCreate = Omit<OperatorPromotionCreate, 'target' | 'reward' | 'perMemberCap' | 'budget'> & {
  target?: number; reward?: number; perMemberCap: number; budget?: number;
};

/** The row of a new promotion; refuses a kind without what it needs (a mission's target, a cashback's share). */
export function promotionRow(merchantId: number, request: ParsedPromotionCreate): NewPromotionRow {
  const needs = (ok: boolean, field: string) => { if (!ok) throw new AppError('field.invalid', { value: { field } }); };
  needs(request.kind === 'APPLICATION' || request.measure !== undefined, 'measure');
  needs(request.kind !== 'MISSION' || request.target !== undefined, 'target');
  needs(request.kind === 'CASHBACK' ? request.percentBasisPoints !== undefined : request.reward !== undefined, request.kind === 'CASHBACK' ? 'percentBasisPoints' : 'reward');
  const reward = request.kind === 'CASHBACK' ? { type: 'PERCENT' as const, basisPoints: request.percentBasisPoints! } : { type: 'FIXED' as const, amountMinor: request.reward! };
  return {
    merchantId, code: request.code, kind: request.kind, category: request.category, period: request.period, audience: request.audience ?? 'ALL',
    measure: request.kind === 'APPLICATION' ? null : request.measure!, targetMinor: request.target ?? null, reward,
    turnoverMultiple: request.turnoverMultiple, budgetMinor: request.budget ?? null, perMemberCapMinor: request.perMemberCap,
    imageSeed: request.code, titles: request.titles, rulesHtml: sanitiseRules(request.rules),
    startAt: request.startAt ? new Date(request.startAt) : new Date(), endAt: request.endAt ? new Date(request.endAt) : null,
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
