import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { payoutKeys, securityKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchBankCards = (signal?: AbortSignal) => api.call('bankCards', { signal });

export const bankCardsQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: payoutKeys.bankCards(owner), queryFn: ({ signal }) => fetchBankCards(signal), staleTime: STALE_TIME.standard });

/** The member's bound cards (masked numbers), payee name and card limit. */
export const useBankCards = () => {
  const owner = useSessionOwner();
  return useQuery({ ...bankCardsQueryOptions(owner), enabled: owner !== null });
};

export const refreshBankCards = (client: QueryClient, owner: string | null) =>
  Promise.all([
    client.invalidateQueries({ queryKey: payoutKeys.bankCards(owner) }),
    // A first card or the last one removed moves the security level.
    client.invalidateQueries({ queryKey: securityKeys.config(owner) }),
  ]);
