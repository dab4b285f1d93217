import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

/** Per-field rules of registration; password rules of the password forms come from here too. */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: ({ signal }) => api.call('registerSettings', { signal }),
    staleTime: STALE_TIME.standard,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions()).data;
