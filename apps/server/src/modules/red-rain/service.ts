import { randomInt } from 'node:crypto';
import {
  isAgent, OPERATOR_RED_RAIN_LIST_LIMIT, RED_RAIN_AGENT_LIST_LIMIT, toMajorUnits,
  type OperatorRedRainSchedule, type OperatorRedRainSession, type RedRainAgentSession, type RedRainCurrent, type RedRainResult, type RedRainSession, type RedRainStatus, type RedRainTap,
  type RedRainTapRequest, type RedRainTally, type redRainCreateRequestSchema,
} from '@m/contract';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, RedRainSessionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { transfer, type AccountRef } from '../ledger/service.ts';
import { createRedRainRepository, type StoredSession, type Tally } from './repository.ts';

type Caller = { memberId: number; type: number };
type CreateRequest = z.output<typeof redRainCreateRequestSchema>;

/** An envelope holds between a fifth of the largest and the largest: a fifth of the member's cap, at least 0.01. */
const ENVELOPES_PER_CAP = 5;
/** Sessions one settlement run returns at most (the next run takes the rest). */
const SETTLE_BATCH = 200;

/** A session an operator cancelled is over for players and its agent (operators see it as CANCELLED). */
const statusAt = (session: RedRainSessionRow, now: number): RedRainStatus =>
  session.cancelledAt !== null ? 'ENDED' : now < session.startsAt.getTime() ? 'UPCOMING' : now < session.endsAt.getTime() ? 'LIVE' : 'ENDED';

const sessionView = (session: StoredSession, now: number): RedRainSession => ({
  id: session.id,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  status: statusAt(session, now),
  budget: toMajorUnits(session.budgetMinor),
  perMemberCap: toMajorUnits(session.perMemberCapMinor),
  remaining: toMajorUnits(session.budgetMinor - session.paidMinor),
  funder: session.agentId === null ? { kind: 'merchant' } : { kind: 'agent', account: session.agentAccount ?? '' },
});

const tallyView = (session: RedRainSessionRow, tally: Tally): RedRainTally => ({
  caught: toMajorUnits(tally.caughtMinor), envelopes: tally.envelopes, capReached: tally.caughtMinor >= session.perMemberCapMinor,
});

const operatorView = (session: StoredSession & { players: number }, merchantCode: string, now: number): OperatorRedRainSession => ({
  id: session.id,
  merchant: merchantCode,
  source: session.agentId !== null ? 'agent' : session.scheduleId !== null ? 'schedule' : 'operator',
  agent: session.agentAccount,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  status: session.cancelledAt !== null ? 'CANCELLED' : statusAt(session, now),
  budget: toMajorUnits(session.budgetMinor),
  perMemberCap: toMajorUnits(session.perMemberCapMinor),
  caught: toMajorUnits(session.paidMinor),
  envelopes: session.catches,
  players: session.players,
  returned: session.returnedMinor === null ? null : toMajorUnits(session.returnedMinor),
});

/** Where a session's money came from, and where its unspent rest goes back to. */
const funderOf = (session: RedRainSessionRow): AccountRef =>
  session.agentId === null ? { kind: 'promotion-expense', merchantId: session.merchantId } : { kind: 'member-wallet', memberId: session.agentId };

/** Moves a new session's budget from its funder into the merchant's held red-rain budget, in the session's transaction. */
const fund = (tx: AppDatabase, session: RedRainSessionRow) => transfer(tx, {
  type: 'RED_RAIN_FUND', from: funderOf(session), to: { kind: 'red-rain-budget', merchantId: session.merchantId },
  amountMinor: session.budgetMinor, idempotencyKey: `red-rain-fund:${session.id}`, reference: `red-rain:${session.id}`,
});

/** The occurrences of a schedule to have in the database at `now`: the one under way (if any) and the next. */
export function occurrencesAt(schedule: { intervalMinutes: number; anchorMinute: number; durationSeconds: number }, now: number): Date[] {
  const intervalMs = schedule.intervalMinutes * 60_000;
  const anchorMs = schedule.anchorMinute * 60_000;
  const latest = anchorMs + Math.floor((now - anchorMs) / intervalMs) * intervalMs;
  const starts = [latest + intervalMs];
  if (now < latest + schedule.durationSeconds * 1000) starts.unshift(latest);
  return starts.map((start) => new Date(start));
}

/**
 * Creates each merchant schedule's session under way (if any) and its next, each funded once from
 * the promotion expense in the transaction that inserts it; answers how many it created.
 */
export async function scheduleMerchantSessions(executor: AppDatabase, now: number): Promise<number> {
  let created = 0;
  for (const schedule of await createRedRainRepository(executor).schedules()) {
    for (const startsAt of occurrencesAt(schedule, now)) {
      const inserted = await executor.transaction(async (tx) => {
        const session = await createRedRainRepository(tx).insertSession({
          merchantId: schedule.merchantId, scheduleId: schedule.id, startsAt, endsAt: new Date(startsAt.getTime() + schedule.durationSeconds * 1000),
          budgetMinor: schedule.budgetMinor, perMemberCapMinor: schedule.perMemberCapMinor,
        });
        if (session) await fund(tx, session);
        return session !== null;
      });
      if (inserted) created += 1;
    }
  }
  return created;
}

/**
 * Red-envelope rain. Every tap locks its session's row, so the check of the budget and the
 * member's cap and the count that raises them are one step for all processes on the database; the
 * catch is paid by one ledger transfer from the held budget in the same transaction. After a
 * session ends, `settleEnded` (the job `red-rain.sessions`) returns what is left to the funder once.
 */
export function createRedRain(deps: { db: AppDatabase; clock?: () => number; envelopeRandom?: (min: number, maxInclusive: number) => number }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => Date.now());
  const envelopeRandom = deps.envelopeRandom ?? ((min: number, max: number) => randomInt(min, max + 1));
  const repository = createRedRainRepository(db);

  async function audienceOf(memberId: number) {
    const member = await repository.memberOf(memberId);
    if (!member) throw new AppError('login.not.session');
    return member;
  }

  /** The session if the member may play it: the merchant's, or the member's upline agent's. */
  async function playable(memberId: number, merchant: Merchant, sessionId: number): Promise<StoredSession> {
    const member = await audienceOf(memberId);
    const session = await repository.find(sessionId);
    if (!session || session.merchantId !== merchant.id) throw new AppError('not.found');
    if (session.agentId !== null && session.agentId !== member.parentId) throw new AppError('red.rain.not.team');
    return session;
  }

  function agentView(session: StoredSession & { players: number }, tallyOfTeam: { caughtMinor: number; envelopes: number }): RedRainAgentSession {
    return {
      session: sessionView(session, clock()),
      caught: toMajorUnits(tallyOfTeam.caughtMinor),
      envelopes: tallyOfTeam.envelopes,
      players: session.players,
      returned: session.returnedMinor === null ? null : toMajorUnits(session.returnedMinor),
    };
  }

  /** An envelope's amount: random within a fifth of the cap, never above what the member and the budget have left. */
  function envelopeMinor(session: RedRainSessionRow, leftMinor: number): number {
    const largest = Math.max(1, Math.floor(session.perMemberCapMinor / ENVELOPES_PER_CAP));
    return Math.min(envelopeRandom(Math.max(1, Math.floor(largest / ENVELOPES_PER_CAP)), largest), leftMinor);
  }

  return {
    async current(caller: Caller, merchant: Merchant): Promise<RedRainCurrent> {
      const now = clock();
      const member = await audienceOf(caller.memberId);
      const session = await repository.currentFor(merchant.id, member.parentId, new Date(now));
      return {
        serverTime: new Date(now).toISOString(),
        session: session ? sessionView(session, now) : null,
        mine: session ? tallyView(session, await repository.tally(session.id, caller.memberId)) : null,
      };
    },

    /** Refusals (outside the window, not the member's session, cap reached, budget caught) move no money. */
    async tap(caller: Caller, merchant: Merchant, request: RedRainTapRequest): Promise<RedRainTap> {
      await playable(caller.memberId, merchant, request.sessionId);
      return db.transaction(async (tx) => {
        const sessions = createRedRainRepository(tx);
        const session = (await sessions.lock(request.sessionId))!;
        const answer = async (amountMinor: number): Promise<RedRainTap> => {
          const latest = (await sessions.lock(session.id))!;
          return { amount: toMajorUnits(amountMinor), tally: tallyView(latest, await sessions.tally(session.id, caller.memberId)), remaining: toMajorUnits(latest.budgetMinor - latest.paidMinor) };
        };
        const earlier = await sessions.findCatch(session.id, caller.memberId, request.requestId);
        if (earlier) return answer(earlier.amountMinor);
        const now = clock();
        if (session.settledAt !== null || statusAt(session, now) !== 'LIVE') {
          throw new AppError('red.rain.not.open', { value: { startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() } });
        }
        const mine = await sessions.tally(session.id, caller.memberId);
        const capLeft = session.perMemberCapMinor - mine.caughtMinor;
        if (capLeft <= 0) throw new AppError('red.rain.cap.reached');
        const budgetLeft = session.budgetMinor - session.paidMinor;
        if (budgetLeft <= 0) throw new AppError('red.rain.budget.spent');
        const amountMinor = envelopeMinor(session, Math.min(capLeft, budgetLeft));
        const paid = await transfer(tx, {
          type: 'RED_RAIN_CATCH', from: { kind: 'red-rain-budget', merchantId: session.merchantId }, to: { kind: 'member-wallet', memberId: caller.memberId },
          amountMinor, idempotencyKey: `red-rain-catch:${session.id}:${caller.memberId}:${request.requestId}`, reference: `red-rain:${session.id}`,
        });
        await sessions.recordCatch({ sessionId: session.id, memberId: caller.memberId, requestId: request.requestId, amountMinor, transferId: paid.transferId });
        return answer(amountMinor);
      });
    },

    async result(caller: Caller, merchant: Merchant, sessionId: number): Promise<RedRainResult> {
      const session = await playable(caller.memberId, merchant, sessionId);
      const [tally, catches] = await Promise.all([repository.tally(session.id, caller.memberId), repository.catchesOf(session.id, caller.memberId)]);
      return {
        session: sessionView(session, clock()),
        tally: tallyView(session, tally),
        catches: catches.map((row) => ({ amount: toMajorUnits(row.amountMinor), at: row.createdAt.toISOString() })),
      };
    },

    async agentSessions(caller: Caller): Promise<{ list: RedRainAgentSession[] }> {
      if (!isAgent(caller.type)) throw new AppError('permission.denied');
      const sessions = await repository.agentSessions(caller.memberId, RED_RAIN_AGENT_LIST_LIMIT);
      return { list: sessions.map((session) => agentView(session, { caughtMinor: session.paidMinor, envelopes: session.catches })) };
    },

    /**
     * A session for the agent's team, its budget moved from the agent's wallet into the held budget
     * in the same transaction (a cash-out type: the withdrawable rule applies). The same form id answers the session it made.
     */
    async createSession(caller: Caller, merchant: Merchant, request: CreateRequest): Promise<RedRainAgentSession> {
      if (!isAgent(caller.type)) throw new AppError('permission.denied');
      const created = await db.transaction(async (tx) => {
        const sessions = createRedRainRepository(tx);
        const startsAt = Math.floor(clock() / 1000) * 1000 + request.startInMinutes * 60_000;
        const inserted = await sessions.insertSession({
          merchantId: merchant.id, agentId: caller.memberId, requestId: request.requestId,
          startsAt: new Date(startsAt), endsAt: new Date(startsAt + request.durationSeconds * 1000),
          budgetMinor: request.budget, perMemberCapMinor: request.perMemberCap,
        });
        if (inserted) await fund(tx, inserted);
        return (await sessions.findByRequest(caller.memberId, request.requestId))!;
      });
      return agentView({ ...created, players: 0 }, { caughtMinor: created.paidMinor, envelopes: created.catches });
    },

    /** The merchant's sessions for operators: those not ended first (soonest first), then the newest ended. */
    async operatorSessions(merchant: Merchant): Promise<OperatorRedRainSession[]> {
      const now = clock();
      return (await repository.merchantSessions(merchant.id, new Date(now), OPERATOR_RED_RAIN_LIST_LIMIT)).map((session) => operatorView(session, merchant.code, now));
    },

    /**
     * A session for all the merchant's members, scheduled once by an operator: its budget moves from
     * the merchant's promotion expense into the held rain budget in the transaction that inserts it,
     * audited there. The same request id answers the session it made; used for another session, it is refused.
     */
    async scheduleSession(merchant: Merchant, request: OperatorRedRainSchedule, audit: OperatorAudit): Promise<OperatorRedRainSession> {
      const startsAt = new Date(request.startsAt);
      const endsAt = new Date(startsAt.getTime() + request.durationSeconds * 1000);
      const session = await db.transaction(async (tx) => {
        const sessions = createRedRainRepository(tx);
        const earlier = await sessions.findByMerchantRequest(merchant.id, request.requestId);
        if (!earlier && startsAt.getTime() <= clock()) throw new AppError('field.invalid', { value: { field: 'startsAt' } });
        const inserted = earlier ? null : await sessions.insertSession({
          merchantId: merchant.id, requestId: request.requestId, startsAt, endsAt, budgetMinor: request.budget, perMemberCapMinor: request.perMemberCap,
        });
        if (inserted) {
          await fund(tx, inserted);
          await audit(tx, {
            merchantId: merchant.id, subjectId: inserted.id, amountMinor: inserted.budgetMinor, reason: request.reason ?? null,
            details: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), perMemberCapMinor: inserted.perMemberCapMinor },
          });
        }
        return (await sessions.findByMerchantRequest(merchant.id, request.requestId))!;
      });
      const same = session.startsAt.getTime() === startsAt.getTime() && session.endsAt.getTime() === endsAt.getTime()
        && session.budgetMinor === request.budget && session.perMemberCapMinor === request.perMemberCap;
      if (!same) throw new AppError('request_param_err');
      return operatorView({ ...session, players: 0 }, merchant.code, clock());
    },

    /**
     * Cancels a session that has not started (the merchant's or an agent's): its whole budget goes
     * back to its funder through the ledger under the key its settlement would use, so it is
     * returned once, and the session is settled, so the job never returns it again. Audited; a
     * repeat answers the cancelled session.
     */
    async cancelSession(scope: number | null, sessionId: number, reason: string, audit: OperatorAudit): Promise<OperatorRedRainSession> {
      await db.transaction(async (tx) => {
        const sessions = createRedRainRepository(tx);
        const session = await sessions.lock(sessionId);
        if (!session) throw new AppError('not.found');
        if (scope !== null && session.merchantId !== scope) throw new AppError('permission.denied');
        if (session.cancelledAt !== null) return;
        const now = clock();
        if (session.settledAt !== null || statusAt(session, now) !== 'UPCOMING') {
          throw new AppError('action.not.allowed', { value: { status: statusAt(session, now), action: 'CANCEL' } });
        }
        const rest = session.budgetMinor - session.paidMinor;
        await transfer(tx, {
          type: 'RED_RAIN_RETURN', from: { kind: 'red-rain-budget', merchantId: session.merchantId }, to: funderOf(session),
          amountMinor: rest, idempotencyKey: `red-rain-return:${session.id}`, reference: `red-rain:${session.id}`,
        });
        await sessions.markSettled(session.id, rest, new Date(now), true);
        await audit(tx, {
          merchantId: session.merchantId, memberId: session.agentId ?? undefined, subjectId: session.id, amountMinor: rest, reason,
          details: { startsAt: session.startsAt.toISOString(), funder: session.agentId === null ? 'merchant' : 'agent' },
        });
      });
      const { session, merchantCode } = (await repository.findForOperator(sessionId))!;
      return operatorView(session, merchantCode, clock());
    },

    /** See `scheduleMerchantSessions`. */
    scheduleMerchantSessions: (now: number, executor: AppDatabase = db) => scheduleMerchantSessions(executor, now),

    /**
     * Returns the unspent budget of every ended session to its funder, once: the session's row is
     * locked and marked settled in the transfer's transaction, and the transfer's key names the session.
     */
    async settleEnded(now: number, executor: AppDatabase = db): Promise<{ settled: number; returnedMinor: number }> {
      let settled = 0;
      let returnedMinor = 0;
      for (const sessionId of await createRedRainRepository(executor).endedUnsettled(new Date(now), SETTLE_BATCH)) {
        // One transaction per session (a savepoint inside the job's run): its row stays locked until its return is written.
        const restMinor = await executor.transaction(async (tx) => {
          const sessions = createRedRainRepository(tx);
          const session = await sessions.lock(sessionId);
          if (!session || session.settledAt !== null) return null;
          const rest = session.budgetMinor - session.paidMinor;
          if (rest > 0) {
            await transfer(tx, {
              type: 'RED_RAIN_RETURN', from: { kind: 'red-rain-budget', merchantId: session.merchantId }, to: funderOf(session),
              amountMinor: rest, idempotencyKey: `red-rain-return:${session.id}`, reference: `red-rain:${session.id}`,
            });
          }
          await sessions.markSettled(session.id, rest, new Date(now));
          return rest;
        });
        if (restMinor === null) continue;
        settled += 1;
        returnedMinor += restMinor;
      }
      return { settled, returnedMinor };
    },
  };
}

export type RedRain = ReturnType<typeof createRedRain>;
