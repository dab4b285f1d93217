import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { userAgreementKeys } from '@/lib/query-keys';

/** The merchant's user agreement (its operators' text), in the app's language. */
export const userAgreementQueryOptions = () =>
  queryOptions({
    queryKey: userAgreementKeys.agreement(),
    queryFn: ({ signal }) => api.call('userAgreement', { query: {}, signal }),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useUserAgreement = () => useQuery(userAgreementQueryOptions());
