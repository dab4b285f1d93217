import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberAvatar, MemberInfo, PictureUpload } from '@m/contract';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

/**
 * The member's new profile picture goes into the kept member info (spec §4: it is read again only
 * when forced), so the member centre and the side menu show it at once.
 */
const useAvatarChange = <Input,>(change: (input: Input) => Promise<MemberAvatar>) => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: change,
    onSuccess: (avatar) => client.setQueryData<MemberInfo>(memberKeys.info(owner), (info) => (info ? { ...info, avatar } : info)),
  });
};

/** One of the merchant's avatars. */
export const useChooseAvatar = () => useAvatarChange((preset: number) => api.call('chooseAvatar', { body: { preset } }));

/** The member's own picture; the server keeps only its checked, re-encoded square copy. */
export const useUploadAvatar = () => useAvatarChange((picture: PictureUpload) => api.call('uploadAvatar', { body: picture }));
