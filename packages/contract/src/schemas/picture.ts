import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { text } from '../input-rules.ts';

/** Spec §5: pictures are png or jpg. */
export const PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

/** Spec §5: at most 5 MB each. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec §5: at most 3 pictures go with one feedback (and with one chat message). */
export const PICTURES_MAX_COUNT = 3;

/** The base64 length of `bytes` bytes (4 characters per 3 bytes): body limits and schema bounds. */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A picture as a member sends it: its claimed type and its bytes in base64 (no data: prefix), at
 * most `maxBytes`. The server trusts neither: it reads the type from the bytes and keeps its own
 * re-encoded copy (apps/server/src/lib/picture.ts).
 */
export const pictureUploadSchemaOf = (maxBytes: number) => z.object({
  contentType: z.enum(PICTURE_CONTENT_TYPES),
  data: text().regex(BASE64, 'base64').max(base64Length(maxBytes)),
}).strict();

/** A picture of at most `PICTURE_MAX_BYTES` (spec §5). */
export const pictureUploadSchema = lazySchema(() => pictureUploadSchemaOf(PICTURE_MAX_BYTES));
export type PictureUpload = z.input<typeof pictureUploadSchema>;

/** A picture the server serves: its own re-encoded copy, in base64. */
export const storedPictureSchema = lazySchema(() => z.object({
  contentType: z.enum(PICTURE_CONTENT_TYPES),
  data: z.string(),
}));
export type StoredPicture = z.infer<typeof storedPictureSchema>;
