import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { rebateKeys } from '@/lib/query-keys';

export const REBATE_REPORT_PAGE_SIZE = 20;

/** `range`: epoch milliseconds, `from` included, `to` excluded. */
export type RebateReportRange = { from: number; to: number };

export const fetchRebateReport = (range: RebateReportRange, pageNo: number, signal?: AbortSignal) =>
  api.call('rebateReport', { query: { ...range, pageNo, pageSize: REBATE_REPORT_PAGE_SIZE }, signal });

export const rebateReportQueryOptions = (range: RebateReportRange, owner: string | null) =>
  pagedQueryOptions({
    queryKey: rebateKeys.report(range, owner),
    fetchPage: (pageNo, signal) => fetchRebateReport(range, pageNo, signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useRebateReport = (range: RebateReportRange, owner: string | null) => useInfiniteQuery(rebateReportQueryOptions(range, owner));
