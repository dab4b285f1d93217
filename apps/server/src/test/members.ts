import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { identityVerifications, members, merchants } from '../db/schema.ts';
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
  /** The member id of its upline agent (the downline tree follows). */
  parentId?: number;
  /**
   * The member's identity verification: APPROVED (default, as the demo accounts: withdrawals on a
   * merchant that requires one go through) or none sent yet.
   */
  identity?: 'APPROVED' | 'NOT_SUBMITTED';
};

/** A 1×1 PNG standing in for a test member's ID and selfie. */
const TEST_PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNoaGgAAAMEAYFL09IQAAAAAElFTkSuQmCC', 'base64');

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
    parentId: options.parentId ?? null,
  });
  if ((options.identity ?? 'APPROVED') === 'APPROVED') {
    await db.insert(identityVerifications).values({
      memberId: member.id, merchantId: merchant.id, status: 'APPROVED', fullName: `Test ${username}`,
      idPictureType: 'image/png', idPicture: TEST_PICTURE, selfieType: 'image/png', selfie: TEST_PICTURE, decidedAt: new Date(),
    });
    await db.update(members).set({ birthDate: '1990-01-01' }).where(eq(members.id, member.id));
  }
  const { token } = await createMemberSessions(createMemberSessionRepository(db)).issue(member, 'MOBILE');
  return { memberId: member.id, token, username, password };
}
