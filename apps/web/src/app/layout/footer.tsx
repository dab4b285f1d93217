import { useT } from '@/lib/i18n/use-t';

const COPYRIGHT_YEAR = 2025;

/** The global footer block, shown on every page but the winner page. */
export function AppFooter() {
  const t = useT();
  return (
    <footer className="app-footer" data-testid="app-footer">
      <p className="footer-age">
        <span className="age-badge" aria-hidden="true">18+</span>
        {t('footer.responsibleGaming')}
      </p>
      <p>{t('footer.license')}</p>
      <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('app.name') })}</p>
    </footer>
  );
}
