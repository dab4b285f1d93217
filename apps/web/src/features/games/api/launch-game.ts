import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@m/contract';
import { api } from '@/lib/api-client';
import { gamesKeys } from '@/lib/query-keys';

export type LaunchQuery = EndpointQuery<'launchGame'>;

export const fetchLaunchUrl = (query: LaunchQuery, signal?: AbortSignal) => api.call('launchGame', { query, signal });

/** A launch URL is single use and short-lived: never cached, never retried. */
export const launchGameQueryOptions = (query: LaunchQuery) =>
  queryOptions({
    queryKey: gamesKeys.launch(query),
    queryFn: ({ signal }) => fetchLaunchUrl(query, signal).then((value) => value.game_url),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useLaunchUrl = (query: LaunchQuery | null) =>
  useQuery({ ...launchGameQueryOptions(query ?? ({} as LaunchQuery)), enabled: query !== null });
