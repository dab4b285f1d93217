import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { ledgerAccounts, memberTree, members } from '../../db/schema.ts';

export type TeamMemberFilter = { rootId: number; directOnly: boolean; search: string | undefined };
export type Paging = { page: number; pageSize: number };

/**
 * Reads of a team by its root (the agent or a sub-agent already checked to be in the agent's
 * team): every query starts from `member_tree` by ancestor, so it reads only that team's rows.
 */
export function createTeamMembersRepository(db: AppDatabase) {
  const matching = ({ rootId, directOnly, search }: TeamMemberFilter) => and(
    eq(memberTree.ancestorId, rootId),
    directOnly ? eq(memberTree.depth, 1) : gt(memberTree.depth, 0),
    search ? sql`strpos(lower(${members.username}), ${search.toLowerCase()}) > 0` : undefined,
  );

  return {
    /** Nearest levels first, then in order of joining; the (ancestor, depth, descendant) index serves the order. */
    async page(filter: TeamMemberFilter, paging: Paging) {
      return db
        .select({
          username: members.username, type: members.type, depth: memberTree.depth, balanceMinor: ledgerAccounts.balanceMinor,
          lastLogin: members.lastLogin, regDate: members.regDate,
        })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, 'member-wallet'), eq(ledgerAccounts.memberId, members.id)))
        .where(matching(filter))
        .orderBy(asc(memberTree.depth), asc(memberTree.descendantId))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
    },

    async count(filter: TeamMemberFilter): Promise<number> {
      const query = db.select({ count: count() }).from(memberTree);
      const [row] = filter.search
        ? await query.innerJoin(members, eq(members.id, memberTree.descendantId)).where(matching(filter))
        : await query.where(matching(filter));
      return row!.count;
    },

    /** The root's whole team and its direct members. */
    async sizes(rootId: number): Promise<{ teamSize: number; directCount: number }> {
      const [row] = await db
        .select({ teamSize: count(), directCount: sql<number>`count(*) filter (where ${memberTree.depth} = 1)`.mapWith(Number) })
        .from(memberTree)
        .where(and(eq(memberTree.ancestorId, rootId), gt(memberTree.depth, 0)));
      return row!;
    },

    /** The uplines of `memberId` fewer than `levels` levels above it, nearest to the top first. */
    async uplines(memberId: number, levels: number): Promise<Array<{ username: string; depth: number }>> {
      return db
        .select({ username: members.username, depth: memberTree.depth })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.ancestorId))
        .where(and(eq(memberTree.descendantId, memberId), lt(memberTree.depth, levels)))
        .orderBy(sql`${memberTree.depth} desc`);
    },
  };
}

export type TeamMembersRepository = ReturnType<typeof createTeamMembersRepository>;
