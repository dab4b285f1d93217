import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useGameVendors } from '@/lib/game-vendors';
import { categoryLabel } from '@/lib/game-categories';
import { VendorCards } from '@/features/games/components/vendor-cards';
import '@/features/games/components/games.css';

/** /m/gameLobby: every category with its vendors. */
export function GameLobbyPage() {
  const t = useT();
  const vendors = useGameVendors();
  return (
    <section className="page" data-testid="page-gameLobby">
      <h1 className="visually-hidden">{t('page.gameLobby.title')}</h1>
      {vendors.isError && <LoadFailed onRetry={() => void vendors.refetch()} />}
      {vendors.data?.sorting.length === 0 && <EmptyState description={t('common.noData')} />}
      {vendors.data?.sorting.map((category) => (
        <section key={category.gameCategory} className="games-section" data-testid={`lobby-${category.gameCategory}`}>
          <h2>
            <Link to={`/m/gameList?gameType=${category.gameCategory}`}>{t(categoryLabel(category.gameCategory))}</Link>
          </h2>
          <VendorCards vendors={category.vendorNames} mapping={vendors.data.mapping} />
        </section>
      ))}
    </section>
  );
}
