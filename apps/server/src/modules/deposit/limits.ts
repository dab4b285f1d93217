import {
  DEPOSIT_LIMIT_PERIODS, toMajorUnits, type DepositLimit, type DepositLimitPeriod, type DepositLimits, type ParsedDepositLimitsRequest,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createDepositRepository, type DepositLimitRow, type DepositRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Rolling windows of the periods. */
const PERIOD_MS: Record<DepositLimitPeriod, number> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS, monthly: 30 * 24 * HOUR_MS };
/** A raise or a removal waits this long, so a limit cannot be lifted in the heat of a session. */
export const LIMIT_RAISE_DELAY_MS = 24 * HOUR_MS;

type LimitState = { limitMinor: number | null; pending: { limitMinor: number | null; effectiveAt: Date } | null };

/** The limit in force at `now`: a pending change whose time has come applies. */
function stateAt(row: DepositLimitRow | undefined, now: Date): LimitState {
  if (!row) return { limitMinor: null, pending: null };
  const pending = row.pendingEffectiveAt ? { limitMinor: row.pendingLimitMinor, effectiveAt: row.pendingEffectiveAt } : null;
  if (pending && pending.effectiveAt <= now) return { limitMinor: pending.limitMinor, pending: null };
  return { limitMinor: row.limitMinor, pending };
}

/** Lowering (or a first limit) applies at once; raising or removing waits `LIMIT_RAISE_DELAY_MS`. */
function changed(state: LimitState, wantedMinor: number | null, now: Date): LimitState {
  const current = state.limitMinor;
  if (wantedMinor === current) return { limitMinor: current, pending: null };
  if (wantedMinor !== null && (current === null || wantedMinor < current)) return { limitMinor: wantedMinor, pending: null };
  if (state.pending && state.pending.limitMinor === wantedMinor) return state;
  return { limitMinor: current, pending: { limitMinor: wantedMinor, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}

type PeriodUse = { period: DepositLimitPeriod; state: LimitState; usedMinor: number };

/** The limit `amountMinor` would pass, the tightest first; null when every limit leaves room for it. */
function exceededLimit(periods: PeriodUse[], amountMinor: number): { period: DepositLimitPeriod; remainingMinor: number } | null {
  return periods
    .filter(({ state }) => state.limitMinor !== null)
    .map(({ period, state, usedMinor }) => ({ period, remainingMinor: Math.max(0, state.limitMinor! - usedMinor) }))
    .filter(({ remainingMinor }) => amountMinor > remainingMinor)
    .sort((a, b) => a.remainingMinor - b.remainingMinor)[0] ?? null;
}

/**
 * Responsible-gambling deposit limits per rolling day, week and month. An order is refused when
 * the credited deposits and the orders still awaiting payment leave no room for it (an awaiting
 * order may be paid any moment; counting it only when credited would let several open orders
 * together pass the limit); a payment is credited only when the credited deposits leave room for
 * it at that moment (a late payment of an expired order, or a limit lowered meanwhile).
 */
export function createDepositLimits(db: AppDatabase, now: () => number) {
  const periodsOf = async (repository: DepositRepository, memberId: number, at: Date, use: { creditedOnly?: boolean } = {}): Promise<PeriodUse[]> => {
    const rows = await repository.limitsOf(memberId);
    return Promise.all(DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const state = stateAt(rows.find((row) => row.period === period), at);
      const usedMinor = await repository.depositedSince(memberId, new Date(at.getTime() - PERIOD_MS[period]), at, use);
      return { period, state, usedMinor };
    }));
  };

  const view = async (repository: DepositRepository, memberId: number, at: Date): Promise<DepositLimits> => {
    const periods = await periodsOf(repository, memberId, at);
    const entry = ({ state, usedMinor }: (typeof periods)[number]): DepositLimit => ({
      limit: state.limitMinor === null ? null : toMajorUnits(state.limitMinor),
      used: toMajorUnits(usedMinor),
      remaining: state.limitMinor === null ? null : toMajorUnits(Math.max(0, state.limitMinor - usedMinor)),
      pending: state.pending
        ? { limit: state.pending.limitMinor === null ? null : toMajorUnits(state.pending.limitMinor), effectiveAt: state.pending.effectiveAt.getTime() }
        : null,
    });
    const [daily, weekly, monthly] = periods.map(entry);
    return { daily: daily!, weekly: weekly!, monthly: monthly! };
  };

  return {
    view: (memberId: number) => view(createDepositRepository(db), memberId, new Date(now())),

    async set(memberId: number, request: ParsedDepositLimitsRequest): Promise<DepositLimits> {
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const repository = createDepositRepository(tx);
        await repository.lockMember(memberId);
        const rows = await repository.limitsOf(memberId);
        for (const period of DEPOSIT_LIMIT_PERIODS) {
          const wanted = request[period];
          if (wanted === undefined) continue;
          const next = changed(stateAt(rows.find((row) => row.period === period), at), wanted, at);
          await repository.saveLimit({
            memberId, period, limitMinor: next.limitMinor,
            pendingLimitMinor: next.pending?.limitMinor ?? null, pendingEffectiveAt: next.pending?.effectiveAt ?? null, updatedAt: at,
          });
        }
        return view(repository, memberId, at);
      });
    },

    /**
     * Refuses `amountMinor` when it is over what a limit leaves (the tightest one is named). Call it
     * in the transaction that holds the member's lock and writes the order.
     */
    async check(tx: AppDatabase, memberId: number, amountMinor: number, at: Date): Promise<void> {
      const exceeded = exceededLimit(await periodsOf(createDepositRepository(tx), memberId, at), amountMinor);
      if (exceeded) {
        throw new AppError('deposit.limit.exceeded', { value: { period: exceeded.period, remaining: toMajorUnits(exceeded.remainingMinor) } });
      }
    },

    /** Whether crediting `amountMinor` now keeps every limit. Call it in the transaction that holds the member's lock and credits. */
    async allowsCredit(tx: AppDatabase, memberId: number, amountMinor: number, at: Date): Promise<boolean> {
      return exceededLimit(await periodsOf(createDepositRepository(tx), memberId, at, { creditedOnly: true }), amountMinor) === null;
    },
  };
}

export type DepositLimitService = ReturnType<typeof createDepositLimits>;
