import { useInfiniteQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@m/contract';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';

export const DEPOSIT_REPORT_PAGE_SIZE = 20;

export type DepositReportFilter = Omit<EndpointQuery<'depositReport'>, 'pageNo' | 'pageSize'>;

export const fetchDepositReport = (filter: DepositReportFilter, pageNo: number, signal?: AbortSignal) =>
  api.call('depositReport', { query: { ...filter, pageNo, pageSize: DEPOSIT_REPORT_PAGE_SIZE }, signal });

export const depositReportQueryOptions = (filter: DepositReportFilter, owner: string | null) =>
  pagedQueryOptions({
    queryKey: depositKeys.report.of(filter, owner),
    fetchPage: (pageNo, signal) => fetchDepositReport(filter, pageNo, signal),
    staleTime: STALE_TIME.short,
  });

export const useDepositReport = (filter: DepositReportFilter, owner: string | null) => useInfiniteQuery(depositReportQueryOptions(filter, owner));
