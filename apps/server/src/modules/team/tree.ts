import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { memberTree, members } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** A member of an agent's team: how many levels below the agent it is (1: a direct downline). */
export type TeamMember = { id: number; username: string; type: number; parentId: number | null; depth: number };

/**
 * The one door to another member's rows for an agent: the member named `username` when it is in the
 * agent's team (at most `maxDepth` levels down, 1 for direct downlines only), else null. Every
 * endpoint that takes a downline's name or id goes through it, so an agent never reaches another
 * agent's team, or its own upline.
 */
export async function findTeamMember(
  db: AppDatabase, agentId: number, target: { username: string } | { id: number }, maxDepth?: number,
): Promise<TeamMember | null> {
  const [row] = await db
    .select({ id: members.id, username: members.username, type: members.type, parentId: members.parentId, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(and(
      eq(memberTree.ancestorId, agentId),
      gt(memberTree.depth, 0),
      maxDepth === undefined ? undefined : lte(memberTree.depth, maxDepth),
      'username' in target ? sql`lower(${members.username}) = ${target.username.toLowerCase()}` : eq(members.id, target.id),
    ))
    .limit(1);
  return row ?? null;
}

/** `findTeamMember`, answering `not.found` (as for a name that does not exist) outside the agent's team. */
export async function requireTeamMember(
  db: AppDatabase, agentId: number, target: { username: string } | { id: number }, maxDepth?: number,
): Promise<TeamMember> {
  const member = await findTeamMember(db, agentId, target, maxDepth);
  if (!member) throw new AppError('not.found');
  return member;
}
