import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

/** The banners of group m_reg, fetched when registration opens (spec §2). */
export const registrationAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: ['announcements', 'B', 'm_reg'],
    queryFn: ({ signal }) => api.call('announcements', { query: { types: ['B'], groupName: 'm_reg', platform: 'M' }, signal }),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });
