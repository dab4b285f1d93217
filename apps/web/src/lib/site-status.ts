import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { BOOT_STATUS_ELEMENT_ID, flattenWhitelabel, type SiteStatus } from '@m/contract';
import { api } from '@/lib/api-client';
import { currencySign, formatMoney, type MoneyOptions } from '@/lib/format';
import { readDataBlock } from '@/lib/page-boot';
import { STALE_TIME } from '@/lib/query-client';

/** Site status is read by startup, flags, the language block and every amount shown, hence shared in lib. */
export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => api.call('systemStatus', { signal }),
    staleTime: STALE_TIME.standard,
  });

/** The status the server wrote into the page, when it is there and checked against this app's contract. */
export const readBootStatus = (doc: Document = document): SiteStatus | null => readDataBlock<SiteStatus>(BOOT_STATUS_ELEMENT_ID, { doc });

/** Starts `client` with the page's status, so startup does not wait for the status call. */
export function seedBootStatus(client: QueryClient, doc: Document = document): QueryClient {
  const status = readBootStatus(doc);
  if (status) client.setQueryData(siteStatusQueryOptions().queryKey, status);
  return client;
}

export const useSiteStatus = () => useQuery(siteStatusQueryOptions());

const selectInfo = (status: SiteStatus) => status.info;
export const useSiteInfo = () => useQuery({ ...siteStatusQueryOptions(), select: selectInfo }).data;

const selectWhitelabel = (status: SiteStatus) => flattenWhitelabel(status.info.whitelabel);
export const useWhitelabel = () => useQuery({ ...siteStatusQueryOptions(), select: selectWhitelabel }).data;

const selectCurrency = (status: SiteStatus) => status.info.currency;

/** The merchant's currency; the site status is there before any page opens (the startup gate waits for it). */
const useCurrency = () => useQuery({ ...siteStatusQueryOptions(), select: selectCurrency }).data!;

/** The formatter of every amount on screen, in the merchant's currency (`₱1,234.50` for PHP). */
export function useFormatMoney(): (amount: number, options?: MoneyOptions) => string {
  const currency = useCurrency();
  return (amount, options) => formatMoney(amount, currency, options);
}

/** The sign of the merchant's currency on its own (`₱`). */
export const useCurrencySign = () => currencySign(useCurrency());
