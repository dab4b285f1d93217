import { useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGES, PROMOTION_CATEGORIES, type PromotionCategory } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Tabs } from '@/components/ui/tabs';
import { pathOf } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { usePromotions } from '@/features/promotions/api/promotions';
import { PromotionImage, PromotionPeriod, StatusChip } from '@/features/promotions/components/promotion-parts';
import '@/features/promotions/components/promotions.css';

const ALL = 'ALL';
type Tab = PromotionCategory | typeof ALL;
const TABS: readonly Tab[] = [ALL, ...PROMOTION_CATEGORIES];

/** /m/activity: the merchant's promotions by category, each with its picture, title, period and the member's status. */
export function ActivityPage() {
  const t = useT();
  const language = useLanguage();
  const [tab, setTab] = useState<Tab>(ALL);
  const list = usePromotions(tab === ALL ? null : tab, useSessionOwner());
  return (
    <section className="page promo-page" data-testid="page-activity">
      <h1 className="page-title">{t('page.activity.title')}</h1>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} direction={LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'} className="promo-tabs">
        {TABS.map((category) => <Tabs.Tab key={category} title={<span data-testid={`promotion-tab-${category}`}>{t(`promotions.category.${category}`)}</span>} />)}
      </Tabs>
      {list.isPending ? <DotLoading /> : list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : list.data.length === 0 ? (
        <EmptyState description={t('promotions.empty')} />
      ) : (
        <ul className="promo-list" data-testid="promotion-list">
          {list.data.map((promotion) => (
            <li key={promotion.id}>
              <Link className="promo-card" to={`${pathOf('activityDetail')}?id=${promotion.id}`} data-testid="promotion-card" data-promotion-id={promotion.id}>
                <PromotionImage url={promotion.imageUrl} />
                <div className="promo-card-body">
                  <h2 className="promo-title" dir="auto">{promotion.title}</h2>
                  <PromotionPeriod promotion={promotion} />
                  <StatusChip status={promotion.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
