import { isAgent, type SocialProvider } from '@m/contract';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { identityProviders, members, merchants, outbox } from '../../db/schema.ts';
import { transfer } from '../ledger/service.ts';

/** What the development switches read and write beside the services: the outbox and identity provider settings. */
export function createDevRepository(db: AppDatabase) {
  const memberOf = async (merchantCode: string, username: string) => {
    const [member] = await db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, merchantCode), eq(sql`lower(${members.username})`, username.toLowerCase())));
    return member ?? null;
  };

  return {
    /** The id of a merchant's member by account name; null when there is none. */
    async memberIdOf(merchantCode: string, username: string): Promise<number | null> {
      return (await memberOf(merchantCode, username))?.id ?? null;
    },

    /** Gives a member money as an operator adjustment; false when there is no such member. */
    async creditMember(merchantCode: string, username: string, amountMinor: number): Promise<boolean> {
      const member = await memberOf(merchantCode, username);
      if (!member) return false;
      await db.transaction((tx) => transfer(tx, {
        type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId: member.merchantId }, to: { kind: 'member-wallet', memberId: member.id },
        amountMinor, reference: 'test funds', memo: 'development credit', idempotencyKey: `dev-credit:${randomUUID()}`,
      }));
      return true;
    },

    /** Sets a member's toUpline flag (may send to the upline agent), as an operator would; false when there is no such member. */
    async setToUpline(merchantCode: string, username: string, toUpline: boolean): Promise<boolean> {
      const member = await memberOf(merchantCode, username);
      if (!member) return false;
      await db.update(members).set({ toUpline }).where(eq(members.id, member.id));
      return true;
    },

    /**
     * Sets a member's type as an operator would; an agent without an affiliate code gets its account
     * name as one (so members register under it). False when there is no such member.
     */
    async setMemberType(merchantCode: string, username: string, type: number): Promise<boolean> {
      const member = await memberOf(merchantCode, username);
      if (!member) return false;
      const affiliateCode = isAgent(type) ? sql`coalesce(${members.affiliateCode}, upper(${members.username}))` : members.affiliateCode;
      await db.update(members).set({ type, affiliateCode }).where(eq(members.id, member.id));
      return true;
    },

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
