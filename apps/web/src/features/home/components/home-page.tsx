import { useT } from '@/lib/i18n/use-t';
import { EmptyState } from '@/components/empty-state';
import { GameCategories } from '@/features/home/components/game-categories';
import { NoticeStrip } from '@/features/home/components/notice-strip';

export function HomePage() {
  const t = useT();
  return (
    <section className="page home-page" data-testid="page-home">
      <div className="home-background" aria-hidden="true" />
      <h1 className="visually-hidden">{t('page.home.title')}</h1>
      <NoticeStrip />
      <GameCategories />
      <EmptyState description={t('common.noData')} />
    </section>
  );
}
