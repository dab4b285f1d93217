import { useInfiniteQuery } from '@tanstack/react-query';
import { TEAM_MEMBERS_PAGE_SIZE, type TeamMemberScope } from '@m/contract';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { teamListKeys } from '@/lib/query-keys';

/** `root`: the sub-agent whose team is shown (null: the agent's own); `search`: part of a name ('' for all). */
export type TeamMembersFilter = { root: string | null; search: string; scope: TeamMemberScope };

export const fetchTeamMembers = ({ root, search, scope }: TeamMembersFilter, pageNo: number, signal?: AbortSignal) =>
  api.call('teamMembers', {
    query: { ...(root ? { root } : {}), ...(search ? { search } : {}), scope, pageNo, pageSize: TEAM_MEMBERS_PAGE_SIZE },
    signal,
  });

export const teamMembersQueryOptions = (filter: TeamMembersFilter, owner: string | null) =>
  pagedQueryOptions({
    queryKey: teamListKeys.members(filter, owner),
    fetchPage: (pageNo, signal) => fetchTeamMembers(filter, pageNo, signal),
    staleTime: STALE_TIME.short,
  });

export const useTeamMembers = (filter: TeamMembersFilter, owner: string | null) => useInfiniteQuery(teamMembersQueryOptions(filter, owner));
