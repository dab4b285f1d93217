import type { ComponentType } from 'react';
import { pageTitleKey, type PageName } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { EmptyState } from '@/components/empty-state';

export type PageSpec = {
  /** Shown instead of the no-data text (a translation key). */
  message?: string;
};

/**
 * The common page frame: root test id, translated title, then content.
 * Until a feature fills a page in, the content is its empty state. Who may open the page is the
 * route table's business (config/paths.ts), never the page's.
 */
export function ShellPage({ name, message }: PageSpec & { name: PageName }) {
  const t = useT();
  return (
    <section className="page" data-testid={`page-${name}`}>
      <h1 className="page-title">{t(pageTitleKey(name))}</h1>
      <EmptyState description={message ? t(message) : t('common.noData')} />
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
