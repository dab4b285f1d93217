import { and, count, eq, gt, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  depositOrders, members, merchants, OPERATOR_STATUS, withdrawals, operatorActions, operatorLoginFailures, operators, operatorSessions, type Operator,
} from '../../db/schema.ts';
import type { LoginGuardRepository } from '../session/login-guard.ts';

export type NewOperatorAction = typeof operatorActions.$inferInsert;

export function createOperatorRepository(db: AppDatabase) {
  return {
    async insert(operator: { username: string; passwordHash: string; merchantId: number | null }): Promise<Operator> {
      const [row] = await db.insert(operators).values(operator).returning();
      return row!;
    },

    /** Usernames are unique without regard to case. */
    async findByUsername(username: string): Promise<Operator | null> {
      const [row] = await db.select().from(operators).where(sql`lower(${operators.username}) = ${username.toLowerCase()}`).limit(1);
      return row ?? null;
    },

    async touchLogin(id: number, now: Date): Promise<void> {
      await db.update(operators).set({ lastLogin: now }).where(eq(operators.id, id));
    },

    async insertSession(session: { tokenHash: string; operatorId: number; expiresAt: Date }): Promise<number> {
      const [row] = await db.insert(operatorSessions).values(session).returning({ id: operatorSessions.id });
      return row!.id;
    },

    /** The live session of `tokenHash` with its active operator and the code of the operator's merchant (null: every merchant). */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: operatorSessions.id,
          operatorId: operators.id,
          username: operators.username,
          merchantId: operators.merchantId,
          merchantCode: merchants.code,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .leftJoin(merchants, eq(merchants.id, operators.merchantId))
        .where(and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          eq(operators.status, OPERATOR_STATUS.ACTIVE),
        ))
        .limit(1);
      return row ?? null;
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },

    async merchantCode(merchantId: number): Promise<string | null> {
      const [row] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
      return row?.code ?? null;
    },

    async insertAction(action: NewOperatorAction): Promise<void> {
      await db.insert(operatorActions).values(action);
    },

    /** Whose a deposit order is and its amount, read before an operator decides it (scope and audit); the statuses come from the decision itself. */
    async depositOrderFacts(orderNo: string) {
      const [row] = await db
        .select({ id: depositOrders.id, merchantId: depositOrders.merchantId, memberId: depositOrders.memberId, amountMinor: depositOrders.amountMinor })
        .from(depositOrders)
        .where(eq(depositOrders.orderNo, orderNo))
        .limit(1);
      return row ?? null;
    },

    /** Whose a withdrawal is and its amount, read before an operator decides it (scope and audit); the statuses come from the decision itself. */
    async withdrawalFacts(withdrawalId: number) {
      const [row] = await db
        .select({ merchantId: withdrawals.merchantId, memberId: withdrawals.memberId, amountMinor: withdrawals.amountMinor })
        .from(withdrawals)
        .where(eq(withdrawals.id, withdrawalId))
        .limit(1);
      return row ?? null;
    },

    /** The account names and merchant codes of members, for lists that carry only their ids. */
    async memberNames(memberIds: number[]): Promise<Map<number, { account: string; merchant: string }>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, account: members.username, merchant: merchants.code })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(inArray(members.id, memberIds));
      return new Map(rows.map((row) => [row.id, { account: row.account, merchant: row.merchant }]));
    },

    /** The operator's own action of `requestId` (request ids are per operator). */
    async findActionByRequestId(operatorId: number, requestId: string) {
      const [row] = await db
        .select()
        .from(operatorActions)
        .where(and(eq(operatorActions.operatorId, operatorId), eq(operatorActions.requestId, requestId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;

/**
 * Failed operator logins, kept apart from the members' (operators belong to no one merchant), in
 * the shape the login guard counts: its rules apply to operators unchanged. `merchantId` is not
 * part of an operator's key.
 */
export function createOperatorLoginFailureRepository(db: AppDatabase): LoginGuardRepository {
  const ofAccount = (usernameKey: string) => eq(operatorLoginFailures.usernameKey, usernameKey);
  const since = (date: Date) => gt(operatorLoginFailures.createdAt, date);
  const notThe = (besides: number | undefined) => (besides === undefined ? undefined : ne(operatorLoginFailures.id, besides));
  const total = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ total: count() }).from(operatorLoginFailures).where(where);
    return row?.total ?? 0;
  };

  return {
    async insertFailure({ usernameKey, ip, createdAt }) {
      const [row] = await db.insert(operatorLoginFailures).values({ usernameKey, ip, createdAt }).returning({ id: operatorLoginFailures.id });
      return row!.id;
    },
    async deleteFailure(id) {
      await db.delete(operatorLoginFailures).where(eq(operatorLoginFailures.id, id));
    },
    countByUsernames: (_merchantId, usernameKeys, after, besides) =>
      total(and(inArray(operatorLoginFailures.usernameKey, usernameKeys), since(after), notThe(besides))),
    countByIp: (_merchantId, ip, after, besides) => total(and(eq(operatorLoginFailures.ip, ip), since(after), notThe(besides))),
    async pairFailures(_merchantId, usernameKey, ip, after, besides) {
      const [row] = await db
        .select({ total: count(), last: max(operatorLoginFailures.createdAt) })
        .from(operatorLoginFailures)
        .where(and(ofAccount(usernameKey), eq(operatorLoginFailures.ip, ip), since(after), notThe(besides)));
      return { total: row?.total ?? 0, last: row?.last ?? null };
    },
    async clearPair(_merchantId, usernameKey, ip) {
      await db.delete(operatorLoginFailures).where(and(ofAccount(usernameKey), eq(operatorLoginFailures.ip, ip)));
    },
    async deleteBefore(before) {
      await db.delete(operatorLoginFailures).where(lt(operatorLoginFailures.createdAt, before));
    },
    async clearAll() {
      await db.delete(operatorLoginFailures);
    },
  };
}
