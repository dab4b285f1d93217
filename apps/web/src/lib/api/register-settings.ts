import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { systemKeys } from '@/lib/query-keys';

/** Per-field rules of registration; password rules of the password forms and an agent's open account come from here too. */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.registerSettings(),
    queryFn: ({ signal }) => api.call('registerSettings', { signal }),
    staleTime: STALE_TIME.standard,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions()).data;
