import { encryptPayload, envelopeSchema, loginResponseSchema, MEMBER_TYPE } from '@m/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures, members, memberSessions, merchantAccountSettings, merchants, outbox } from '../../db/schema.ts';
import { ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import * as PasswordHash from '../../lib/password-hash.ts';
import { injectEncrypted, servedKey } from '../../test/encrypted.ts';
import { createTestMember } from '../../test/members.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { createCaptchaRepository } from '../captcha/repository.ts';
import { createCaptchaService } from '../captcha/service.ts';
import { LOGIN_GUARD } from './login-guard.ts';

vi.mock('../../lib/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const ctx = useTestApp();

let lastAddress = 0;
/** A fresh client address, so per-address counters and rate limits of one test do not reach the next. */
const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

type LoginPayload = Record<string, unknown>;
const login = (payload: LoginPayload, remoteAddress: string, merchant = 'DEMO') =>
  injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login', payload, remoteAddress, headers: { merchant } });
const passwordLogin = (username: string, password: string, remoteAddress: string, extra: LoginPayload = {}) =>
  login({ type: 'username', username, password, ...extra }, remoteAddress);

const memberInfo = (token: string, merchant = 'DEMO') =>
  ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant, authorization: token } });

async function solvedCaptcha() {
  const { captchaId, answer } = await createCaptchaService(createCaptchaRepository(ctx.database.db)).create();
  return { captchaId, captcha: answer };
}

async function failTimes(username: string, times: number, address: string) {
  for (let i = 0; i < times; i++) {
    const extra = i >= 3 ? await solvedCaptcha() : {};
    await passwordLogin(username, 'wrong-password', address, extra);
  }
}

describe('login', () => {
  it('logs a seeded account in and answers token, id, userName, type and firstTimeLogin', async () => {
    const response = await passwordLogin('demo', 'demo1234', newAddress());
    expect(response.statusCode).toBe(200);
    const value = envelopeSchema(loginResponseSchema).parse(response.json()).value!;
    expect(value).toMatchObject({ userName: 'demo', type: MEMBER_TYPE.PLAYER });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await memberInfo(value.token)).json().value).toMatchObject({ account: 'demo', type: 0 });
  });

  it('has the seeded agent under its affiliate code, with the demo player below it, and the ALT demo account', async () => {
    const agent = (await passwordLogin('agent01', 'agent1234', newAddress())).json().value;
    expect(agent).toMatchObject({ userName: 'agent01', type: MEMBER_TYPE.AGENT });
    const [demoRow] = await ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    expect(demoRow!.parentId).toBe(agent.id);
    expect((await login({ type: 'username', username: 'altdemo', password: 'demo1234' }, newAddress(), 'ALT')).json().success).toBe(true);
    expect((await login({ type: 'username', username: 'demo', password: 'demo1234' }, newAddress(), 'ALT')).json().errorCode).toBe('login.failed');
  });

  it('says firstTimeLogin only the first time', async () => {
    const member = await createTestMember(ctx.database.db);
    const address = newAddress();
    expect((await passwordLogin(member.username, member.password, address)).json().value.firstTimeLogin).toBe(true);
    expect((await passwordLogin(member.username, member.password, address)).json().value.firstTimeLogin).toBe(false);
  });

  it('matches usernames without regard to case, and accepts the mobile number as username', async () => {
    const member = await createTestMember(ctx.database.db, { username: 'CaseUser', mobile: '9171112222' });
    expect((await passwordLogin('caseuser', member.password, newAddress())).json().success).toBe(true);
    expect((await passwordLogin('9171112222', member.password, newAddress())).json().value.id).toBe(member.memberId);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = (await passwordLogin('demo', 'demo1234', newAddress())).json().value.token as string;
    const rows = await ctx.database.db.select({ tokenHash: memberSessions.tokenHash }).from(memberSessions);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses a wrong password with login.failed and no captcha at first', async () => {
    const response = await passwordLogin('demo', 'not-the-password', newAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.failed', value: { captcha: false } });
    expect(response.json().message).toBe('The username or password is incorrect.');
  });

  it('answers the message in the request language', async () => {
    const response = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/session/login', remoteAddress: newAddress(),
      headers: { language: 'TY' }, payload: { type: 'username', username: 'demo', password: 'nope-nope' },
    });
    expect(response.json().message).toBe('Mali ang username o password.');
  });

  it('refuses an unknown username exactly like a wrong password', async () => {
    const response = await passwordLogin('nobody-here', 'whatever1', newAddress());
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.failed', value: { captcha: false } });
  });

  it('refuses malformed payloads with request_param_err', async () => {
    const address = newAddress();
    for (const payload of [
      { type: 'username', username: 'demo' },
      { type: 'username', username: 'demo', password: 'x'.repeat(65) },
      { type: 'username', username: 'u'.repeat(65), password: 'demo1234' },
      { type: 'other', username: 'demo', password: 'demo1234' },
      { type: 'username', username: 'demo', password: 'demo1234', admin: true },
    ]) {
      const response = await login(payload, address);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
  });

  it('refuses a plain (unencrypted) body', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/session/login', headers: demo, remoteAddress: newAddress(),
      payload: { type: 'username', username: 'demo', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_param_err');
  });

  it('refuses a replayed encrypted login body and opens no second session', async () => {
    const member = await createTestMember(ctx.database.db);
    const sealed = await encryptPayload(await servedKey(ctx.app), { type: 'username', username: member.username, password: member.password });
    const send = () => ctx.app.inject({
      method: 'POST', url: '/wps/session/login', headers: { ...demo, encryption: sealed.header }, payload: sealed.body, remoteAddress: newAddress(),
    });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('request_param_err');
    const [sessions] = await ctx.database.db.select({ total: count() }).from(memberSessions).where(eq(memberSessions.memberId, member.memberId));
    expect(sessions?.total).toBe(2); // the helper's session and the first login
  });

  it('refuses a disabled account with user.not.exist', async () => {
    const member = await createTestMember(ctx.database.db);
    await ctx.database.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, member.memberId));
    const response = await passwordLogin(member.username, member.password, newAddress());
    expect(response.json()).toMatchObject({ success: false, errorCode: 'user.not.exist' });
    expect((await memberInfo(member.token)).statusCode).toBe(401);
  });

  it('refuses the firebase login type (no phone-verification provider) with function.not.available', async () => {
    const response = await login({ type: 'firebase', firebaseIdToken: 'abc' }, newAddress());
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('brute-force rules', () => {
  it('requires the captcha after 3 failed logins of a username, and says so on the third', async () => {
    const member = await createTestMember(ctx.database.db);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await passwordLogin(member.username, 'wrong-pass', newAddress())).json());
    expect(answers.map((answer) => answer.value.captcha)).toEqual([false, false, true]);

    const missing = await passwordLogin(member.username, member.password, newAddress());
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'captcha.required', value: { captcha: true } });

    const { captchaId } = await solvedCaptcha();
    const wrong = await passwordLogin(member.username, member.password, newAddress(), { captchaId, captcha: '0000000' });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'captcha.error', value: { captcha: true } });

    const right = await passwordLogin(member.username, member.password, newAddress(), await solvedCaptcha());
    expect(right.json().success).toBe(true);
  });

  it('takes a captcha answer once', async () => {
    const address = newAddress();
    for (const name of ['once1', 'once2', 'once3']) await passwordLogin(name, 'wrong-pass', address);
    const member = await createTestMember(ctx.database.db);
    const solved = await solvedCaptcha();
    expect((await passwordLogin(member.username, member.password, address, solved)).json().success).toBe(true);
    const reused = await passwordLogin(member.username, member.password, address, solved);
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'captcha.error' });
  });

  it('counts failures per address across usernames', async () => {
    const address = newAddress();
    for (const name of ['ghost1', 'ghost2', 'ghost3']) await passwordLogin(name, 'wrong-pass', address);
    const member = await createTestMember(ctx.database.db);
    const response = await passwordLogin(member.username, member.password, address);
    expect(response.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    expect((await passwordLogin(member.username, member.password, newAddress())).json().success).toBe(true);
  });

  it('forgets the failures of the address a successful login came from', async () => {
    const member = await createTestMember(ctx.database.db);
    const address = newAddress();
    await passwordLogin(member.username, 'wrong-pass', address);
    await passwordLogin(member.username, 'wrong-pass', address);
    expect((await passwordLogin(member.username, member.password, address)).json().success).toBe(true);
    const after = await passwordLogin(member.username, 'wrong-pass', address);
    expect(after.json().value.captcha).toBe(false);
  });

  it('makes only the failing address wait, longer after each further failure; the owner logs in from another address', async () => {
    const member = await createTestMember(ctx.database.db);
    const attacker = newAddress();
    await failTimes(member.username, LOGIN_GUARD.freePairFailures - 1, attacker);
    const fifth = await passwordLogin(member.username, 'wrong-pass', attacker, await solvedCaptcha());
    expect(fifth.json()).toMatchObject({ success: false, errorCode: 'login.locked', value: { captcha: true, retryAfter: 60 } });

    // The right password from the failing address waits too (the check comes before the password) ...
    const waiting = await passwordLogin(member.username, member.password, attacker, await solvedCaptcha());
    expect(waiting.json()).toMatchObject({ success: false, errorCode: 'login.locked', value: { retryAfter: expect.any(Number) } });
    // ... and the next failure after the wait doubles it.
    await agePairFailures(member.username, attacker, 61_000);
    const sixth = await passwordLogin(member.username, 'wrong-pass', attacker, await solvedCaptcha());
    expect(sixth.json()).toMatchObject({ errorCode: 'login.locked', value: { retryAfter: 120 } });

    const owner = await passwordLogin(member.username, member.password, newAddress(), await solvedCaptcha());
    expect(owner.json()).toMatchObject({ success: true, value: { failedAttemptsSinceLastLogin: LOGIN_GUARD.freePairFailures + 1 } });
  });

  it('never locks the owner out: ten failures from ten addresses leave the right password from an eleventh address working', async () => {
    const member = await createTestMember(ctx.database.db);
    const attackers = Array.from({ length: 10 }, newAddress);
    for (const address of attackers) await passwordLogin(member.username, 'wrong-pass', address, await solvedCaptcha());

    // Under attack, each address that failed for the account waits after a single failure.
    const again = await passwordLogin(member.username, 'wrong-pass', attackers[0]!, await solvedCaptcha());
    expect(again.json()).toMatchObject({ success: false, errorCode: 'login.locked' });

    const ownerWithoutCaptcha = await passwordLogin(member.username, member.password, newAddress());
    expect(ownerWithoutCaptcha.json()).toMatchObject({ success: false, errorCode: 'captcha.required' });
    const owner = await passwordLogin(member.username, member.password, newAddress(), await solvedCaptcha());
    expect(owner.json()).toMatchObject({ success: true, value: { failedAttemptsSinceLastLogin: 10 } });
    // Told once: the next login counts from this one.
    const next = await passwordLogin(member.username, member.password, newAddress(), await solvedCaptcha());
    expect(next.json().value.failedAttemptsSinceLastLogin).toBe(0);
  });

  it('makes an address wait for a username whatever its case, and for an unknown one too', async () => {
    const address = newAddress();
    await failTimes('NoSuchPlayer', LOGIN_GUARD.freePairFailures, address);
    expect((await passwordLogin('nosuchplayer', 'x-anything', address, await solvedCaptcha())).json().errorCode).toBe('login.locked');
    expect((await passwordLogin('nosuchplayer', 'x-anything', newAddress(), await solvedCaptcha())).json().errorCode).toBe('login.failed');
  });
});

/** Moves the failures of the username from the address back in time, as if `ms` had passed. */
async function agePairFailures(username: string, address: string, ms: number) {
  const where = and(eq(loginFailures.usernameKey, username.toLowerCase()), eq(loginFailures.ip, address));
  const rows = await ctx.database.db.select().from(loginFailures).where(where);
  for (const row of rows) {
    await ctx.database.db.update(loginFailures).set({ createdAt: new Date(row.createdAt.getTime() - ms) }).where(eq(loginFailures.id, row.id));
  }
}

describe('brute-force rules for logins sent at once', () => {
  let processes: FastifyInstance[];
  beforeAll(async () => {
    processes = [ctx.app, ((await ctx.buildProcess()) ?? ctx.build()), ctx.build()];
  });

  /**
   * 20 logins of the member with wrong passwords from one address, sent at once to several processes.
   * (With the right one among them the count would depend on the order: a success forgets the address's failures.)
   */
  async function twentyAtOnce(username: string, address: string, extra: () => Promise<LoginPayload>) {
    const hash = (await ctx.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, username)))[0]!.hash;
    const checksAgainst = () => vi.mocked(PasswordHash.verifyPassword).mock.calls.filter(([, stored]) => stored === hash).length;
    const checksBefore = checksAgainst();
    const payloads = await Promise.all(Array.from({ length: 20 }, async (_, index) => ({
      type: 'username', username, password: `guess${index}`, ...(await extra()),
    })));
    const answers = await Promise.all(payloads.map(async (payload, index) => (await injectEncrypted(processes[index % processes.length]!, {
      method: 'POST', url: '/wps/session/login', payload, remoteAddress: address, headers: { merchant: 'DEMO' },
    })).json() as { success: boolean; errorCode?: string }));
    return { answers, checks: checksAgainst() - checksBefore };
  }

  it('checks at most 3 passwords without the captcha', async () => {
    const member = await createTestMember(ctx.database.db);
    const { answers, checks } = await twentyAtOnce(member.username, newAddress(), async () => ({}));
    expect(checks).toBeLessThanOrEqual(LOGIN_GUARD.captchaAfter);
    // login.locked too: the other logins in flight count as an attack on the account, which leaves the address 1 failure.
    for (const answer of answers) expect(['login.failed', 'login.locked', 'captcha.required']).toContain(answer.errorCode);
    const [failures] = await ctx.database.db.select({ total: count() }).from(loginFailures).where(eq(loginFailures.usernameKey, member.username.toLowerCase()));
    expect(failures!.total).toBe(checks);
  });

  it('checks at most 5 passwords from one address with solved captchas, then makes it wait', async () => {
    const member = await createTestMember(ctx.database.db);
    const { answers, checks } = await twentyAtOnce(member.username, newAddress(), solvedCaptcha);
    expect(checks).toBeLessThanOrEqual(LOGIN_GUARD.freePairFailures);
    expect(answers.filter((answer) => answer.errorCode === 'login.failed' || answer.errorCode === 'login.locked')).toHaveLength(20);
    expect(answers.filter((answer) => answer.errorCode === 'login.locked').length).toBeGreaterThanOrEqual(20 - checks);
    const [failures] = await ctx.database.db.select({ total: count() }).from(loginFailures).where(eq(loginFailures.usernameKey, member.username.toLowerCase()));
    expect(failures!.total).toBe(checks);
  });
});

describe('SMS code login', () => {
  it('logs in with a code sent to the member number, once', async () => {
    const member = await createTestMember(ctx.database.db, { mobile: '9173334444' });
    const address = newAddress();
    const sent = await ctx.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: demo, remoteAddress: address, payload: { mobileNum: '9173334444', module: 'VERIFICATION3' } });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode('9173334444');

    const wrong = await login({ type: 'sms', username: '9173334444', verificationCode: code === '000000' ? '111111' : '000000' }, address);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'verification.code.error', value: { captcha: false } });
    const right = await login({ type: 'sms', username: '9173334444', verificationCode: code, countryDialingCode: '+63' }, address);
    expect(right.json().value.id).toBe(member.memberId);
    const reused = await login({ type: 'sms', username: '9173334444', verificationCode: code }, address);
    expect(reused.json().errorCode).toBe('verification.code.error');
  });

  it('is refused where MOBILEVERCODELOGIN3 is off', async () => {
    const response = await login({ type: 'sms', username: '9170000000', verificationCode: '123456' }, newAddress(), 'ALT');
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

async function lastCode(mobile: string): Promise<string> {
  const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

describe('sessions', () => {
  it('logout revokes the session; the token then answers 401 login.not.session', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await memberInfo(member.token)).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...demo, authorization: member.token } });
    expect(logout.json()).toEqual({ success: true, value: null });
    const after = await memberInfo(member.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('login.not.session');
    const again = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...demo, authorization: member.token } });
    expect(again.statusCode).toBe(401);
  });

  it('an expired session answers 401 login.not.session', async () => {
    const member = await createTestMember(ctx.database.db);
    await ctx.database.db.update(memberSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberSessions.memberId, member.memberId));
    const response = await memberInfo(member.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('pushes the expiry forward while the session is used', async () => {
    const member = await createTestMember(ctx.database.db);
    const soon = new Date(Date.now() + 60_000);
    await ctx.database.db.update(memberSessions).set({ expiresAt: soon }).where(eq(memberSessions.memberId, member.memberId));
    expect((await memberInfo(member.token)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(memberSessions).where(eq(memberSessions.memberId, member.memberId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);
  });

  it('a token of one merchant is no session at another', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await memberInfo(member.token, 'ALT')).statusCode).toBe(401);
  });

  it('a login elsewhere keeps the current session, unless the merchant asks for single sessions', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await passwordLogin(member.username, member.password, newAddress())).json().success).toBe(true);
    expect((await memberInfo(member.token)).statusCode).toBe(200);

    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await ctx.database.db.insert(merchantAccountSettings).values({ merchantId: merchant!.id, singleSession: true });
    try {
      const latest = (await passwordLogin(member.username, member.password, newAddress())).json().value.token;
      expect((await memberInfo(member.token)).statusCode).toBe(401);
      expect((await memberInfo(latest)).statusCode).toBe(200);
    } finally {
      await ctx.database.db.delete(merchantAccountSettings).where(eq(merchantAccountSettings.merchantId, merchant!.id));
    }
  });
});

describe('free play', () => {
  const trialLogin = (payload: LoginPayload, merchant = 'DEMO') =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login/freeplay', payload, headers: { merchant }, remoteAddress: newAddress() });

  it('creates a trial account and logs it in with the trial merchant code', async () => {
    const created = await ctx.app.inject({ method: 'GET', url: '/wps/session/trial', headers: demo, remoteAddress: newAddress() });
    const { userName, password } = created.json().value;
    expect(userName).toMatch(/^try[0-9a-f]{10}$/);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.username, userName));
    expect(row!.type).toBe(MEMBER_TYPE.TRIAL);

    const response = await trialLogin({ username: userName, password, merchantCode: 'DEMOTRIAL' });
    expect(response.json().value).toMatchObject({ userName, type: 4 });
    const info = await memberInfo(response.json().value.token);
    expect(info.json().value.type).toBe(4);
  });

  it('refuses another merchant code, a wrong password and a real account', async () => {
    const { userName, password } = (await ctx.app.inject({ method: 'GET', url: '/wps/session/trial', headers: demo, remoteAddress: newAddress() })).json().value;
    expect((await trialLogin({ username: userName, password, merchantCode: 'DEMO' })).json().errorCode).toBe('function.not.available');
    expect((await trialLogin({ username: userName, password: 'wrong-one', merchantCode: 'DEMOTRIAL' })).json().errorCode).toBe('login.failed');
    expect((await trialLogin({ username: 'demo', password: 'demo1234', merchantCode: 'DEMOTRIAL' })).json().errorCode).toBe('login.failed');
  });

  it('is refused without FREEPLAY3', async () => {
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'ALT'));
    const whitelabel = merchant!.whitelabel.map((node) => ({
      ...node, childrenNodes: node.childrenNodes.map((child) => (child.modId === 'FREEPLAY3' ? { ...child, enabled: '0' as const } : child)),
    }));
    await ctx.database.db.update(merchants).set({ whitelabel }).where(eq(merchants.code, 'ALT'));
    const app = ctx.build();
    const created = await app.inject({ method: 'GET', url: '/wps/session/trial', headers: { merchant: 'ALT' } });
    expect(created.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await ctx.database.db.update(merchants).set({ whitelabel: merchant!.whitelabel }).where(eq(merchants.code, 'ALT'));
  });

  it('trial accounts are refused real-account features with 403 trial.rejected', async () => {
    const trial = await createTestMember(ctx.database.db, { type: MEMBER_TYPE.TRIAL });
    const response = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/member/password', headers: { authorization: trial.token },
      payload: { oldPassword: trial.password, newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'trial.rejected' });
  });
});

describe('login rate limit', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = ctx.build();
  });

  it(`answers 429 too.many.requests past ${ROUTE_BUDGETS.login.max} logins a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= Number(ROUTE_BUDGETS.login.max); i++) {
      const response = await injectEncrypted(app, {
        method: 'POST', url: '/wps/session/login', remoteAddress: '10.9.9.9', payload: { type: 'username', username: `rate${i}`, password: 'whatever1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('createTestMember', () => {
  it('inserts a member of the merchant with a live session', async () => {
    const member = await createTestMember(ctx.database.db, { merchantCode: 'ALT', type: 1 });
    const [row] = await ctx.database.db
      .select({ type: members.type })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(members.id, member.memberId), eq(merchants.code, 'ALT')));
    expect(row?.type).toBe(1);
    expect((await memberInfo(member.token, 'ALT')).json().value.id).toBe(member.memberId);
  });
});
