import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementsKeys, noticesKeys } from '@/lib/query-keys';

export const readNotice = (id: number) => api.call('noticeRead', { body: { id } });

/** Marks a notice read; notice lists and the home's unread count follow. */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: noticesKeys.all }),
      client.invalidateQueries({ queryKey: announcementsKeys.all }),
    ]),
  });
}
