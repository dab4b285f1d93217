import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchDepositPromotions = (signal?: AbortSignal) => api.call('depositPromotions', { signal });

/** The bonuses open to this member now (the first-deposit one goes once it is used). */
export const depositPromotionsQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: depositKeys.promotions(owner), queryFn: ({ signal }) => fetchDepositPromotions(signal), staleTime: STALE_TIME.live });

export const useDepositPromotions = () => useQuery(depositPromotionsQueryOptions(useSessionOwner()));
