import {
  exclusionEnd, exclusionKindOf, toMajorUnits,
  type Exclusion, type ExclusionRequest, type OperatorMemberProtection, type ProtectionSettings, type RealityCheckMinutes, type SessionSummary,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { confirmLoginPassword } from '../member/service.ts';
import type { SecretGuard } from '../secret-guard/service.ts';
import type { MemberAccounts } from '../session/member-accounts.ts';
import type { MemberSessions } from '../session/service.ts';
import { createProtectionRepository, type StoredExclusion, type StoredProtection } from './repository.ts';

const toExclusion = (exclusion: StoredExclusion): Exclusion => ({
  kind: exclusion.kind, until: exclusion.until?.getTime() ?? null, setAt: exclusion.setAt.getTime(),
});

const toSettings = (stored: StoredProtection): ProtectionSettings => ({
  realityCheckSeconds: stored.realityCheckSeconds,
  exclusion: stored.exclusion ? toExclusion(stored.exclusion) : null,
});

/** `2026-12-03 16:30 UTC`: the server's own message names the end in UTC (the app shows it in the player's time). */
const utcText = (moment: Date) => `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal of a login, or of a shorter exclusion, naming the end of the exclusion in force. */
const exclusionRefusal = (code: 'login.excluded' | 'exclusion.shorter', exclusion: StoredExclusion) =>
  new AppError(code === 'login.excluded' && exclusion.until === null ? 'login.excluded.permanent' : code, {
    value: { kind: exclusion.kind, until: exclusion.until?.getTime() ?? null, untilText: exclusion.until ? utcText(exclusion.until) : null },
  });

/**
 * Player protection: the reality check's interval and the session figures it shows, and the
 * member's own time-out or self-exclusion: confirmed with the login password, in force at once
 * (every session of the member ends), only ever lengthened, and refused at every login until it ends.
 */
export function createProtectionService(deps: {
  db: AppDatabase;
  members: Pick<MemberAccounts, 'findById' | 'findByUsername'>;
  /** The login password's guard (login_password_guards), shared with the password change. */
  passwordGuard: SecretGuard;
  sessions: Pick<MemberSessions, 'revokeAllOf'>;
  clock?: () => number;
}) {
  const { db, members, passwordGuard, sessions } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createProtectionRepository(db);

  return {
    async settings(memberId: number): Promise<ProtectionSettings> {
      return toSettings(await repository.find(memberId, new Date(clock())));
    },

    async setRealityCheck(memberId: number, minutes: RealityCheckMinutes): Promise<ProtectionSettings> {
      await repository.setRealityCheck(memberId, minutes * 60);
      return this.settings(memberId);
    },

    /** Development endpoints only: an interval of seconds, so a browser test sees the reminder without waiting minutes. */
    async setRealityCheckSeconds(memberId: number, seconds: number): Promise<void> {
      await repository.setRealityCheck(memberId, seconds);
    },

    /** Sets or lengthens the member's exclusion, then ends every session of theirs (this one too). */
    async exclude(memberId: number, request: ExclusionRequest): Promise<ProtectionSettings> {
      const member = await members.findById(memberId);
      if (!member) throw new AppError('login.not.session');
      await confirmLoginPassword(passwordGuard, member, request.password, 'password.wrong');
      const now = clock();
      const until = exclusionEnd(request.period, now);
      const lengthened = await repository.lengthenExclusion(
        memberId, { kind: exclusionKindOf(request.period), until: until === null ? null : new Date(until) }, new Date(now),
      );
      const stored = await repository.find(memberId, new Date(now));
      if (!lengthened) throw exclusionRefusal('exclusion.shorter', stored.exclusion!);
      await sessions.revokeAllOf(memberId);
      return toSettings(stored);
    },

    /** Refuses a login (every path: password, SMS code, social, a new password by SMS) while the member's exclusion is in force. */
    async admit(memberId: number): Promise<void> {
      const { exclusion } = await repository.find(memberId, new Date(clock()));
      if (exclusion) throw exclusionRefusal('login.excluded', exclusion);
    },

    /** This session so far: when it began and the net result of the bets settled in it. */
    async sessionSummary(session: MemberSession): Promise<SessionSummary> {
      const startedAt = await repository.sessionStart(session.memberId, session.sessionId);
      if (!startedAt) throw new AppError('login.not.session');
      const played = await repository.betsSince(session.memberId, startedAt);
      return {
        startedAt: startedAt.getTime(),
        now: clock(),
        bets: played.bets,
        stake: toMajorUnits(played.stakeMinor),
        win: toMajorUnits(played.winMinor),
        net: toMajorUnits(played.winMinor - played.stakeMinor),
      };
    },

    /** An operator reads a member's protection (audited). Nothing lifts or shortens an exclusion. */
    async forOperator(merchant: Merchant, account: string, audit: OperatorAudit): Promise<OperatorMemberProtection> {
      const member = await members.findByUsername(merchant.id, account);
      if (!member) throw new AppError('user.not.exist');
      const stored = await repository.find(member.id, new Date(clock()));
      await audit(db, { merchantId: merchant.id, memberId: member.id, details: { exclusion: stored.exclusion ? toExclusion(stored.exclusion) : null } });
      return {
        merchant: merchant.code,
        account: member.username,
        realityCheckSeconds: stored.realityCheckSeconds,
        exclusion: stored.exclusion
          ? { kind: stored.exclusion.kind, until: stored.exclusion.until?.toISOString() ?? null, setAt: stored.exclusion.setAt.toISOString() }
          : null,
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
