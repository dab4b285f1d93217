import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery, Sport } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { sportsbookKeys } from '@/lib/query-keys';

export const fetchSportsFixtures = (sport: Sport | null, signal?: AbortSignal) =>
  api.call('sportsFixtures', { query: sport ? { sport } : {}, signal });

export const sportsFixturesQueryOptions = (sport: Sport | null) =>
  queryOptions({ queryKey: sportsbookKeys.fixtures(sport), queryFn: ({ signal }) => fetchSportsFixtures(sport, signal), staleTime: STALE_TIME.short });

/** Upcoming matches, soonest first; `null`: every sport. */
export const useSportsFixtures = (sport: Sport | null) => useQuery(sportsFixturesQueryOptions(sport));

export type FixtureLookup = EndpointQuery<'sportsFixture'>;

export const fetchSportsFixture = (lookup: FixtureLookup, signal?: AbortSignal) => api.call('sportsFixture', { query: lookup, signal });

/** One match with its markets, by its id or by the hot match it is behind; prices are fetched fresh on every visit. */
export const useSportsFixture = (lookup: FixtureLookup) =>
  useQuery({ queryKey: sportsbookKeys.fixture(lookup), queryFn: ({ signal }) => fetchSportsFixture(lookup, signal), staleTime: STALE_TIME.live });
