import { eq, sql } from 'drizzle-orm';
import type { PictureContentType } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { memberAvatars } from '../../db/schema.ts';

export type AvatarChoice = { preset: number; picture?: never } | { preset?: never; picture: { contentType: PictureContentType; bytes: Buffer } };

/** Members' profile pictures: which one each has, and the kept copy of an upload. */
export function createAvatarRepository(db: AppDatabase) {
  return {
    /** Which picture the member has (without its bytes); null when none was chosen. */
    async find(memberId: number): Promise<{ preset: number | null; version: number } | null> {
      const [row] = await db.select({ preset: memberAvatars.preset, version: memberAvatars.version }).from(memberAvatars)
        .where(eq(memberAvatars.memberId, memberId));
      return row ?? null;
    },

    /** Replaces the member's picture in one statement; answers the new version. */
    async save(memberId: number, choice: AvatarChoice): Promise<{ preset: number | null; version: number }> {
      const values = choice.picture
        ? { preset: null, contentType: choice.picture.contentType, data: choice.picture.bytes }
        : { preset: choice.preset, contentType: null, data: null };
      const [row] = await db.insert(memberAvatars).values({ memberId, ...values })
        .onConflictDoUpdate({
          target: memberAvatars.memberId,
          set: { ...values, version: sql`${memberAvatars.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ preset: memberAvatars.preset, version: memberAvatars.version });
      return row!;
    },

    /** The kept copy of the member's own upload; null when the member has none (or chose an avatar). */
    async picture(memberId: number): Promise<{ contentType: PictureContentType; data: Buffer } | null> {
      const [row] = await db.select({ contentType: memberAvatars.contentType, data: memberAvatars.data }).from(memberAvatars)
        .where(eq(memberAvatars.memberId, memberId));
      return row?.contentType && row.data ? { contentType: row.contentType, data: row.data } : null;
    },
  };
}
