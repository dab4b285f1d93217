import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, type PageName } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/empty-state';

export type PageSpec = {
  /** 'session' pages ask a visitor to log in first. */
  access: 'public' | 'session';
  /** Shown instead of the no-data text (a translation key). */
  message?: string;
};

/**
 * The common page frame: root test id, translated title, then content.
 * Until a feature fills a page in, the content is its empty state or a login prompt.
 */
export function ShellPage({ name, access, message }: PageSpec & { name: PageName }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const needsLogin = access === 'session' && !session;
  return (
    <section className="page" data-testid={`page-${name}`}>
      <h1 className="page-title">{t(`page.${name}.title`)}</h1>
      {needsLogin ? (
        <EmptyState description={t('common.pleaseLogin')}>
          <Button color="primary" onClick={() => navigate(LOGIN_PATH)}>
            {t('common.login')}
          </Button>
        </EmptyState>
      ) : (
        <EmptyState description={message ? t(message) : t('common.noData')} />
      )}
    </section>
  );
}

/** Turns a feature's page specs into route components, one per page name. */
export const shellPages = <N extends PageName>(specs: Record<N, PageSpec>): Record<N, ComponentType> => {
  const pages = {} as Record<N, ComponentType>;
  for (const name of Object.keys(specs) as N[]) {
    const spec = specs[name];
    const Page = () => <ShellPage name={name} {...spec} />;
    Page.displayName = `${name}Page`;
    pages[name] = Page;
  }
  return pages;
};
