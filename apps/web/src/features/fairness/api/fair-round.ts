import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { fairnessKeys } from '@/lib/query-keys';

/** A round not yet revealed is asked again this often while its page is open (a draw, a deal is seconds away). */
const UNREVEALED_REFRESH_MS = 15_000;

export const useFairRound = (id: number | null) =>
  useQuery({
    queryKey: fairnessKeys.round(id ?? 0),
    queryFn: ({ signal }) => api.call('fairRound', { query: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: STALE_TIME.short,
    refetchInterval: (query) => (query.state.data && query.state.data.revealedAt === null ? UNREVEALED_REFRESH_MS : false),
  });
