import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TEAM_REPORT_PAGE_SIZE } from '@m/contract';
import { pagedQueryOptions } from '@/components/list/paged-query';
import type { DateRange } from '@/components/list/date-range';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { teamReportKeys } from '@/lib/query-keys';

const periodOf = (range: DateRange) => ({ startDate: range.from, endDate: range.to });

export const teamOverviewQueryOptions = (range: DateRange, owner: string | null) =>
  queryOptions({
    queryKey: teamReportKeys.overview(range, owner),
    queryFn: ({ signal }) => api.call('teamOverview', { query: periodOf(range), signal }),
    staleTime: STALE_TIME.short,
    placeholderData: keepPreviousData,
  });

/** The team's figures of the period: totals, per day and per level. */
export const useTeamOverview = (range: DateRange, owner: string | null) => useQuery(teamOverviewQueryOptions(range, owner));

export const teamPnlQueryOptions = (range: DateRange, owner: string | null) =>
  queryOptions({
    queryKey: teamReportKeys.pnl(range, owner),
    queryFn: ({ signal }) => api.call('teamPnl', { query: { ...periodOf(range), view: 'level', page: 1, size: TEAM_REPORT_PAGE_SIZE }, signal }),
    staleTime: STALE_TIME.short,
    placeholderData: keepPreviousData,
  });

/** The P&L of the period per level, with its totals and days. */
export const useTeamPnl = (range: DateRange, owner: string | null) => useQuery(teamPnlQueryOptions(range, owner));

export const fetchTeamPnlMembers = async (range: DateRange, username: string, page: number, signal?: AbortSignal) => {
  const pnl = await api.call('teamPnl', {
    query: { ...periodOf(range), view: 'member', page, size: TEAM_REPORT_PAGE_SIZE, ...(username ? { username } : {}) }, signal,
  });
  return pnl.members ?? { list: [], pageNum: page, totalPages: 0, total: 0 };
};

export const teamPnlMembersQueryOptions = (range: DateRange, username: string, owner: string | null) =>
  pagedQueryOptions({
    queryKey: teamReportKeys.pnlMembers(range, username, owner),
    fetchPage: (page, signal) => fetchTeamPnlMembers(range, username, page, signal),
    staleTime: STALE_TIME.short,
  });

/** The team's members (direct downlines first, then by name), each with its own figures of the period, page by page. */
export const useTeamPnlMembers = (range: DateRange, username: string, owner: string | null) =>
  useInfiniteQuery(teamPnlMembersQueryOptions(range, username, owner));
