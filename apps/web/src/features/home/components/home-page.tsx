import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { GameShortcut } from '@/features/home/components/game-shortcut';
import { NoticeStrip } from '@/features/home/components/notice-strip';
import { PopularGames } from '@/features/home/components/popular-games';
import { RecommendStrip } from '@/features/home/components/recommend-strip';
import { ServicePanel } from '@/features/home/components/service-panel';
import { WhenVisible } from '@/features/home/components/when-visible';
import '@/features/home/components/home.css';

// Below the fold: their code and data load when the player scrolls towards them.
const HotMatches = lazy(() => import('@/features/home/components/hot-matches').then((module) => ({ default: module.HotMatches })));
const LatestWinners = lazy(() => import('@/features/home/components/latest-winners').then((module) => ({ default: module.LatestWinners })));
// Only members get them.
const SessionPrompts = lazy(() => import('@/features/home/components/session-prompts'));

/** Heights the lazy blocks take once shown, so nothing moves when they arrive. */
const HOT_MATCHES_HEIGHT = 132;
const WINNERS_HEIGHT = 212;

/** Spec §2 Home. `installPrompt` is the install feature's download bar, composed by the route. */
export function HomePage({ installPrompt }: { installPrompt?: ReactNode }) {
  const t = useT();
  const session = useSession();
  return (
    <section className="page home-page" data-testid="page-home">
      <div className="home-background" aria-hidden="true" />
      <h1 className="visually-hidden">{t('page.home.title')}</h1>
      {installPrompt}
      <BannerCarousel />
      <NoticeStrip />
      <RecommendStrip />
      <PopularGames />
      <WhenVisible minHeight={HOT_MATCHES_HEIGHT}>
        <HotMatches />
      </WhenVisible>
      <WhenVisible minHeight={WINNERS_HEIGHT}>
        <LatestWinners />
      </WhenVisible>
      <ServicePanel />
      <GameShortcut />
      {session && (
        <Suspense fallback={null}>
          <SessionPrompts />
        </Suspense>
      )}
    </section>
  );
}
