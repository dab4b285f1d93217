import { useInfiniteQuery } from '@tanstack/react-query';
import { RECORDS_PAGE_SIZE, type ProfitLossGroup } from '@m/contract';
import type { DateRange } from '@/components/list/date-range';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { recordsKeys } from '@/lib/query-keys';
import { periodQuery } from '@/features/wallet/api/record-period';

export type ProfitLossFilter = DateRange & { groupBy: ProfitLossGroup };

export const fetchProfitLoss = (filter: ProfitLossFilter, pageNo: number, signal?: AbortSignal) =>
  api.call('profitLoss', { query: { ...periodQuery(filter), groupBy: filter.groupBy, pageNo, pageSize: RECORDS_PAGE_SIZE }, signal });

export const profitLossQueryOptions = (filter: ProfitLossFilter, owner: string | null) =>
  pagedQueryOptions({
    queryKey: recordsKeys.profitLoss(filter, owner),
    fetchPage: (pageNo, signal) => fetchProfitLoss(filter, pageNo, signal),
    staleTime: STALE_TIME.live,
  });

export const useProfitLoss = (filter: ProfitLossFilter, owner: string | null) => useInfiniteQuery(profitLossQueryOptions(filter, owner));
