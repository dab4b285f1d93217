import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { baccaratTableSchema, cockfightTableSchema, type EndpointBody, type EndpointResponse } from '@m/contract';
import { useEffect } from 'react';
import { ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { api } from '@/lib/api-client';
import { startEventStream, whileVisible, type ServerSentEvent } from '@/lib/event-stream';
import { usePageSettled } from '@/lib/page-settled';
import { STALE_TIME } from '@/lib/query-client';
import { liveTableKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/** Each live table's calls: its state, its shared stream, a bet, the member's bets. */
const TABLES = {
  baccarat: { table: 'baccaratTable', events: 'baccaratEvents', bet: 'baccaratBet', myBets: 'baccaratMyBets', schema: baccaratTableSchema },
  cockfight: { table: 'cockfightTable', events: 'cockfightEvents', bet: 'cockfightBet', myBets: 'cockfightMyBets', schema: cockfightTableSchema },
} as const;

export type LiveTableCode = keyof typeof TABLES;
type Calls<C extends LiveTableCode> = (typeof TABLES)[C];
export type LiveTableState<C extends LiveTableCode> = EndpointResponse<Calls<C>['table']>;
/** The table with the moment it arrived on this device, so countdowns follow the server's clock. */
export type TableView<C extends LiveTableCode> = LiveTableState<C> & { receivedAt: number };
export type LiveBetBody<C extends LiveTableCode> = EndpointBody<Calls<C>['bet']>;

const tableQueryOptions = <C extends LiveTableCode>(code: C) => queryOptions({
  queryKey: liveTableKeys.table(code),
  queryFn: async ({ signal }): Promise<TableView<C>> => ({ ...(await api.call(TABLES[code].table, { signal }) as LiveTableState<C>), receivedAt: Date.now() }),
  staleTime: STALE_TIME.live,
});

function tableEventOf<C extends LiveTableCode>(code: C, { event, data }: ServerSentEvent): LiveTableState<C> | null {
  if (event !== 'table') return null;
  try {
    const checked = TABLES[code].schema.safeParse(JSON.parse(data));
    return checked.success ? (checked.data as LiveTableState<C>) : null;
  } catch {
    return null;
  }
}

/** A pushed table into the cache; a new deal makes the member's bets and balance stale. */
function applyTable<C extends LiveTableCode>(client: QueryClient, code: C, table: LiveTableState<C>, owner: string): void {
  const before = client.getQueryData(tableQueryOptions(code).queryKey);
  client.setQueryData(tableQueryOptions(code).queryKey, { ...table, receivedAt: Date.now() });
  if (before?.last?.key !== table.last?.key) {
    void client.invalidateQueries({ queryKey: liveTableKeys.myBets(code, owner) });
    void refreshWalletBalance(client);
  }
}

/**
 * The table, kept current by its event stream for as long as the page is shown. The stream opens
 * once the page has settled (it never ends, so it would keep the page loading for whatever waits
 * for the network to go quiet); its first event repeats the table the first call read.
 */
export function useLiveTable<C extends LiveTableCode>(code: C, session: { token: string; userName: string }) {
  const client = useQueryClient();
  const settled = usePageSettled();
  const { token, userName } = session;
  useEffect(() => (!settled ? undefined : whileVisible(() => startEventStream({
    path: ENDPOINT_WIRE[TABLES[code].events].path,
    token,
    onEvent: (received) => {
      const table = tableEventOf(code, received);
      if (table) applyTable(client, code, table, userName);
      return table !== null;
    },
  }))), [settled, client, code, token, userName]);
  return useQuery(tableQueryOptions(code));
}

export const useMyLiveBets = (code: LiveTableCode, owner: string) =>
  useQuery({ queryKey: liveTableKeys.myBets(code, owner), queryFn: ({ signal }) => api.call(TABLES[code].myBets, { signal }), staleTime: STALE_TIME.live });

/** Bets on the open round: the stake leaves the wallet at once. */
export function usePlaceLiveBets<C extends LiveTableCode>(code: C, owner: string) {
  const client = useQueryClient();
  return useMutation({
    // The contract's body type is conditional on the endpoint, which stays unresolved for a generic table: the body is the table's own.
    mutationFn: (body: LiveBetBody<C>) => api.call(TABLES[code].bet, { body } as never),
    onSettled: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: liveTableKeys.myBets(code, owner) })]),
  });
}
