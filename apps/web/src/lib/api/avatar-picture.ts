import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { memberKeys } from '@/lib/query-keys';

/** The member's own uploaded profile picture: a version never changes, so it is read once a session. */
export const avatarPictureQueryOptions = (owner: string | null, version: number) =>
  queryOptions({
    queryKey: memberKeys.avatarPicture(owner, version),
    queryFn: ({ signal }) => api.call('avatarPicture', { signal }),
    staleTime: STALE_TIME.session,
  });

/** The member centre's header and the side menu show it; null `version`: the member has no upload. */
export const useAvatarPicture = (owner: string | null, version: number | null) =>
  useQuery({ ...avatarPictureQueryOptions(owner, version ?? 0), enabled: version !== null });
