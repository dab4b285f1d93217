import { isAgent, toMajorUnits, type EndpointQuery, type TeamMembersPage } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { requireTeamMember } from '../team/tree.ts';
import type { TeamMembersRepository } from './repository.ts';

/**
 * Team management (spec §7 AGEDOWNMAN3): the agent's team, or a sub-agent's team inside it, with
 * each member's level below the agent, balance, last login and registration; the breadcrumbs lead
 * back up to the agent, never above it.
 */
export function createTeamMembers(deps: { db: AppDatabase; repository: TeamMembersRepository }) {
  const { db, repository } = deps;
  return {
    async list(agentId: number, query: EndpointQuery<'teamMembers'>): Promise<TeamMembersPage> {
      const root = query.root ? await requireTeamMember(db, agentId, { username: query.root }) : { id: agentId, depth: 0 };
      const filter = { rootId: root.id, directOnly: query.scope === 'direct', search: query.search || undefined };
      const paging = { page: query.pageNo, pageSize: query.pageSize };
      const [rows, totalCount, totals, uplines] = await Promise.all([
        repository.page(filter, paging),
        repository.count(filter),
        repository.sizes(root.id),
        root.depth > 0 ? repository.uplines(root.id, root.depth) : [],
      ]);
      return {
        list: rows.map((row) => ({
          username: row.username,
          level: root.depth + row.depth,
          agent: isAgent(row.type),
          balance: toMajorUnits(row.balanceMinor ?? 0),
          lastLogin: row.lastLogin?.getTime() ?? null,
          registeredAt: row.regDate.getTime(),
        })),
        pageNum: paging.page,
        totalPages: Math.ceil(totalCount / paging.pageSize),
        totalCount,
        totals,
        breadcrumbs: uplines.map((upline) => ({ username: upline.username, level: root.depth - upline.depth })),
      };
    },
  };
}

export type TeamMembers = ReturnType<typeof createTeamMembers>;
