import { queryOptions, useQuery } from '@tanstack/react-query';
import { resortVendorCategories, type VendorData } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';

export const fetchGameVendors = (signal?: AbortSignal) => api.call('gameVendors', { query: { platform: 'html5', clientType: 2 }, signal });

/** Vendor data is read by the home menu, the side menu, the game pages and the lottery launcher, hence shared in lib. */
export const gameVendorsQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.vendors(),
    queryFn: ({ signal }) => fetchGameVendors(signal),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'vendors' },
  });

/** Vendor data with the spec's re-sort applied (esports and cockfight in categories of their own). */
const resorted = (data: VendorData): VendorData => ({ ...data, sorting: resortVendorCategories(data.sorting) });

export const useGameVendors = () => useQuery({ ...gameVendorsQueryOptions(), select: resorted });
