import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import ServiceList from '@/components/service/service-list';
import { pageTitleKey, pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSiteInfo } from '@/lib/site-status';

/** /m/service: the merchant's customer service entries (spec §2, §3), the same list as the home's floating panel, and the help centre. */
export function ServicePage() {
  const t = useT();
  const entries = useSiteInfo()?.customerService ?? [];
  return (
    <section className="page service-page" data-testid="page-service">
      <h1 className="page-title">{t(pageTitleKey('service'))}</h1>
      {entries.length === 0 ? <EmptyState description={t('common.noData')} /> : (
        <>
          <p className="service-intro">{t('service.intro')}</p>
          <ServiceList entries={entries} variant="page" />
        </>
      )}
      <Link className="outline-button service-help-link" to={pathOf('help')} data-testid="service-help">{t(pageTitleKey('help'))}</Link>
    </section>
  );
}
