import { AVATAR_SIDE, type MemberAvatar, type PictureUpload, type StoredPicture } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkedPicture } from '../../lib/picture.ts';
import { createAvatarRepository } from './repository.ts';

const avatarOfRow = (row: { preset: number | null; version: number }): MemberAvatar =>
  (row.preset === null ? { kind: 'upload', version: row.version } : { kind: 'preset', preset: row.preset });

/**
 * Spec §7 head icon (PROFPIC3): the member's profile picture, one of the merchant's avatars or their
 * own upload, which the shared picture check re-encodes into a square of `AVATAR_SIDE` without any
 * of the upload's metadata. A member reads only their own picture.
 */
export function createAvatarService(deps: { db: AppDatabase }) {
  const repository = createAvatarRepository(deps.db);
  return {
    async avatarOf(memberId: number): Promise<MemberAvatar | null> {
      const row = await repository.find(memberId);
      return row ? avatarOfRow(row) : null;
    },

    async choosePreset(memberId: number, preset: number): Promise<MemberAvatar> {
      return avatarOfRow(await repository.save(memberId, { preset }));
    },

    async upload(memberId: number, upload: PictureUpload): Promise<MemberAvatar> {
      const picture = await checkedPicture(upload, { refusal: 'avatar.picture.invalid', maxSide: AVATAR_SIDE, square: true });
      return avatarOfRow(await repository.save(memberId, { picture }));
    },

    /** The kept copy of the member's own upload; not.found when they have none. */
    async picture(memberId: number): Promise<StoredPicture> {
      const picture = await repository.picture(memberId);
      if (!picture) throw new AppError('not.found');
      return { contentType: picture.contentType, data: picture.data.toString('base64') };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
