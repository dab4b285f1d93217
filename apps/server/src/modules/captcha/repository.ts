import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';

export function createCaptchaRepository(db: AppDatabase) {
  return {
    async insert(captcha: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(captcha);
    },

    /** Removes the captcha (single use) and returns its answer hash when it had not expired. */
    async take(id: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(captchas)
        .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
        .returning({ answerHash: captchas.answerHash });
      return row?.answerHash ?? null;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
