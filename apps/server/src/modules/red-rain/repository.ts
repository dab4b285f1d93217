import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members, merchants, redRainCatches, redRainSchedules, redRainSessions, type RedRainSessionRow } from '../../db/schema.ts';

/** A session with the account of the agent who funded it (null: the merchant's). */
export type StoredSession = RedRainSessionRow & { agentAccount: string | null };
export type Tally = { caughtMinor: number; envelopes: number };

const sessionColumns = { session: redRainSessions, agentAccount: members.username };
const withAgent = (rows: Array<{ session: RedRainSessionRow; agentAccount: string | null }>): StoredSession[] =>
  rows.map((row) => ({ ...row.session, agentAccount: row.agentAccount }));

/** The sessions a member may play: the merchant's, and those of the agent the member is in the team of. */
const audienceOf = (merchantId: number, parentId: number | null) =>
  and(eq(redRainSessions.merchantId, merchantId), parentId === null ? isNull(redRainSessions.agentId) : or(isNull(redRainSessions.agentId), eq(redRainSessions.agentId, parentId)));

/** Red-rain schedules, sessions and catches, on the executor it is given: the database, or a transaction. */
export function createRedRainRepository(db: AppDatabase) {
  const selectSessions = () => db.select(sessionColumns).from(redRainSessions).leftJoin(members, eq(members.id, redRainSessions.agentId));

  /** The sessions with how many members caught something in each. */
  async function withPlayers(sessions: StoredSession[]): Promise<Array<StoredSession & { players: number }>> {
    if (sessions.length === 0) return [];
    const players = await db.select({ sessionId: redRainCatches.sessionId, players: countDistinct(redRainCatches.memberId) }).from(redRainCatches)
      .where(inArray(redRainCatches.sessionId, sessions.map((session) => session.id))).groupBy(redRainCatches.sessionId);
    const playersOf = new Map(players.map((row) => [row.sessionId, row.players]));
    return sessions.map((session) => ({ ...session, players: playersOf.get(session.id) ?? 0 }));
  }

  return {
    async memberOf(memberId: number): Promise<{ merchantId: number; parentId: number | null } | null> {
      const [row] = await db.select({ merchantId: members.merchantId, parentId: members.parentId }).from(members).where(eq(members.id, memberId));
      return row ?? null;
    },

    /**
     * The session to show the member: a live one (the member's agent's before the merchant's, then
     * the one ending first), else the next one to start.
     */
    async currentFor(merchantId: number, parentId: number | null, now: Date): Promise<StoredSession | null> {
      const rows = await selectSessions()
        .where(and(audienceOf(merchantId, parentId), gt(redRainSessions.endsAt, now), isNull(redRainSessions.settledAt)))
        .orderBy(
          desc(lte(redRainSessions.startsAt, now)), desc(isNotNull(redRainSessions.agentId)),
          sql`case when ${redRainSessions.startsAt} <= ${now} then ${redRainSessions.endsAt} else ${redRainSessions.startsAt} end`, asc(redRainSessions.id),
        )
        .limit(1);
      return withAgent(rows)[0] ?? null;
    },

    async find(sessionId: number): Promise<StoredSession | null> {
      return withAgent(await selectSessions().where(eq(redRainSessions.id, sessionId)))[0] ?? null;
    },

    /** Locks the session until the transaction ends: every tap of it, and its settlement, queue here. */
    async lock(sessionId: number): Promise<RedRainSessionRow | null> {
      const [row] = await db.select().from(redRainSessions).where(eq(redRainSessions.id, sessionId)).for('update');
      return row ?? null;
    },

    async tally(sessionId: number, memberId: number): Promise<Tally> {
      const [row] = await db
        .select({ caughtMinor: sum(redRainCatches.amountMinor).mapWith(Number), envelopes: count() })
        .from(redRainCatches)
        .where(and(eq(redRainCatches.sessionId, sessionId), eq(redRainCatches.memberId, memberId)));
      return { caughtMinor: row?.caughtMinor ?? 0, envelopes: row?.envelopes ?? 0 };
    },

    async findCatch(sessionId: number, memberId: number, requestId: string) {
      const [row] = await db.select().from(redRainCatches)
        .where(and(eq(redRainCatches.sessionId, sessionId), eq(redRainCatches.memberId, memberId), eq(redRainCatches.requestId, requestId)));
      return row ?? null;
    },

    async catchesOf(sessionId: number, memberId: number) {
      return db.select({ amountMinor: redRainCatches.amountMinor, createdAt: redRainCatches.createdAt }).from(redRainCatches)
        .where(and(eq(redRainCatches.sessionId, sessionId), eq(redRainCatches.memberId, memberId)))
        .orderBy(desc(redRainCatches.id));
    },

    async recordCatch(row: typeof redRainCatches.$inferInsert): Promise<void> {
      await db.insert(redRainCatches).values(row);
      await db.update(redRainSessions)
        .set({ paidMinor: sql`${redRainSessions.paidMinor} + ${row.amountMinor}`, catches: sql`${redRainSessions.catches} + 1` })
        .where(eq(redRainSessions.id, row.sessionId));
    },

    /** Inserts a session unless its schedule's occurrence or the agent's form id already made one; null then. */
    async insertSession(row: typeof redRainSessions.$inferInsert): Promise<RedRainSessionRow | null> {
      const [inserted] = await db.insert(redRainSessions).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async findByRequest(agentId: number, requestId: string): Promise<StoredSession | null> {
      return withAgent(await selectSessions().where(and(eq(redRainSessions.agentId, agentId), eq(redRainSessions.requestId, requestId))))[0] ?? null;
    },

    async agentSessions(agentId: number, limit: number): Promise<Array<StoredSession & { players: number }>> {
      return withPlayers(withAgent(await selectSessions().where(eq(redRainSessions.agentId, agentId)).orderBy(desc(redRainSessions.startsAt), desc(redRainSessions.id)).limit(limit)));
    },

    /** The merchant's sessions (its own and its agents'): those not ended first, soonest first, then the newest ended. */
    async merchantSessions(merchantId: number, now: Date, limit: number): Promise<Array<StoredSession & { players: number }>> {
      const notEnded = sql`(${redRainSessions.endsAt} > ${now.toISOString()}::timestamptz and ${redRainSessions.cancelledAt} is null)`;
      return withPlayers(withAgent(await selectSessions().where(eq(redRainSessions.merchantId, merchantId))
        .orderBy(desc(notEnded), sql`case when ${notEnded} then ${redRainSessions.startsAt} end asc`, desc(redRainSessions.startsAt), desc(redRainSessions.id))
        .limit(limit)));
    },

    /** The session with its players and its merchant's code. */
    async findForOperator(sessionId: number): Promise<{ session: StoredSession & { players: number }; merchantCode: string } | null> {
      const [session] = await withPlayers(withAgent(await selectSessions().where(eq(redRainSessions.id, sessionId))));
      if (!session) return null;
      const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, session.merchantId));
      return { session, merchantCode: merchant!.code };
    },

    async findByMerchantRequest(merchantId: number, requestId: string): Promise<StoredSession | null> {
      return withAgent(await selectSessions().where(and(eq(redRainSessions.merchantId, merchantId), isNull(redRainSessions.agentId), eq(redRainSessions.requestId, requestId))))[0] ?? null;
    },

    /** Ended sessions whose unspent budget has not gone back yet, oldest first. */
    async endedUnsettled(now: Date, limit: number): Promise<number[]> {
      const rows = await db.select({ id: redRainSessions.id }).from(redRainSessions)
        .where(and(isNull(redRainSessions.settledAt), lte(redRainSessions.endsAt, now))).orderBy(asc(redRainSessions.endsAt)).limit(limit);
      return rows.map((row) => row.id);
    },

    /** Marks the session's rest returned; `cancelled`: before it started, by an operator. */
    async markSettled(sessionId: number, returnedMinor: number, at: Date, cancelled = false): Promise<void> {
      await db.update(redRainSessions).set({ returnedMinor, settledAt: at, ...(cancelled ? { cancelledAt: at } : {}) }).where(eq(redRainSessions.id, sessionId));
    },

    schedules() {
      return db.select().from(redRainSchedules).orderBy(asc(redRainSchedules.id));
    },
  };
}

export type RedRainRepository = ReturnType<typeof createRedRainRepository>;
