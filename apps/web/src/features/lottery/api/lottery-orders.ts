import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { lotteryKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const LOTTERY_ORDERS_PAGE_SIZE = 20;

export const fetchLotteryOrders = (pageNo: number, signal?: AbortSignal) =>
  api.call('lotteryOrders', { query: { pageNo, pageSize: LOTTERY_ORDERS_PAGE_SIZE }, signal });

export const lotteryOrdersQueryOptions = (owner: string | null) =>
  pagedQueryOptions({
    queryKey: lotteryKeys.orderList(owner),
    fetchPage: (pageNo, signal) => fetchLotteryOrders(pageNo, signal),
    staleTime: STALE_TIME.short,
  });

export const useLotteryOrders = (owner: string | null) => useInfiniteQuery(lotteryOrdersQueryOptions(owner));

/** An order waiting for its draw is asked again every 15 s, so its result and payout show without a reload. */
export const lotteryOrderQueryOptions = (orderId: number, owner: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.order(orderId, owner),
    queryFn: ({ signal }) => api.call('lotteryOrderDetail', { query: { orderId }, signal }),
    staleTime: STALE_TIME.short,
    refetchInterval: (query) => (query.state.data && query.state.data.result === null ? 15_000 : false),
  });

export const useLotteryOrder = (orderId: number | null, owner: string | null) =>
  useQuery({ ...lotteryOrderQueryOptions(orderId ?? 0, owner), enabled: orderId !== null });

/** An order or a cancel moves money: the balance and the orders are fetched again. */
function useOrderChange<B, R>(call: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: lotteryKeys.orders })]),
  });
}

export const usePlaceLotteryOrder = () => useOrderChange((body: EndpointBody<'lotteryPlaceOrder'>) => api.call('lotteryPlaceOrder', { body }));
export const useCancelLotterySubOrder = () => useOrderChange((body: EndpointBody<'lotteryCancelSubOrder'>) => api.call('lotteryCancelSubOrder', { body }));
