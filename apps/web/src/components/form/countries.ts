import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

export const systemCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => api.call('systemCountry', { signal }),
    staleTime: STALE_TIME.standard,
  });

/** The countries the merchant serves, with their dialing codes (GET /wps/system/country). */
export const useCountries = () => useQuery(systemCountryQueryOptions()).data ?? [];
