import '@/components/count-bubble.css';

const MAX_SHOWN = 99;

/** A red bubble with a count beside an entry (unread messages, unclaimed rewards), named by `label` for screen readers. */
export function CountBubble({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <span className="count-bubble" data-testid={testId} data-count={count} role="status" aria-label={label}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
