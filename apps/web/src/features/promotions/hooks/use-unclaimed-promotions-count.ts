import { useQuery } from '@tanstack/react-query';
import { isTrial } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { promotionKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * Unclaimed promotion rewards for the Members badge and the reward-centre bubble; 0 for guests and
 * trial accounts. Kept apart from the promotion pages' calls: the tab bar is on the first paint.
 * Asked once; then the member's live stream writes every change into this query's cache
 * (app/layout/member-events.ts): a reward that became claimable, a claim here or in another tab.
 */
export function useUnclaimedPromotionsCount(): number {
  const session = useSession();
  const count = useQuery({
    queryKey: promotionKeys.unclaimed(session?.userName ?? null),
    queryFn: ({ signal }) => api.call('unclaimedPromotions', { signal }),
    enabled: session !== null && !isTrial(session.type),
    staleTime: STALE_TIME.short,
    select: (answer) => answer.count,
  });
  return count.data ?? 0;
}
