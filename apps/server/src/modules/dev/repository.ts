import { MEMBER_TYPE, type SocialProvider } from '@m/contract';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { identityProviders, members, merchants, outbox, promotions, redRainSessions } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password-hash.ts';
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

    /**
     * A new agent (type 1) of the merchant, under `parent` when given, with the affiliate code others
     * register under, so a browser test builds a team of several levels (ALT has no seeded agent);
     * false when there is no such merchant or upline.
     */
    async createAgent(merchantCode: string, agent: { username: string; password: string; parent?: string; affiliateCode?: string }): Promise<boolean> {
      const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
      if (!merchant) return false;
      const parent = agent.parent === undefined ? null : await memberOf(merchantCode, agent.parent);
      if (agent.parent !== undefined && !parent) return false;
      await db.insert(members).values({
        merchantId: merchant.id, username: agent.username, passwordHash: await hashPassword(agent.password), type: MEMBER_TYPE.AGENT, mobile: null,
        parentId: parent?.id ?? null, affiliateCode: agent.affiliateCode ?? null,
      });
      return true;
    },

    /** Sets a member's toUpline flag (may send to the upline agent), as an operator would; false when there is no such member. */
    async setToUpline(merchantCode: string, username: string, toUpline: boolean): Promise<boolean> {
      const member = await memberOf(merchantCode, username);
      if (!member) return false;
      await db.update(members).set({ toUpline }).where(eq(members.id, member.id));
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

    /** Ends a running promotion now (its period closes at the next run of its job); false when there is none still running. */
    async endPromotionNow(id: number): Promise<boolean> {
      const ended = await db.update(promotions).set({ endAt: sql`now()` })
        .where(and(eq(promotions.id, id), gt(promotions.endAt, sql`now()`))).returning({ id: promotions.id });
      return ended.length > 0;
    },

    /** Ends an agent's red-envelope rain under way now (the job returns what is left at its next run); how many ended. */
    async endAgentRedRainNow(agentId: number): Promise<number> {
      const ended = await db.update(redRainSessions).set({ endsAt: sql`now()` })
        .where(and(eq(redRainSessions.agentId, agentId), lte(redRainSessions.startsAt, sql`now()`), gt(redRainSessions.endsAt, sql`now()`)))
        .returning({ id: redRainSessions.id });
      return ended.length;
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
