import type { ReactNode } from 'react';

/** The empty-list placeholder (spec §2): an icon, the text and optional actions. */
export function EmptyState({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <svg className="empty-state-icon" viewBox="0 0 64 48" aria-hidden="true">
        <path d="M8 18 18 6h28l10 12v22a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z" fill="#e6eaf2" />
        <path d="M8 18h16l3 6h10l3-6h16" fill="none" stroke="#c4cbd8" strokeWidth="2" />
      </svg>
      <p className="empty-state-text">{description}</p>
      {children}
    </div>
  );
}
