import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { wireInteger } from '../input-rules.ts';

/** The merchant's avatars a member may choose from (the web app's `/m/avatars/<n>.svg`, 1 to this). */
export const AVATAR_PRESET_COUNT = 8;

/** The side of the square the server keeps of an uploaded profile picture. */
export const AVATAR_SIDE = 256;

/**
 * The member's profile picture (spec §7 head icon, module PROFPIC3): one of the merchant's avatars,
 * or their own upload by its version (a new upload is a new version, so no cache shows the old one).
 * Null: none chosen yet.
 */
export const memberAvatarSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preset'), preset: z.number().int().min(1).max(AVATAR_PRESET_COUNT) }),
  z.object({ kind: z.literal('upload'), version: z.number().int().min(1) }),
]));
export type MemberAvatar = z.infer<typeof memberAvatarSchema>;

/** POST /wps/member/headIcon/preset (form-encoded, spec §7): one of the merchant's avatars. */
export const avatarPresetRequestSchema = lazySchema(() => z.object({
  preset: wireInteger({ min: 1, max: AVATAR_PRESET_COUNT }),
}).strict());
export type AvatarPresetRequest = z.input<typeof avatarPresetRequestSchema>;
