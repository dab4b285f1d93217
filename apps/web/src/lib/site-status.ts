import { queryOptions, useQuery } from '@tanstack/react-query';
import { flattenWhitelabel, type SiteStatus } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

/** Site status is read by startup, flags and the language block, hence shared in lib. */
export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => api.call('systemStatus', { signal }),
    staleTime: STALE_TIME.standard,
  });

export const useSiteStatus = () => useQuery(siteStatusQueryOptions());

const selectInfo = (status: SiteStatus) => status.info;
export const useSiteInfo = () => useQuery({ ...siteStatusQueryOptions(), select: selectInfo }).data;

const selectWhitelabel = (status: SiteStatus) => flattenWhitelabel(status.info.whitelabel);
export const useWhitelabel = () => useQuery({ ...siteStatusQueryOptions(), select: selectWhitelabel }).data;
