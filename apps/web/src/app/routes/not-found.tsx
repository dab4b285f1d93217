import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/empty-state';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="page" data-testid="page-not-found">
      <h1 className="page-title">{t('page.not-found.title')}</h1>
      <EmptyState description={t('common.notFound')}>
        <Button color="primary" data-testid="not-found-home" onClick={() => navigate(HOME_PATH)}>
          {t('common.backHome')}
        </Button>
      </EmptyState>
    </section>
  );
}
