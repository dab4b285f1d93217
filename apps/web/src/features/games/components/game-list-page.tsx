import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOT_GAME_TYPE, IN_HOUSE, isMemberTab, tabsOf, type Game, type GameTab } from '@m/contract';
import { PagedList } from '@/components/list/paged-list';
import { LOGIN_PATH } from '@/config/paths';
import { gameEntry } from '@/lib/game-launch';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useGameVendors } from '@/lib/game-vendors';
import { useFavourites } from '@/features/games/hooks/use-favourites';
import { useGameLauncher } from '@/lib/use-game-launcher';
import { useGameListState } from '@/features/games/hooks/use-game-list-state';
import { useGamePages } from '@/features/games/hooks/use-game-pages';
import { categoryLabel } from '@/lib/game-categories';
import { GameGrid } from '@/features/games/components/game-grid';
import { GameSkeleton } from '@/features/games/components/game-skeleton';
import { FilterButton, GameTabs } from '@/features/games/components/game-tabs';
import { SearchBox } from '@/features/games/components/search-box';
import { VendorCarousel } from '@/features/games/components/vendor-carousel';
import '@/features/games/components/games.css';

const FilterPanel = lazy(() => import('@/features/games/components/filter-panel'));

/** /m/gameList?gameType=: search, tabs, vendor carousel, filters and the windowed, endless list. */
export function GameListPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const state = useGameListState();
  const pages = useGamePages(state);
  const vendorData = useGameVendors();
  const vendors = vendorData.data?.sorting.find((entry) => entry.gameCategory === state.gameType)?.vendorNames ?? [];
  const favourites = useFavourites(t('games.favourite.failed'));
  const launch = useGameLauncher();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const needsLogin = (tab: GameTab) => isMemberTab(tab) && !session;
  const openedForMembers = needsLogin(state.tab);
  useEffect(() => {
    if (openedForMembers) void navigate(LOGIN_PATH, { replace: true });
  }, [openedForMembers, navigate]);

  const selectTab = (tab: GameTab) => {
    if (needsLogin(tab)) {
      void navigate(LOGIN_PATH);
      return;
    }
    pages.resetTab(tab);
    state.setTab(tab);
  };
  const open = useCallback((game: Game) => launch(gameEntry(game)), [launch]);
  const { toggle } = favourites;
  const toggleFavourite = useCallback((game: Game) => void toggle(game), [toggle]);

  return (
    <section className="page game-list-page" data-testid="page-gameList" data-tab={state.tab}>
      <h1 className="visually-hidden">{t(categoryLabel(state.gameType))}</h1>
      <div className="game-search-row">
        <SearchBox key={state.gameName} value={state.gameName} onSearch={state.setGameName} />
        <FilterButton onClick={() => setFiltersOpen(true)} />
      </div>
      <GameTabs tabs={tabsOf(state.gameType)} active={state.tab} onSelect={selectTab} />
      <VendorCarousel
        vendors={vendors}
        loading={vendorData.isPending && state.gameType !== HOT_GAME_TYPE && state.gameType !== IN_HOUSE}
        selected={state.filters.vendor}
        onSelect={(vendor) => state.setFilters({ ...state.filters, vendor })}
      />
      <PagedList
        list={pages.list}
        skeleton={<GameSkeleton tiles={9} testId="game-list-loading" />}
        loadingMore={<span data-testid="game-list-more">{t('games.list.loading')}</span>}
        end={<span data-testid="game-list-end">{t('games.list.end', { count: pages.totalCount })}</span>}
      >
        <GameGrid games={pages.games} isFavourite={favourites.isFavourite} onOpen={open} onToggleFavourite={toggleFavourite} />
      </PagedList>
      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterPanel
            gameType={state.gameType}
            vendors={vendors}
            filters={state.filters}
            onSubmit={state.setFilters}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
