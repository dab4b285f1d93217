import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { payoutKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchHasPaymentPassword = (signal?: AbortSignal) => api.call('hasWithdrawalPassword', { signal });

export const hasPaymentPasswordQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: payoutKeys.hasPaymentPassword(owner),
    queryFn: ({ signal }) => fetchHasPaymentPassword(signal),
    staleTime: STALE_TIME.standard,
  });

/** Whether the member has set a payment password (the withdrawal page asks for one first). */
export const useHasPaymentPassword = () => {
  const owner = useSessionOwner();
  return useQuery({ ...hasPaymentPasswordQueryOptions(owner), enabled: owner !== null });
};
