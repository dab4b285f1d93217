import { envelopeSchema, protectionSettingsSchema, sessionSummarySchema, type ExclusionPeriod } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityProviders, memberIdentities, memberProtection, merchants, operatorActions, outbox } from '../../db/schema.ts';
import { losingBet } from '../../test/bets.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { createProtectionRepository } from './repository.ts';

const ctx = useTestApp({ devEndpoints: true });

const DAY_MS = 24 * 60 * 60_000;
let lastAddress = 0;
const newAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const settings = async (member: TestMember) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/protection', headers: { ...demo, authorization: member.token } });
  return envelopeSchema(protectionSettingsSchema).parse(response.json()).value!;
};
const setRealityCheck = (member: TestMember, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/wps/member/protection/realityCheck', headers: { ...demo, authorization: member.token }, payload: payload as object });
const exclude = (member: TestMember, period: ExclusionPeriod, password = member.password) =>
  injectEncrypted(ctx.app, { method: 'POST', url: '/wps/member/protection/exclusion', headers: { authorization: member.token }, payload: { period, password } });
const memberInfo = (token: string) => ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: token } });
const passwordLogin = (username: string, password: string) =>
  injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login', payload: { type: 'username', username, password }, remoteAddress: newAddress(), headers: demo });
const storedExclusion = async (memberId: number) =>
  (await ctx.database.db.select().from(memberProtection).where(eq(memberProtection.memberId, memberId)))[0];

describe('reality check', () => {
  it('starts off, takes 15, 30, 60 minutes or off, and refuses any other interval without changing it', async () => {
    const member = await createTestMember(ctx.database.db);
    expect(await settings(member)).toEqual({ realityCheckSeconds: 0, exclusion: null });
    expect((await setRealityCheck(member, { minutes: 30 })).json()).toEqual({ success: true, value: { realityCheckSeconds: 1800, exclusion: null } });
    for (const bad of [{ minutes: 20 }, { minutes: '15' }, { minutes: 15, extra: 1 }, {}]) {
      expect((await setRealityCheck(member, bad)).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    expect((await settings(member)).realityCheckSeconds).toBe(1800);
    expect((await setRealityCheck(member, { minutes: 0 })).json().value.realityCheckSeconds).toBe(0);
  });

  it('tells the session its start and the net result of the bets settled in it', async () => {
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 100_000);
    await losingBet(ctx.database.db, member, 'RNG', 1_250);
    await losingBet(ctx.database.db, member, 'RNG', 750);
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/protection/session', headers: { ...demo, authorization: member.token } });
    const summary = envelopeSchema(sessionSummarySchema).parse(response.json()).value!;
    expect(summary).toMatchObject({ bets: 2, stake: 20, win: 0, net: -20 });
    expect(summary.startedAt).toBeLessThanOrEqual(summary.now);

    // A new session starts its count again.
    const login = (await passwordLogin(member.username, member.password)).json().value;
    const fresh = await ctx.app.inject({ method: 'GET', url: '/wps/member/protection/session', headers: { ...demo, authorization: login.token } });
    expect(fresh.json().value).toMatchObject({ bets: 0, stake: 0, net: 0 });
  });

  it('takes an interval of seconds through the development endpoints (for browser tests)', async () => {
    const member = await createTestMember(ctx.database.db);
    const response = await ctx.app.inject({ method: 'PUT', url: `/wps/dev/members/DEMO/${member.username}/realityCheck`, payload: { seconds: 5 } });
    expect(response.json()).toEqual({ success: true, value: { seconds: 5 } });
    expect((await settings(member)).realityCheckSeconds).toBe(5);
    expect((await ctx.app.inject({ method: 'PUT', url: '/wps/dev/members/DEMO/nobody-here/realityCheck', payload: { seconds: 5 } })).statusCode).toBe(404);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await exclude(member, '7d', 'not-my-password')).json()).toMatchObject({ success: false, errorCode: 'password.wrong' });
    expect(await storedExclusion(member.memberId)).toBeUndefined();
    expect((await memberInfo(member.token)).statusCode).toBe(200);
  });

  it('takes effect at once: every session ends and the password login is refused naming the end', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = (await passwordLogin(member.username, member.password)).json().value.token as string;
    const before = Date.now();
    const response = await exclude(member, '24h');
    const answer = envelopeSchema(protectionSettingsSchema).parse(response.json()).value!;
    expect(answer.exclusion).toMatchObject({ kind: 'TIME_OUT' });
    expect(answer.exclusion!.until! - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(answer.exclusion!.until! - Date.now()).toBeLessThanOrEqual(DAY_MS);
    for (const token of [member.token, other]) expect((await memberInfo(token)).json().errorCode).toBe('login.not.session');

    const refused = (await passwordLogin(member.username, member.password)).json();
    expect(refused).toMatchObject({ success: false, errorCode: 'login.excluded', value: { kind: 'TIME_OUT', until: answer.exclusion!.until } });
    expect(refused.message).toContain(new Date(answer.exclusion!.until!).toISOString().slice(0, 10));
  });

  it('is lengthened but never shortened; a self-exclusion stays one; permanent cannot be shortened at all', async () => {
    const member = await createTestMember(ctx.database.db);
    const { protection } = ctx.app.services;
    const week = await protection.exclude(member.memberId, { period: '7d', password: member.password });
    await expect(protection.exclude(member.memberId, { period: '24h', password: member.password })).rejects.toMatchObject({
      errorCode: 'exclusion.shorter', value: { kind: 'TIME_OUT', until: week.exclusion!.until },
    });
    expect((await storedExclusion(member.memberId))!.excludedUntil!.getTime()).toBe(week.exclusion!.until);
    const half = await protection.exclude(member.memberId, { period: '6m', password: member.password });
    expect(half.exclusion).toMatchObject({ kind: 'SELF_EXCLUSION' });
    expect(half.exclusion!.until!).toBeGreaterThan(week.exclusion!.until! + 150 * DAY_MS);
    await expect(protection.exclude(member.memberId, { period: '30d', password: member.password })).rejects.toMatchObject({ errorCode: 'exclusion.shorter' });
    const forGood = await protection.exclude(member.memberId, { period: 'permanent', password: member.password });
    expect(forGood.exclusion).toMatchObject({ kind: 'SELF_EXCLUSION', until: null });
    await expect(protection.exclude(member.memberId, { period: '1y', password: member.password })).rejects.toMatchObject({
      errorCode: 'exclusion.shorter', value: { until: null },
    });
    expect((await passwordLogin(member.username, member.password)).json()).toMatchObject({ errorCode: 'login.excluded.permanent', value: { until: null } });
  });

  it('holds lengthen-only under 50 concurrent requests: the longest one asked for is the one in force', async () => {
    // The password guard lets a few entries through at a time, so the 50 meet at the one conditional write itself.
    const member = await createTestMember(ctx.database.db);
    const repository = createProtectionRepository(ctx.database.db);
    const now = new Date();
    const untils = Array.from({ length: 50 }, (_, index) => now.getTime() + ((index * 37) % 50 + 1) * DAY_MS);
    const written = await Promise.all(untils.map((until) =>
      repository.lengthenExclusion(member.memberId, { kind: 'TIME_OUT', until: new Date(until) }, now).then((done) => (done ? until : null))));
    const longest = Math.max(...untils);
    expect(written).toContain(longest);
    expect((await storedExclusion(member.memberId))!.excludedUntil!.getTime()).toBe(longest);
    // Each write it let through ended no earlier than those before it; nothing shorter is let through now.
    expect(await repository.lengthenExclusion(member.memberId, { kind: 'TIME_OUT', until: new Date(longest - 1) }, now)).toBe(false);

    // And through the service with the password: whatever the guard lets through, the longest granted is in force.
    const outcomes = await Promise.allSettled((['24h', '7d', '30d', '6m', '1y', '30d', '7d', '24h'] as const)
      .map((period) => ctx.app.services.protection.exclude(member.memberId, { period, password: member.password })));
    const granted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.exclusion!.until!] : []));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(['exclusion.shorter', 'too.many.requests']).toContain(outcome.reason.errorCode);
    }
    const stored = (await storedExclusion(member.memberId))!;
    expect(stored.excludedUntil!.getTime()).toBe(Math.max(longest, ...granted));
  });

  it('lets the member in again once it has ended, and a new one may then be shorter', async () => {
    const member = await createTestMember(ctx.database.db);
    await ctx.app.services.protection.exclude(member.memberId, { period: '30d', password: member.password });
    await ctx.database.db.update(memberProtection).set({ excludedUntil: new Date(Date.now() - 1000) }).where(eq(memberProtection.memberId, member.memberId));
    const login = (await passwordLogin(member.username, member.password)).json();
    expect(login.success).toBe(true);
    expect(await settings({ ...member, token: login.value.token })).toMatchObject({ exclusion: null });
    const shorter = await ctx.app.services.protection.exclude(member.memberId, { period: '24h', password: member.password });
    expect(shorter.exclusion).toMatchObject({ kind: 'TIME_OUT' });
  });
});

describe('every login path refuses an excluded member', () => {
  let signingKey: CryptoKey;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'p1', alg: 'RS256' };
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await ctx.database.db.insert(identityProviders)
      .values({ merchantId: merchant!.id, provider: 'google', issuer: 'https://id.example', audience: 'protection-test', jwks: { keys: [jwk] } })
      .onConflictDoUpdate({ target: [identityProviders.merchantId, identityProviders.provider], set: { issuer: 'https://id.example', audience: 'protection-test', jwks: { keys: [jwk] } } });
  });

  it('password (username and mobile number), SMS code and social sign-in', async () => {
    const member = await createTestMember(ctx.database.db, { mobile: '9175550101' });
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await ctx.database.db.insert(memberIdentities).values({ merchantId: merchant!.id, provider: 'google', subject: 'excluded-player', memberId: member.memberId });
    const { exclusion } = await ctx.app.services.protection.exclude(member.memberId, { period: '7d', password: member.password });
    const refusal = { success: false, errorCode: 'login.excluded', value: { kind: 'TIME_OUT', until: exclusion!.until } };

    expect((await passwordLogin(member.username, member.password)).json()).toMatchObject(refusal);
    expect((await passwordLogin('9175550101', member.password)).json()).toMatchObject(refusal);

    const address = newAddress();
    await ctx.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: demo, remoteAddress: address, payload: { mobileNum: '9175550101', module: 'VERIFICATION3' } });
    const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '9175550101'));
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const sms = await injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login', payload: { type: 'sms', username: '9175550101', verificationCode: code }, remoteAddress: address, headers: demo });
    expect(sms.json()).toMatchObject(refusal);

    const idToken = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'p1' }).setIssuer('https://id.example').setAudience('protection-test')
      .setSubject('excluded-player').setIssuedAt().setExpirationTime('5m').sign(signingKey);
    const social = await ctx.app.inject({ method: 'POST', url: '/wps/session/login/social', headers: demo, payload: { provider: 'google', idToken } });
    expect(social.json()).toMatchObject(refusal);
  });
});

describe('operators', () => {
  it('see a member\'s exclusion (audited) and have no way to lift it', async () => {
    const member = await createTestMember(ctx.database.db);
    const operator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    await ctx.app.services.protection.exclude(member.memberId, { period: '30d', password: member.password });
    const response = await ctx.app.inject({ method: 'GET', url: `/ops/api/protection?merchant=DEMO&account=${member.username}`, headers: { authorization: operator.token } });
    expect(response.json()).toMatchObject({
      success: true, value: { merchant: 'DEMO', account: member.username, realityCheckSeconds: 0, exclusion: { kind: 'TIME_OUT' } },
    });
    const audits = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'protection.view')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.memberId).toBe(member.memberId);

    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const outOfScope = await ctx.app.inject({ method: 'GET', url: `/ops/api/protection?merchant=DEMO&account=${member.username}`, headers: { authorization: altOperator.token } });
    expect(outOfScope.json().success).toBe(false);
    for (const method of ['DELETE', 'PUT', 'POST'] as const) {
      expect((await ctx.app.inject({ method, url: '/ops/api/protection', headers: { authorization: operator.token }, payload: {} })).statusCode).toBe(404);
    }
  });
});
