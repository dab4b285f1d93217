import { useInfiniteQuery } from '@tanstack/react-query';
import { RECORDS_PAGE_SIZE } from '@m/contract';
import type { DateRange } from '@/components/list/date-range';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { recordsKeys } from '@/lib/query-keys';
import { periodQuery } from '@/features/wallet/api/record-period';

export const fetchGameRecord = (range: DateRange, pageNo: number, signal?: AbortSignal) =>
  api.call('gameRecord', { query: { ...periodQuery(range), pageNo, pageSize: RECORDS_PAGE_SIZE }, signal });

export const gameRecordQueryOptions = (range: DateRange, owner: string | null) =>
  pagedQueryOptions({
    queryKey: recordsKeys.games(range, owner),
    fetchPage: (pageNo, signal) => fetchGameRecord(range, pageNo, signal),
    staleTime: STALE_TIME.live,
  });

export const useGameRecord = (range: DateRange, owner: string | null) => useInfiniteQuery(gameRecordQueryOptions(range, owner));
