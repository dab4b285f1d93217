import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { helpKeys } from '@/lib/query-keys';

/** The merchant's help articles for phones, in the app's language, in the operators' order. */
export const helpArticlesQueryOptions = () =>
  queryOptions({
    queryKey: helpKeys.articles(),
    queryFn: ({ signal }) => api.call('helpCenter', { query: { device: 'MOBILE' }, signal }),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useHelpArticles = () => useQuery(helpArticlesQueryOptions());
