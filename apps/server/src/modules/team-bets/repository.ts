import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bets, games, memberTree, members } from '../../db/schema.ts';
import { sumMinor } from '../records/period.ts';

/** A bet's place in the newest-first order: its moment in microseconds since the epoch, then its id. */
export type BetPosition = { micros: string; id: number };

export type TeamBetFilter = {
  agentId: number;
  start: Date;
  end: Date;
  /** One member of the team (already checked to be in it), or the whole team. */
  memberId: number | undefined;
  category: string | undefined;
};

const micros = sql<string>`(extract(epoch from ${bets.createdAt}) * 1000000)::bigint::text`;

/**
 * The bets of an agent's team: the team from `member_tree` by ancestor, each member's bets from
 * the (member_id, created_at) index; pages follow (created_at, id) so a page never re-reads the earlier ones.
 */
export function createTeamBetsRepository(db: AppDatabase) {
  const matching = (filter: TeamBetFilter) => and(
    eq(memberTree.ancestorId, filter.agentId),
    filter.memberId === undefined ? gt(memberTree.depth, 0) : eq(memberTree.descendantId, filter.memberId),
    gte(bets.createdAt, filter.start),
    lt(bets.createdAt, filter.end),
    filter.category ? eq(games.gameCategory, filter.category) : undefined,
  );
  const before = (position: BetPosition) =>
    sql`(${bets.createdAt}, ${bets.id}) < (timestamptz 'epoch' + (${position.micros}::text || ' microseconds')::interval, ${position.id})`;

  return {
    async page(filter: TeamBetFilter, after: BetPosition | undefined, pageSize: number) {
      return db
        .select({
          id: bets.id, username: members.username, gameName: games.name, gameCategory: games.gameCategory,
          stakeMinor: bets.stakeMinor, winMinor: bets.winMinor, createdAt: bets.createdAt, micros,
        })
        .from(memberTree)
        .innerJoin(bets, eq(bets.memberId, memberTree.descendantId))
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(members, eq(members.id, bets.memberId))
        .where(and(matching(filter), after ? before(after) : undefined))
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(pageSize);
    },

    async totals(filter: TeamBetFilter) {
      const [row] = await db
        .select({ count: count(), stakeMinor: sumMinor(bets.stakeMinor), winMinor: sumMinor(bets.winMinor) })
        .from(memberTree)
        .innerJoin(bets, eq(bets.memberId, memberTree.descendantId))
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(matching(filter));
      return row!;
    },
  };
}

export type TeamBetsRepository = ReturnType<typeof createTeamBetsRepository>;
