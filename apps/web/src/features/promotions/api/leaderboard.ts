import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { promotionKeys } from '@/lib/query-keys';

/** A mission's leaderboard (`id` null: the merchant's first mission with prizes); null when none runs. */
export const useLeaderboard = (id: number | null, owner: string | null) => useQuery({
  queryKey: promotionKeys.leaderboard(id, owner),
  queryFn: ({ signal }) => api.call('leaderboard', { query: id === null ? {} : { id }, signal }),
  staleTime: STALE_TIME.short,
  // The ranking moves with everybody's bets: fresh again each minute while the page is open.
  refetchInterval: 60_000,
  meta: { languageReload: 'lists' },
});
