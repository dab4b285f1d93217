import { useInboxUnreadCount } from '@/lib/inbox-unread';
import { useT } from '@/lib/i18n/use-t';
import '@/components/inbox-unread-badge.css';

const MAX_SHOWN = 99;

/**
 * The member's unread messages as a red bubble beside an entry to the inbox (the member centre's
 * news, the side menu, the agent home's mail); nothing when there are none. Follows the count live.
 */
export function InboxUnreadBadge({ testId }: { testId: string }) {
  const t = useT();
  const count = useInboxUnreadCount();
  if (count === 0) return null;
  return (
    <span className="inbox-unread-badge" data-testid={testId} data-count={count} role="status" aria-label={t('inbox.unread', { count })}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
