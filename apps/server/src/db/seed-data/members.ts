import { eq } from 'drizzle-orm';
import { MEMBER_TYPE } from '@m/contract';
import { hashPassword } from '../../lib/password-hash.ts';
import type { AppDatabase } from '../client.ts';
import { members, merchants } from '../schema.ts';

type MemberSeed = {
  merchantCode: string;
  username: string;
  password: string;
  type: number;
  affiliateCode?: string;
  /** Username of the upline agent (seeded earlier in the list). */
  parent?: string;
  /** May send money to the upline agent (/m/upLine/transfer). */
  toUpline?: boolean;
  mobile?: string;
};

/** Demo accounts; the wallet seed gives them opening balances by username. */
export const MEMBER_SEEDS: readonly MemberSeed[] = [
  { merchantCode: 'DEMO', username: 'agent01', password: 'agent1234', type: MEMBER_TYPE.AGENT, affiliateCode: 'AGENT01', mobile: '9170000001' },
  { merchantCode: 'DEMO', username: 'demo', password: 'demo1234', type: MEMBER_TYPE.PLAYER, parent: 'agent01', toUpline: true, mobile: '9170000000' },
  { merchantCode: 'ALT', username: 'altdemo', password: 'demo1234', type: MEMBER_TYPE.PLAYER },
];

export async function seedMembers(db: AppDatabase): Promise<void> {
  const ids = new Map<string, number>();
  for (const seed of MEMBER_SEEDS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, seed.merchantCode)).limit(1);
    if (!merchant) throw new Error(`Seed member ${seed.username}: no merchant ${seed.merchantCode}`);
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: seed.username,
        passwordHash: await hashPassword(seed.password),
        type: seed.type,
        affiliateCode: seed.affiliateCode ?? null,
        parentId: seed.parent ? ids.get(`${seed.merchantCode}/${seed.parent}`) : null,
        toUpline: seed.toUpline ?? false,
        mobile: seed.mobile ?? null,
        countryDialingCode: seed.mobile ? '+63' : null,
      })
      .returning({ id: members.id });
    ids.set(`${seed.merchantCode}/${seed.username}`, row!.id);
  }
}
