import { randomBytes } from 'node:crypto';
import { UNLISTENED_KEEP_MS, type ChangeFeed } from '../../db/changes.ts';
import { hashToken } from '../../lib/token-hash.ts';
import type { MemberSession, SessionVerifier } from '../../lib/request-context.ts';
import type { MemberSessionRepository } from './repository.ts';

/** A session lives this long after its last use. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** Its expiry is pushed forward at most this often, not on every request. */
const SESSION_EXTEND_STEP_MS = 5 * 60_000;
/** Its last use (time and address) is written at most this often. */
export const SESSION_SEEN_STEP_MS = 60_000;
/** The part of a User-Agent kept with a session. */
const USER_AGENT_KEPT = 512;
/** Sessions kept in memory at most (the oldest go first; they are read again on their next call). */
const SESSIONS_KEPT = 50_000;

type LiveRow = NonNullable<Awaited<ReturnType<MemberSessionRepository['findLive']>>>;
type Kept = {
  row: Promise<LiveRow | null>;
  until: number;
  /** Set once the row is read and kept: the row, and the session as routes get it. */
  loaded?: LiveRow;
  session?: MemberSession;
  extending?: Promise<void>;
  touching?: Promise<void>;
};

/** Where a session is opened from, shown in the member's list of sessions. */
export type SessionOrigin = { ip: string | null; userAgent: string | null };

/**
 * Random 256-bit session tokens, stored hashed, with a sliding expiry; revoked on logout.
 *
 * With a change feed the live sessions are kept in memory, so a call with a session costs no query:
 * a revoked session (any process: the `session_ended` notification, or the trigger on
 * member_sessions for SQL by hand), a session cut short and a member disabled, renamed or retyped
 * (the trigger on members) are dropped at once in this process and within milliseconds in the
 * others; expiry is checked on every call.
 */
export function createMemberSessions(repository: MemberSessionRepository, clock: () => number = Date.now, feed: ChangeFeed | null = null) {
  const kept = new Map<string, Kept>();
  const keyBySession = new Map<number, string>();
  const keysByMember = new Map<number, Set<string>>();
  /** Bumped by every change: a read that began before one is not kept. */
  let changes = 0;

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    if (!entry.session) return;
    keyBySession.delete(entry.session.sessionId);
    const keys = keysByMember.get(entry.session.memberId);
    keys?.delete(key);
    if (keys?.size === 0) keysByMember.delete(entry.session.memberId);
  };
  const forgetAll = () => {
    changes += 1;
    kept.clear();
    keyBySession.clear();
    keysByMember.clear();
  };
  feed?.on('member_sessions', (sessionId) => {
    changes += 1;
    if (sessionId === null) return forgetAll();
    const key = keyBySession.get(sessionId);
    if (key !== undefined) forget(key);
  });
  feed?.on('members', (memberId) => {
    changes += 1;
    if (memberId === null) return forgetAll();
    for (const key of [...(keysByMember.get(memberId) ?? [])]) forget(key);
  });
  feed?.onReset(forgetAll);

  function read(key: string, tokenHash: string, merchantId: number, now: number): Kept {
    const before = changes;
    const entry: Kept = {
      row: repository.findLive(tokenHash, merchantId, new Date(now)),
      until: feed?.live() ? Number.POSITIVE_INFINITY : now + UNLISTENED_KEEP_MS,
    };
    if (!feed) return entry;
    if (kept.size >= SESSIONS_KEPT) forget(kept.keys().next().value!);
    kept.set(key, entry);
    entry.row.then((row) => {
      if (kept.get(key) !== entry) return;
      if (!row || changes !== before) return forget(key);
      entry.loaded = row;
      entry.session = sessionOf(row);
      keyBySession.set(row.sessionId, key);
      keysByMember.set(row.memberId, (keysByMember.get(row.memberId) ?? new Set()).add(key));
    }, () => forget(key));
    return entry;
  }

  const sessionOf = (row: LiveRow): MemberSession =>
    Object.freeze({ memberId: row.memberId, userName: row.userName, type: row.type, merchantId: row.merchantId, sessionId: row.sessionId });

  return {
    /** Opens a session; with the merchant's single-session rule the member's other sessions end. */
    async issue(member: { id: number; merchantId: number }, device: string | null, origin: SessionOrigin = { ip: null, userAgent: null }): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const sessionId = await repository.insert({
        tokenHash: hashToken(token),
        memberId: member.id,
        device,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
        ip: origin.ip,
        expiresAt: new Date(clock() + SESSION_IDLE_MS),
      });
      if (await repository.singleSession(member.merchantId)) await repository.revokeOthers(member.id, sessionId, new Date(clock()));
      return { token, sessionId };
    },

    /**
     * The session of `token` when it is kept in memory and needs nothing done (no read, no expiry
     * to push forward, no last use to write), without waiting; undefined otherwise (then `verify`).
     */
    verifyNow(token: string, merchant: { id: number }): MemberSession | undefined {
      const entry = kept.get(`${merchant.id}:${hashToken(token)}`);
      const now = clock();
      if (!entry?.loaded || !entry.session || entry.until <= now) return undefined;
      if (now - entry.loaded.lastSeenAt.getTime() >= SESSION_SEEN_STEP_MS) return undefined;
      const left = entry.loaded.expiresAt.getTime() - now;
      return left >= SESSION_IDLE_MS - SESSION_EXTEND_STEP_MS ? entry.session : undefined;
    },

    /** `ip`: the caller's address, written with the time of use at most once a minute. */
    verify: (async (token, merchant, ip = null) => {
      const now = clock();
      const tokenHash = hashToken(token);
      const key = `${merchant.id}:${tokenHash}`;
      let entry = kept.get(key);
      if (!entry || entry.until <= now) entry = read(key, tokenHash, merchant.id, now);
      const row = await entry.row;
      if (!row) return null;
      if (row.expiresAt.getTime() <= now) {
        if (kept.get(key) === entry) forget(key);
        return null;
      }
      if (row.expiresAt.getTime() - now < SESSION_IDLE_MS - SESSION_EXTEND_STEP_MS) {
        const expiresAt = new Date(now + SESSION_IDLE_MS);
        entry.extending ??= repository.extend(row.sessionId, expiresAt).then(() => {
          row.expiresAt = expiresAt;
        }).finally(() => {
          entry.extending = undefined;
        });
        await entry.extending;
      }
      if (now - row.lastSeenAt.getTime() >= SESSION_SEEN_STEP_MS) {
        entry.touching ??= repository.touch(row.sessionId, new Date(now), ip).then(() => {
          row.lastSeenAt = new Date(now);
        }).finally(() => {
          entry.touching = undefined;
        });
        await entry.touching;
      }
      return entry.session ?? sessionOf(row);
    }) satisfies SessionVerifier,

    isFirstSession: (session: { memberId: number; sessionId: number }) => repository.isFirstSession(session.memberId, session.sessionId),
    revoke: (sessionId: number) => repository.revoke(sessionId, new Date(clock())),
    revokeAllOf: (memberId: number, keepSessionId: number | null = null) => repository.revokeOthers(memberId, keepSessionId, new Date(clock())),
    /** The member's own live session `publicId` ends; false when there is none (another member's included). */
    revokeOwn: (memberId: number, publicId: string) => repository.revokeOwn(memberId, publicId, new Date(clock())),
    listLive: (memberId: number) => repository.listLive(memberId, new Date(clock())),
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
