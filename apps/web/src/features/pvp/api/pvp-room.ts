import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EndpointBody, PvpRoom } from '@m/contract';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pvpKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/**
 * A seat that stops waiting comes by push (the member event stream's `pvp` event asks the room again); the room is
 * also asked every 15 s, for the other players' waiting seats at each level and as a fallback while the stream reconnects.
 */
const ROOM_POLL_MS = 15_000;

const roomQueryOptions = (owner: string, gameId: number | null) => queryOptions({
  queryKey: pvpKeys.room.of(owner, gameId),
  queryFn: ({ signal }) => api.call('pvpRoom', { query: gameId === null ? {} : { gameId }, signal }),
  staleTime: STALE_TIME.live,
  refetchInterval: ROOM_POLL_MS,
});

const refreshAfterMove = (client: QueryClient, owner: string) =>
  Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: pvpKeys.mySeats(owner) })]);

/** The room opened from a game: the levels and the member's latest seat; a seat that stops waiting makes the balance and the duels stale. */
export function usePvpRoom(owner: string, gameId: number | null) {
  const client = useQueryClient();
  const room = useQuery(roomQueryOptions(owner, gameId));
  const seat = room.data?.seat;
  const seen = useRef<PvpRoom['seat']>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = seat ?? null;
    if (before && seat && before.id === seat.id && before.status === 'WAITING' && seat.status !== 'WAITING') void refreshAfterMove(client, owner);
  }, [seat, client, owner]);
  return room;
}

export const useMyPvpSeats = (owner: string) =>
  useQuery({ queryKey: pvpKeys.mySeats(owner), queryFn: ({ signal }) => api.call('pvpMySeats', { signal }), staleTime: STALE_TIME.live });

/** A seat taken or cancelled moves money: the room, the balance and the duels are fetched again. */
function useSeatChange<B, R>(owner: string, call: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([refreshAfterMove(client, owner), client.invalidateQueries({ queryKey: pvpKeys.room.all(owner) })]),
  });
}

export const useJoinPvp = (owner: string) => useSeatChange(owner, (body: EndpointBody<'pvpJoin'>) => api.call('pvpJoin', { body }));
export const useCancelPvpSeat = (owner: string) => useSeatChange(owner, (body: EndpointBody<'pvpCancel'>) => api.call('pvpCancel', { body }));
