import { CountBubble } from '@/components/count-bubble';
import { useInboxUnreadCount } from '@/lib/inbox-unread';
import { useT } from '@/lib/i18n/use-t';

/**
 * The member's unread messages beside an entry to the inbox (the member centre's news, the side
 * menu, the agent home's mail); nothing when there are none. Follows the count live.
 */
export function InboxUnreadBadge({ testId }: { testId: string }) {
  const t = useT();
  const count = useInboxUnreadCount();
  return count === 0 ? null : <CountBubble count={count} label={t('inbox.unread', { count })} testId={testId} />;
}
