import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementGroup, Announcements } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { announcementsKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

/** Home asks for every type and group at once and picks banners by group. */
export const fetchAnnouncements = (signal?: AbortSignal) =>
  api.call('announcements', { query: { types: ['B', 'PL', 'PU', 'PR', 'H'], groupName: '', platform: 'M' }, signal });

/** `owner`: read state and the unread count are the member's (guests share one entry). */
export const announcementsQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: announcementsKeys.of(owner),
    queryFn: ({ signal }) => fetchAnnouncements(signal),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export function useAnnouncements<T = Announcements>(select?: (data: Announcements) => T) {
  return useQuery({ ...announcementsQueryOptions(useSessionOwner()), select });
}

export const bannersOf = (group: AnnouncementGroup) => (data: Announcements) =>
  data.banners.filter((banner) => banner.groupName === group);
