import { demoSpinSchema, envelopeSchema, gamePageSchema, launchGameSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_STATUS, members, memberSessions, signingKeys } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLaunchTokens, LAUNCH_TOKEN_TTL_SECONDS } from './launch-token.ts';

const ctx = useTestApp();
let slotNodeId: number;

beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.01', headers: { merchant: 'DEMO' } });
  slotNodeId = envelopeSchema(gamePageSchema).parse(response.json()).value!.games[0]!.nodeId;
});

async function fundedMember(): Promise<TestMember> {
  const member = await createTestMember(ctx.database.db);
  await fundMember(ctx.database.db, member.memberId, 10_000);
  return member;
}

async function launchToken(member: TestMember, app = ctx.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${slotNodeId}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token } });
  const url = envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url;
  return new URL(url, 'http://x').searchParams.get('launch')!;
}

let spins = 0;
const spin = (launch: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO', language: 'EN' }, payload: { launch, stake: 1, idempotencyKey: `launch-test-${++spins}` } })
    .then((response) => envelopeSchema(demoSpinSchema).parse(response.json()));

describe('launch tokens live only as long as the session that made them', () => {
  it('settles spins while the session lives, and refuses them after the member logs out', async () => {
    const member = await fundedMember();
    const launch = await launchToken(member);
    expect((await spin(launch)).success).toBe(true);

    const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { merchant: 'DEMO', authorization: member.token } });
    expect(logout.json()).toMatchObject({ success: true });
    expect(await spin(launch)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses a token after the member changes the password, even from the same (kept) session', async () => {
    const member = await fundedMember();
    const launch = await launchToken(member);
    const changed = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/member/password', headers: { authorization: member.token },
      payload: { oldPassword: member.password, newPassword: 'brandnew12', confirmNewPassword: 'brandnew12' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await spin(launch)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect((await spin(await launchToken(member))).success).toBe(true);
  });

  it('refuses a kept token once its session is revoked or expired, its member disabled or given a new password, by any other way', async () => {
    const changes: Array<(memberId: number) => Promise<unknown>> = [
      (memberId) => ctx.database.db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.memberId, memberId)),
      (memberId) => ctx.database.db.update(memberSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberSessions.memberId, memberId)),
      (memberId) => ctx.database.db.update(members).set({ status: MEMBER_STATUS.DISABLED }).where(eq(members.id, memberId)),
      (memberId) => ctx.database.db.update(members).set({ passwordHash: 'changed by hand' }).where(eq(members.id, memberId)),
    ];
    for (const change of changes) {
      const member = await fundedMember();
      const launch = await launchToken(member);
      expect((await spin(launch)).success).toBe(true);
      await change(member.memberId);
      // Another process (or SQL by hand) wrote it: this one hears of it by notification.
      await ctx.app.services.changes.sync();
      expect(await spin(launch)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('is accepted by another app instance on the same database (a restart keeps open games working)', async () => {
    const member = await fundedMember();
    const launch = await launchToken(member);
    const restarted = ctx.build();
    await restarted.ready();
    expect((await spin(launch, restarted)).success).toBe(true);
    expect((await spin(await launchToken(member, restarted))).success).toBe(true);
    expect(await ctx.database.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'launch-token'))).toHaveLength(1);
  });
});

describe('launch token verification', () => {
  it('checks a token kept verified for its expiry and its session on every use', async () => {
    let time = Date.UTC(2026, 0, 1);
    let session: { memberId: number; passwordHash: string } | null = { memberId: 7, passwordHash: 'hash-1' };
    const key = new Uint8Array(32).fill(1);
    const tokens = createLaunchTokens(async () => key, async () => session, () => time);
    const grant = { memberId: 7, merchantCode: 'DEMO', gameId: 3, freePlay: false, sessionId: 11 };
    const token = (await tokens.sign(grant))!;
    expect(await tokens.verify(token)).toEqual(grant);
    expect(await tokens.verify(token)).toEqual(grant);
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();

    session = { memberId: 7, passwordHash: 'hash-2' };
    expect(await tokens.verify(token)).toBeNull();
    session = { memberId: 7, passwordHash: 'hash-1' };
    expect(await tokens.verify(token)).toEqual(grant);
    session = null;
    expect(await tokens.verify(token)).toBeNull();

    session = { memberId: 7, passwordHash: 'hash-1' };
    time += LAUNCH_TOKEN_TTL_SECONDS * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
