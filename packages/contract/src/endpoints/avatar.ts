import { avatarPresetRequestSchema, memberAvatarSchema } from '../schemas/avatar.ts';
import { pictureUploadSchema, storedPictureSchema } from '../schemas/picture.ts';
import { defineEndpoint, noQuery } from './define.ts';

/**
 * The member's profile picture (spec §7 head icon, module PROFPIC3): a real (not trial) account's
 * own. An upload is kept only as the server's re-encoded square copy, and served only to its owner.
 */
export const avatarEndpoints = {
  /** One of the merchant's avatars: form-encoded like the spec's head icon call. */
  chooseAvatar: defineEndpoint({
    method: 'POST', path: '/wps/member/headIcon/preset', encrypted: false, session: true, bodyEncoding: 'form',
    body: avatarPresetRequestSchema, response: memberAvatarSchema,
  }),
  /** The member's own picture (spec §5: png or jpg, at most 5 MB), JSON like every other picture upload. */
  uploadAvatar: defineEndpoint({
    method: 'POST', path: '/wps/member/headIcon', encrypted: false, session: true,
    body: pictureUploadSchema, response: memberAvatarSchema,
  }),
  /** The kept copy of the member's own uploaded picture; not.found without one. */
  avatarPicture: defineEndpoint({
    method: 'GET', path: '/wps/member/headIcon', encrypted: false, session: true,
    query: noQuery, response: storedPictureSchema,
  }),
};
