import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { withdrawKeys } from '@/lib/query-keys';

export const WITHDRAW_REPORT_PAGE_SIZE = 20;

/** `range`: epoch milliseconds, `from` included, `to` excluded. */
export type WithdrawReportRange = { from: number; to: number };

export const fetchWithdrawReport = (range: WithdrawReportRange, pageNo: number, signal?: AbortSignal) =>
  api.call('withdrawReport', { query: { ...range, pageNo, pageSize: WITHDRAW_REPORT_PAGE_SIZE }, signal });

export const withdrawReportQueryOptions = (range: WithdrawReportRange, owner: string | null) =>
  pagedQueryOptions({
    queryKey: withdrawKeys.report(range, owner),
    fetchPage: (pageNo, signal) => fetchWithdrawReport(range, pageNo, signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useWithdrawReport = (range: WithdrawReportRange, owner: string | null) => useInfiniteQuery(withdrawReportQueryOptions(range, owner));
