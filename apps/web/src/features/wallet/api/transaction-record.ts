import { useInfiniteQuery } from '@tanstack/react-query';
import { RECORDS_PAGE_SIZE, type TransactionType } from '@m/contract';
import type { DateRange } from '@/components/list/date-range';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { recordsKeys } from '@/lib/query-keys';
import { periodQuery } from '@/features/wallet/api/record-period';

/** `type` null: every type. */
export type TransactionFilter = DateRange & { type: TransactionType | null };

export const fetchTransactionRecord = (filter: TransactionFilter, pageNo: number, signal?: AbortSignal) =>
  api.call('transactionRecord', {
    query: { ...periodQuery(filter), ...(filter.type ? { type: filter.type } : {}), pageNo, pageSize: RECORDS_PAGE_SIZE },
    signal,
  });

export const transactionRecordQueryOptions = (filter: TransactionFilter, owner: string | null) =>
  pagedQueryOptions({
    queryKey: recordsKeys.transactions(filter, owner),
    fetchPage: (pageNo, signal) => fetchTransactionRecord(filter, pageNo, signal),
    staleTime: STALE_TIME.live,
  });

export const useTransactionRecord = (filter: TransactionFilter, owner: string | null) => useInfiniteQuery(transactionRecordQueryOptions(filter, owner));
