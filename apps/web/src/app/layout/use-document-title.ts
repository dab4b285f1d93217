import { useEffect } from 'react';
import { pageTitleKey, type PageName } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** Each page's own document title from the route table, e.g. "Login · M Play"; follows navigation and the language. */
export function useDocumentTitle(name: PageName) {
  const t = useT();
  const title = `${t(pageTitleKey(name))} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
