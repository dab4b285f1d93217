import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** The member's balance: the header, the game launch page and the wallet pages all show it. */
export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => api.call('walletBalance', { signal }),
    staleTime: STALE_TIME.live,
  });

export const useWalletBalance = () => {
  const session = useSession();
  return useQuery({ ...walletBalanceQueryOptions(), enabled: session !== null });
};

/** After play or a transfer: fetch the balance again wherever it is shown. */
export const refreshWalletBalance = (client: QueryClient) => client.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
