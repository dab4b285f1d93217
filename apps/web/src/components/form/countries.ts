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

/** Used until the country list arrives (the demo market). */
const FALLBACK_DIALING_CODE = '+63';

/** The dialing code in use: the one picked, else the first of the server's list. */
export function useDialingCode(picked: string): string {
  const countries = useCountries();
  return picked || countries[0]?.dialingCode || FALLBACK_DIALING_CODE;
}
