import { useT } from '@/lib/i18n/use-t';
import type { GameTab } from '@m/contract';

export function GameTabs({ tabs, active, onSelect }: { tabs: readonly GameTab[]; active: GameTab; onSelect: (tab: GameTab) => void }) {
  const t = useT();
  return (
    <div className="game-tabs" role="tablist" aria-label={t('games.tabs.label')}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="game-tab"
          data-testid={`game-tab-${tab}`}
          aria-selected={tab === active}
          onClick={() => onSelect(tab)}
        >
          {t(`games.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}

export function FilterButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className="game-filter-button" data-testid="game-filter-open" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('games.filter.open')}
    </button>
  );
}
