import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { signingKeys } from '../../db/schema.ts';

export function createSigningKeyRepository(db: AppDatabase) {
  return {
    /** The stored key of `purpose`; `candidate` becomes it when there is none yet (the first writer wins). */
    async findOrCreate(purpose: string, candidate: string): Promise<string> {
      await db.insert(signingKeys).values({ purpose, secret: candidate }).onConflictDoNothing();
      const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, purpose)).limit(1);
      return row!.secret;
    },
  };
}

export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;
