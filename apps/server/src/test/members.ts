import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { merchants } from '../db/schema.ts';
import { createMemberRepository } from '../modules/member/repository.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { createMemberSessionRepository } from '../modules/session/repository.ts';
import { createMemberSessions } from '../modules/session/service.ts';

export type TestMemberOptions = {
  merchantCode?: string;
  username?: string;
  password?: string;
  /** Member type of the contract: 0 player (default), 4 trial, 40 non-agent, 1/2/41/42 agents. */
  type?: number;
  mobile?: string;
};

export type TestMember = { memberId: number; token: string; username: string; password: string };

/** Inserts a member and a live session for it; send `token` as the `Authorization` header. */
export async function createTestMember(db: AppDatabase, options: TestMemberOptions = {}): Promise<TestMember> {
  const merchantCode = options.merchantCode ?? 'DEMO';
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  if (!merchant) throw new Error(`No merchant ${merchantCode}`);
  const username = options.username ?? `t${randomBytes(5).toString('hex')}`;
  const password = options.password ?? 'test1234';
  const member = await createMemberRepository(db).insert({
    merchantId: merchant.id,
    username,
    passwordHash: await hashPassword(password),
    type: options.type ?? 0,
    mobile: options.mobile ?? null,
  });
  const { token } = await createMemberSessions(createMemberSessionRepository(db)).issue(member, 'MOBILE');
  return { memberId: member.id, token, username, password };
}
