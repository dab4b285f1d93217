import type { SocialProvider } from '@m/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { identityProviders, outbox } from '../../db/schema.ts';

/** What the development switches read and write beside the services: the outbox and identity provider settings. */
export function createDevRepository(db: AppDatabase) {
  return {
    recentMessagesTo(recipient: string, limit: number) {
      return db
        .select({ channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.id))
        .limit(limit);
    },

    async saveIdentityProvider(merchantId: number, provider: SocialProvider, config: { issuer: string; audience: string; jwks: { keys: Record<string, unknown>[] } }) {
      await db
        .insert(identityProviders)
        .values({ merchantId, provider, ...config })
        .onConflictDoUpdate({ target: [identityProviders.merchantId, identityProviders.provider], set: config });
    },
  };
}

export type DevRepository = ReturnType<typeof createDevRepository>;
