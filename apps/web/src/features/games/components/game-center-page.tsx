import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useGameVendors } from '@/lib/game-vendors';
import { categoryLabel } from '@/lib/game-categories';
import { VendorCards } from '@/features/games/components/vendor-cards';
import '@/features/games/components/games.css';

/** /m/gameCenter?gameType=: one category's vendors at a time, with the categories to switch between. */
export function GameCenterPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const vendors = useGameVendors();
  const sorting = vendors.data?.sorting ?? [];
  const selected = sorting.find((entry) => entry.gameCategory === params.get('gameType')) ?? sorting[0];
  return (
    <section className="page" data-testid="page-gameCenter">
      <h1 className="visually-hidden">{t('page.gameCenter.title')}</h1>
      <div className="category-chips" role="tablist">
        {sorting.map((entry) => (
          <button
            key={entry.gameCategory}
            type="button"
            role="tab"
            className="game-tab"
            data-testid={`center-tab-${entry.gameCategory}`}
            aria-selected={entry === selected}
            onClick={() => setParams({ gameType: entry.gameCategory }, { replace: true })}
          >
            {t(categoryLabel(entry.gameCategory))}
          </button>
        ))}
      </div>
      {vendors.isError && <LoadFailed onRetry={() => void vendors.refetch()} />}
      {vendors.data && !selected && <EmptyState description={t('common.noData')} />}
      {selected && vendors.data && <VendorCards vendors={selected.vendorNames} mapping={vendors.data.mapping} />}
    </section>
  );
}
