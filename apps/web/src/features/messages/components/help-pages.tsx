import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { HelpItem } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { RichHtml } from '@/components/rich-html';
import { DotLoading } from '@/components/ui/dot-loading';
import { pageTitleKey, pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useHelpArticles } from '@/features/messages/api/help-centre';
import '@/features/messages/components/help.css';

/** The article `?i=` names (spec §2: the first one when it names none or is not a whole number). */
export function selectedArticle(params: URLSearchParams): number {
  const index = Number(params.get('i') ?? '0');
  return Number.isSafeInteger(index) && index >= 0 ? index : 0;
}

/** The help articles once loaded; until then the loading, failed (retry) or empty state. */
function WithArticles({ children }: { children: (articles: HelpItem[]) => ReactNode }) {
  const t = useT();
  const articles = useHelpArticles();
  if (articles.isPending) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (articles.isError) return <LoadFailed onRetry={() => void articles.refetch()} />;
  if (articles.data.length === 0) return <EmptyState description={t('common.noData')} />;
  return children(articles.data);
}

function HelpEntry({ article, index, open, onOpen }: { article: HelpItem; index: number; open: boolean; onOpen: () => void }) {
  const contentId = useId();
  const entry = useRef<HTMLLIElement>(null);
  const openOnArrival = useRef(open);
  // The article a link opened (`?i=3`) may sit below the fold: bring it into view once, not on later taps.
  useEffect(() => {
    if (openOnArrival.current) entry.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <li ref={entry} className="help-entry" data-testid="help-entry" data-open={open}>
      <h2 className="help-entry-heading">
        <button
          type="button"
          className="help-entry-title"
          data-testid={`help-title-${index}`}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onOpen}
        >
          {article.title}
          <span className="help-entry-chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={contentId} hidden={!open}>
        {open && <RichHtml html={article.content} className="help-content" testId="help-content" />}
      </div>
    </li>
  );
}

/**
 * /m/help: the help articles' titles, the one `?i=` names opened below its title. Opening another
 * rewrites `?i=` in place, so the address always names what is open and a shared link opens the same.
 */
export function HelpPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selected = selectedArticle(params);
  return (
    <section className="page help-page" data-testid="page-help">
      <h1 className="page-title">{t(pageTitleKey('help'))}</h1>
      <Link className="help-responsible-gaming" to={pathOf('responsibleGaming')} data-testid="help-responsible-gaming">
        <strong>{t(pageTitleKey('responsibleGaming'))}</strong>
        <span>{t('help.responsibleGamingHint')}</span>
      </Link>
      <WithArticles>
        {(articles) => (
          <ul className="help-list">
            {articles.map((article, index) => (
              <HelpEntry
                key={article.id}
                article={article}
                index={index}
                open={index === selected}
                onOpen={() => setParams({ i: String(index) }, { replace: true })}
              />
            ))}
          </ul>
        )}
      </WithArticles>
    </section>
  );
}

/** /m/helpDetail: the article `?i=` names on a page of its own; an index past the last article finds nothing. */
export function HelpDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const article = useHelpArticles().data?.[selectedArticle(params)];
  return (
    <section className="page help-detail-page" data-testid="page-helpDetail">
      <h1 className="page-title">{article?.title ?? t(pageTitleKey('helpDetail'))}</h1>
      <WithArticles>
        {() => (article
          ? <RichHtml html={article.content} className="help-content help-article" testId="help-content" />
          : <EmptyState description={t('common.noData')} />)}
      </WithArticles>
    </section>
  );
}
