import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { downlineKeys } from '@/lib/query-keys';

export const DOWNLINE_PAGE_SIZE = 20;

/** The agent's own rates and its direct downline agents' rates, a page at a time. */
export const downlineRatesQueryOptions = (owner: string | null) =>
  pagedQueryOptions({
    queryKey: downlineKeys.rates(owner),
    fetchPage: (pageNo, signal) => api.call('agentRebateRates', { query: { pageNo, pageSize: DOWNLINE_PAGE_SIZE }, signal }),
    staleTime: STALE_TIME.short,
  });

export const useDownlineRates = (owner: string | null) => useInfiniteQuery(downlineRatesQueryOptions(owner));

/** Rebate income paid per day over `range` (days as YYYY-MM-DD), with what today has earned so far. */
export const rebateIncomeQueryOptions = (range: { from: string; to: string }, owner: string | null) =>
  pagedQueryOptions({
    queryKey: downlineKeys.income(range, owner),
    fetchPage: (pageNo, signal) => api.call('agentRebateIncome', { query: { ...range, pageNo, pageSize: DOWNLINE_PAGE_SIZE }, signal }),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useRebateIncome = (range: { from: string; to: string }, owner: string | null) => useInfiniteQuery(rebateIncomeQueryOptions(range, owner));

export const affiliateQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: downlineKeys.affiliate(owner), queryFn: ({ signal }) => api.call('agentAffiliate', { signal }), staleTime: STALE_TIME.standard });

export const useAffiliate = (owner: string | null) => useQuery(affiliateQueryOptions(owner));

/** A downline's rates: the settings list is read again. */
export const useSetDownlineRates = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'agentSetDownlineRates'>) => api.call('agentSetDownlineRates', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: downlineKeys.all }),
  });
};

/** A new player or sub-agent: the settings list is read again. */
export const useOpenAccount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'agentOpenAccount'>) => api.call('agentOpenAccount', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: downlineKeys.all }),
  });
};
