import { useQuery } from '@tanstack/react-query';
import { businessDate } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { agentHomeKeys, noticesKeys } from '@/lib/query-keys';

/** The team counters move as the team plays: the home asks again this often while it is open. */
const TEAM_KPI_REFRESH_MS = 60_000;

/** The four team counters of today (the platform's business day). */
export const useTodayTeamKpi = (owner: string | null) => {
  const today = businessDate(new Date());
  const query = { startDate: today, endDate: today };
  return useQuery({
    queryKey: agentHomeKeys.teamKpi(query, owner),
    queryFn: ({ signal }) => api.call('teamKpi', { query, signal }),
    staleTime: STALE_TIME.live,
    refetchInterval: TEAM_KPI_REFRESH_MS,
    select: (kpi) => kpi.footer,
  });
};

/** The agent announcements the agent has not read (the home footer's badge); reading one refreshes it. */
export const useAgentNoticesUnread = (owner: string | null) =>
  useQuery({
    queryKey: noticesKeys.unread('A', owner),
    queryFn: ({ signal }) => api.call('notices', { query: { types: 'A', pageNo: 1, pageSize: 1 }, signal }),
    staleTime: STALE_TIME.short,
    select: (page) => page.unreadCount,
  });
