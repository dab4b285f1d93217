import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { messageKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * The member's unread messages, for the badges of the member centre, the side menu and the agent
 * home; 0 for guests. Asked once; the inbox's read marks write their answer into this query's
 * cache, and the member's event stream every other change (a message came, another tab read one).
 */
export function useInboxUnreadCount(): number {
  const session = useSession();
  const count = useQuery({
    queryKey: messageKeys.unread(session?.userName ?? null),
    queryFn: ({ signal }) => api.call('inboxUnreadCount', { signal }),
    enabled: session !== null,
    staleTime: STALE_TIME.short,
    select: (answer) => answer.count,
  });
  return count.data ?? 0;
}
