import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { securityKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchSecurityConfig = (signal?: AbortSignal) => api.call('securityConfig', { signal });

export const securityConfigQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: securityKeys.config(owner),
    queryFn: ({ signal }) => fetchSecurityConfig(signal),
    staleTime: STALE_TIME.standard,
  });

/** What the member has set up (passwords, mobile, e-mail, cards) and the security level it makes. */
export const useSecurityConfig = () => {
  const owner = useSessionOwner();
  return useQuery({ ...securityConfigQueryOptions(owner), enabled: owner !== null });
};
