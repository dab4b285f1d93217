import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { DepositOrder, DepositOrderStatus } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';

/** How often an open order is asked again while its page is shown. */
const ORDER_POLL_MS = 2000;
const OPEN_STATUSES: readonly DepositOrderStatus[] = ['CREATED', 'AWAITING_PAYMENT'];

export const isOrderOpen = (status: DepositOrderStatus) => OPEN_STATUSES.includes(status);

export const fetchDepositOrder = (orderId: string, signal?: AbortSignal) => api.call('depositOrder', { query: { orderId }, signal });

/** The order, asked again every 2 s until it is paid, expired, failed or rejected. */
export const depositOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: depositKeys.order(orderId),
    queryFn: ({ signal }) => fetchDepositOrder(orderId, signal),
    staleTime: STALE_TIME.live,
    refetchInterval: (query: Query<DepositOrder>) => (query.state.data && !isOrderOpen(query.state.data.status) ? false : ORDER_POLL_MS),
  });

export const useDepositOrder = (orderId: string) => useQuery(depositOrderQueryOptions(orderId));
