import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { baccaratTableSchema, type BaccaratTable, type EndpointBody } from '@m/contract';
import { useEffect } from 'react';
import { ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { api } from '@/lib/api-client';
import { startEventStream, whileVisible, type ServerSentEvent } from '@/lib/event-stream';
import { usePageSettled } from '@/lib/page-settled';
import { STALE_TIME } from '@/lib/query-client';
import { liveTableKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/** The table with the moment it arrived on this device, so countdowns follow the server's clock. */
export type TableView = BaccaratTable & { receivedAt: number };

const tableQueryOptions = () => queryOptions({
  queryKey: liveTableKeys.table(),
  queryFn: async ({ signal }): Promise<TableView> => ({ ...(await api.call('baccaratTable', { signal })), receivedAt: Date.now() }),
  staleTime: STALE_TIME.live,
});

function tableEventOf({ event, data }: ServerSentEvent): BaccaratTable | null {
  if (event !== 'table') return null;
  try {
    const checked = baccaratTableSchema.safeParse(JSON.parse(data));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}

/** A pushed table into the cache; a new deal makes the member's bets and balance stale. */
function applyTable(client: QueryClient, table: BaccaratTable, owner: string): void {
  const before = client.getQueryData(tableQueryOptions().queryKey);
  client.setQueryData(tableQueryOptions().queryKey, { ...table, receivedAt: Date.now() });
  if (before?.last?.key !== table.last?.key) {
    void client.invalidateQueries({ queryKey: liveTableKeys.myBets(owner) });
    void refreshWalletBalance(client);
  }
}

/**
 * The table, kept current by its event stream for as long as the page is shown. The stream opens
 * once the page has settled (it never ends, so it would keep the page loading for whatever waits
 * for the network to go quiet); its first event repeats the table the first call read.
 */
export function useBaccaratTable(session: { token: string; userName: string }) {
  const client = useQueryClient();
  const settled = usePageSettled();
  const { token, userName } = session;
  useEffect(() => (!settled ? undefined : whileVisible(() => startEventStream({
    path: ENDPOINT_WIRE.baccaratEvents.path,
    token,
    onEvent: (received) => {
      const table = tableEventOf(received);
      if (table) applyTable(client, table, userName);
      return table !== null;
    },
  }))), [settled, client, token, userName]);
  return useQuery(tableQueryOptions());
}

export const useMyBaccaratBets = (owner: string) =>
  useQuery({ queryKey: liveTableKeys.myBets(owner), queryFn: ({ signal }) => api.call('baccaratMyBets', { signal }), staleTime: STALE_TIME.live });

/** Bets on the open round: the stake leaves the wallet at once. */
export function usePlaceBaccaratBets(owner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'baccaratBet'>) => api.call('baccaratBet', { body }),
    onSettled: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: liveTableKeys.myBets(owner) })]),
  });
}
