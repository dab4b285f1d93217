import { encryptPayload, type RegisterSettings } from '@m/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { members, merchants, outbox, verificationCodes } from '../../db/schema.ts';
import * as PasswordHash from '../../lib/password-hash.ts';
import { injectEncrypted, servedKey } from '../../test/encrypted.ts';
import { createTestMember } from '../../test/members.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { createCaptchaRepository } from '../captcha/repository.ts';
import { createCaptchaService } from '../captcha/service.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { createMemberRepository } from './repository.ts';

vi.mock('../../lib/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const ctx = useTestApp();

let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

beforeAll(async () => {
  // Nickname and payee name on, with bounds, before the app has cached the merchant.
  const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const settings: RegisterSettings = {
    ...merchant!.registerSettings,
    nickname: { enabled: true, required: false, acceptedPattern: null, minLength: 2, maxLength: 20, patternId: 'nickname' },
    payeeName: { enabled: true, required: false, acceptedPattern: null, minLength: null, maxLength: 40, patternId: 'payeeName' },
    line: { enabled: true, required: false, acceptedPattern: null, minLength: null, maxLength: 30, patternId: 'line' },
  };
  await ctx.database.db.update(merchants).set({ registerSettings: settings }).where(eq(merchants.code, 'DEMO'));
});

async function solvedCaptcha() {
  const { captchaId, answer } = await createCaptchaService(createCaptchaRepository(ctx.database.db)).create();
  return { captchaId, captcha: answer };
}

const memberCount = async () => (await ctx.database.db.select({ total: count() }).from(members))[0]!.total;

let lastName = 0;
const newUsername = () => `player${String(++lastName).padStart(4, '0')}`;

async function register(fields: Record<string, unknown>, merchant = 'DEMO') {
  return injectEncrypted(ctx.app, {
    method: 'PUT', url: '/wps/member/register', headers: { merchant }, remoteAddress: newAddress(),
    payload: { registerMethod: 'H5', registerUrl: 'localhost', type: 0, ...(await solvedCaptcha()), ...fields },
  });
}

const validUser = () => ({ username: newUsername(), password: 'secret123', confirmPassword: 'secret123' });

async function lastCode(mobile: string): Promise<string> {
  const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

const sendSms = (url: string, payload: Record<string, unknown>, merchant = 'DEMO') =>
  ctx.app.inject({ method: 'POST', url, headers: { merchant }, payload, remoteAddress: newAddress() });

describe('registration', () => {
  it('creates the member and logs it in', async () => {
    const fields = { ...validUser(), nickname: 'Lucky Star', email: 'lucky@example.com', payeeName: 'Juan Dela Cruz', line: 'lucky.line', qqNum: '12345' };
    const response = await register(fields);
    expect(response.json()).toMatchObject({ success: true, value: { userName: fields.username, type: 0, firstTimeLogin: true } });
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: response.json().value.token } });
    expect(info.json().value).toMatchObject({ account: fields.username, userName: 'Lucky Star', type: 0, toUpline: false, clubLabel: 'VIP0' });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.username, fields.username));
    expect(row).toMatchObject({ email: 'lucky@example.com', payeeName: 'Juan Dela Cruz', registerMethod: 'H5', registerUrl: 'localhost', profile: { line: 'lucky.line' } });
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('puts the member under the agent whose affiliate code is given', async () => {
    const response = await register({ ...validUser(), affiliateCode: 'agent01' });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, response.json().value.id));
    const [agent] = await ctx.database.db.select().from(members).where(eq(members.username, 'agent01'));
    expect(row!.parentId).toBe(agent!.id);
  });

  it.each<[string, Record<string, unknown>, string, number]>([
    ['a taken username, in another case', { username: 'DEMO' }, 'username.exists', 409],
    ['a username against the pattern', { username: 'bad name!' }, 'username.format.error', 400],
    ['a too short username', { username: 'abc' }, 'username.format.error', 400],
    ['a script as username', { username: '<script>alert(1)</script>' }, 'username.format.error', 400],
    ['a missing username and mobile number', { username: undefined }, 'mobile.format.error', 400],
    ['a too short password', { password: 'abc', confirmPassword: 'abc' }, 'password.format.error', 400],
    ['a too long password', { password: 'p'.repeat(21), confirmPassword: 'p'.repeat(21) }, 'password.format.error', 400],
    ['a different confirmation', { confirmPassword: 'secret124' }, 'password.confirm.mismatch', 400],
    ['an empty confirmation', { confirmPassword: '' }, 'password.confirm.mismatch', 400],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email.format.error', 400],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'email.format.error', 400],
    ['an e-mail that would make a naive pattern backtrack', { email: `${'a'.repeat(60)}!` }, 'email.format.error', 400],
    ['a script in the nickname', { nickname: '<img src=x onerror=alert(1)>' }, 'name.format.error', 400],
    ['markup in the payee name', { payeeName: 'Juan <b>Cruz</b>' }, 'name.format.error', 400],
    ['a nickname over its maximum', { nickname: 'n'.repeat(21) }, 'name.format.error', 400],
    ['markup in a contact field', { line: '<script>alert(1)</script>' }, 'field.invalid', 400],
    ['a contact field over its maximum', { line: 'l'.repeat(31) }, 'field.invalid', 400],
    ['a field beyond any bound', { nickname: 'n'.repeat(600) }, 'request_param_err', 400],
    ['an unknown field', { favouriteColour: 'red' }, 'request_param_err', 400],
    ['an invalid affiliate code', { affiliateCode: 'NOPE99' }, 'affiliate.invalid', 200],
    ['a wrong captcha', { captcha: '9999999' }, 'captcha.error', 200],
    ['a missing captcha', { captcha: undefined, captchaId: undefined }, 'captcha.required', 200],
  ])('refuses %s with its code and stores nothing', async (_case, override, code, status) => {
    const before = await memberCount();
    const fields: Record<string, unknown> = { ...validUser(), ...override };
    const response = override.captcha === undefined && 'captcha' in override
      ? await injectEncrypted(ctx.app, { method: 'PUT', url: '/wps/member/register', remoteAddress: newAddress(), payload: fields })
      : await register(fields);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode: code });
    expect(response.json().message.length).toBeGreaterThan(0);
    expect(await memberCount()).toBe(before);
  });

  it('names the failing field in the refusal value', async () => {
    const response = await register({ ...validUser(), email: 'x@' });
    expect(response.json().value).toEqual({ field: 'email', reason: 'pattern' });
  });

  it('refuses the affiliate code of a player', async () => {
    const player = await createTestMember(ctx.database.db);
    await ctx.database.db.update(members).set({ affiliateCode: 'PLAYERCODE' }).where(eq(members.id, player.memberId));
    expect((await register({ ...validUser(), affiliateCode: 'PLAYERCODE' })).json().errorCode).toBe('affiliate.invalid');
  });

  it('refuses a replayed registration body', async () => {
    const sealed = await encryptPayload(await servedKey(ctx.app), { ...validUser(), ...(await solvedCaptcha()) });
    const send = () => ctx.app.inject({ method: 'PUT', url: '/wps/member/register', headers: { ...demo, encryption: sealed.header }, payload: sealed.body });
    expect((await send()).json().success).toBe(true);
    const before = await memberCount();
    const replay = await send();
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await memberCount()).toBe(before);
  });

  it('needs an affiliate code where direct registration (DIRECTREG3) is off', async () => {
    const refused = await register({ ...validUser() }, 'ALT');
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'affiliate.invalid', value: { field: 'affiliateCode' } });
  });

  describe('by mobile number', () => {
    it('registers with the SMS code (REGMOBVERF3); the number becomes the account', async () => {
      const sent = await sendSms('/wps/verification/sms/register', { mobileNo: '9181234567', countryDialingCode: '+63' });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const code = await lastCode('9181234567');
      const fields = { mobileNum: '9181234567', countryDialingCode: '+63', password: 'secret123', confirmPassword: 'secret123' };

      expect((await register({ ...fields })).json().errorCode).toBe('verification.code.error');
      expect((await register({ ...fields, verificationCode: code === '123456' ? '654321' : '123456' })).json().errorCode).toBe('verification.code.error');
      const response = await register({ ...fields, verificationCode: code });
      expect(response.json()).toMatchObject({ success: true, value: { userName: '9181234567' } });
      const [row] = await ctx.database.db.select().from(members).where(eq(members.id, response.json().value.id));
      expect(row).toMatchObject({ mobile: '9181234567', countryDialingCode: '+63' });
    });

    it('refuses a number already registered, at the SMS send and at registration', async () => {
      await createTestMember(ctx.database.db, { mobile: '9182223333' });
      const sent = await sendSms('/wps/verification/sms/register', { mobileNo: '9182223333', countryDialingCode: '+63' });
      expect(sent.statusCode).toBe(409);
      expect(sent.json().errorCode).toBe('mobile.exists');
      const response = await register({ ...validUser(), mobileNum: '9182223333' });
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe('mobile.exists');
    });

    it('refuses a number against the mobile rule before sending', async () => {
      const sent = await sendSms('/wps/verification/sms/register', { mobileNo: '12345', countryDialingCode: '+63' });
      expect(sent.json()).toMatchObject({ success: false, errorCode: 'mobile.format.error' });
    });

    it('does not take a used code twice', async () => {
      await sendSms('/wps/verification/sms/register', { mobileNo: '9184445555', countryDialingCode: '+63' });
      const code = await lastCode('9184445555');
      const fields = { mobileNum: '9184445555', password: 'secret123', confirmPassword: 'secret123', verificationCode: code };
      expect((await register(fields)).json().success).toBe(true);
      await ctx.database.db.delete(members).where(eq(members.mobile, '9184445555'));
      expect((await register(fields)).json().errorCode).toBe('verification.code.error');
    });
  });
});

describe('unique constraints', () => {
  it('name the username and mobile constraints when a race gets past the checks', async () => {
    const repository = createMemberRepository(ctx.database.db);
    const member = await createTestMember(ctx.database.db, { mobile: '9186660000' });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, member.memberId));
    const attempt = (patch: Record<string, unknown>) =>
      repository.insert({ merchantId: row!.merchantId, username: newUsername(), passwordHash: 'x', ...patch }).then(() => null, uniqueViolation);
    expect(await attempt({ username: member.username.toUpperCase() })).toBe('members_merchant_username_uq');
    expect(await attempt({ mobile: '9186660000' })).toBe('members_merchant_mobile_uq');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});

describe('username and affiliate checks', () => {
  const check = (url: string) => ctx.app.inject({ method: 'GET', url, headers: demo });

  it('tells whether a username is free, without regard to case', async () => {
    expect((await check('/wps/check/username?username=Demo')).json()).toEqual({ success: true, value: { available: false } });
    expect((await check('/wps/check/username?username=freename1')).json()).toEqual({ success: true, value: { available: true } });
    expect((await check('/wps/check/username?username=no%20way')).json().errorCode).toBe('username.format.error');
  });

  it('tells whether an affiliate code belongs to an agent of the merchant', async () => {
    expect((await check('/wps/member/affiliate/check?code=AGENT01&domain=localhost')).json()).toEqual({ success: true, value: { success: true } });
    expect((await check('/wps/member/affiliate/check?code=nope&domain=localhost')).json().value).toEqual({ success: false });
    const alt = await ctx.app.inject({ method: 'GET', url: '/wps/member/affiliate/check?code=AGENT01', headers: { merchant: 'ALT' } });
    expect(alt.json().value).toEqual({ success: false });
  });
});

describe('member info', () => {
  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: demo });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('login.not.session');
  });

  it('answers the regDate as epoch milliseconds', async () => {
    const member = await createTestMember(ctx.database.db);
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: member.token } });
    expect(Math.abs(info.json().value.regDate - Date.now())).toBeLessThan(60_000);
  });
});

describe('change password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/member/password', headers: { authorization: token }, payload, remoteAddress: newAddress() });
  const login = (username: string, password: string) =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login', payload: { type: 'username', username, password }, remoteAddress: newAddress() });

  it.each<[string, Record<string, unknown>, string]>([
    ['a wrong old password', { oldPassword: 'not-mine', newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' }, 'password.old.error'],
    ['the old password as the new one', { newPassword: 'test1234', confirmNewPassword: 'test1234' }, 'modify.new.old.same'],
    ['a different confirmation', { newPassword: 'brandnew1', confirmNewPassword: 'brandnew2' }, 'password.confirm.mismatch'],
    ['a new password against the rule', { newPassword: 'abc', confirmNewPassword: 'abc' }, 'password.format.error'],
  ])('refuses %s', async (_case, override, code) => {
    const member = await createTestMember(ctx.database.db);
    const response = await change(member.token, { oldPassword: member.password, ...override });
    expect(response.json()).toMatchObject({ success: false, errorCode: code });
    expect((await login(member.username, member.password)).json().success).toBe(true);
  });

  it('needs a session', async () => {
    const response = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/member/password', payload: { oldPassword: 'a', newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks 5 of 20 wrong old passwords sent at once to several processes, and refuses the right one after them', async () => {
    // A password change's budget of 10 a minute is per process: 5 to each of 4.
    const processes: FastifyInstance[] = [ctx.app, ((await ctx.buildProcess()) ?? ctx.build()), ((await ctx.buildProcess()) ?? ctx.build()), ctx.build()];
    const member = await createTestMember(ctx.database.db);
    const hash = (await ctx.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, member.memberId)))[0]!.hash;
    const checksAgainst = () => vi.mocked(PasswordHash.verifyPassword).mock.calls.filter(([, stored]) => stored === hash).length;
    const checksBefore = checksAgainst();

    const changeWith = async (oldPassword: string, app: FastifyInstance) => (await injectEncrypted(app, {
      method: 'POST', url: '/wps/member/password', headers: { authorization: member.token },
      payload: { oldPassword, newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' }, remoteAddress: newAddress(),
    })).json() as { errorCode?: string };

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => changeWith(`guess${index}`, processes[index % processes.length]!)));
    expect(checksAgainst() - checksBefore).toBe(5);
    expect(answers.filter((answer) => answer.errorCode === 'password.old.error')).toHaveLength(5);
    expect(answers.filter((answer) => answer.errorCode === 'too.many.requests')).toHaveLength(15);
    expect(await changeWith(member.password, processes[1]!)).toMatchObject({ errorCode: 'too.many.requests' });
    expect(checksAgainst() - checksBefore).toBe(5);
    expect((await login(member.username, member.password)).json().success).toBe(true);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = (await login(member.username, member.password)).json().value.token;
    const response = await change(member.token, { oldPassword: member.password, newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' });
    expect(response.json()).toEqual({ success: true, value: null });
    expect((await login(member.username, member.password)).json().errorCode).toBe('login.failed');
    expect((await login(member.username, 'brandnew1')).json().success).toBe(true);
    const info = (token: string) => ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: token } });
    expect((await info(member.token)).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (form: string) =>
    ctx.app.inject({
      method: 'POST', url: '/wps/member/password/email', remoteAddress: newAddress(),
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: form,
    });
  const reset = (payload: Record<string, unknown>) =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/member/password/reset', payload, remoteAddress: newAddress() });
  const mailsTo = async (address: string) => ctx.database.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));

  it.each([
    ['an invalid e-mail', 'username=demo&email=not-mail'],
    ['an e-mail of 255 characters', `username=demo&email=${'a'.repeat(243)}%40example.com`],
    ['an empty e-mail', 'username=demo&email='],
  ])('refuses %s with email.format.error', async (_case, form) => {
    const response = await forgot(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'email.format.error' });
  });

  it('answers success for an unknown account or another address, sending nothing', async () => {
    expect((await forgot('username=nobody1&email=nobody%40example.com')).json()).toEqual({ success: true, value: null });
    const member = await createTestMember(ctx.database.db);
    await ctx.database.db.update(members).set({ email: 'owner@example.com' }).where(eq(members.id, member.memberId));
    expect((await forgot(`username=${member.username}&email=thief%40example.com`)).json()).toEqual({ success: true, value: null });
    expect(await mailsTo('thief@example.com')).toHaveLength(0);
    expect(await mailsTo('owner@example.com')).toHaveLength(0);
  });

  it('mails a reset link for trimmed values; the link sets a new password once', async () => {
    const member = await createTestMember(ctx.database.db);
    await ctx.database.db.update(members).set({ email: 'reset.me@example.com' }).where(eq(members.id, member.memberId));
    const response = await forgot(`username=%20${member.username.toUpperCase()}%20&email=%20Reset.Me%40example.com%20`);
    expect(response.json()).toEqual({ success: true, value: null });
    const [mail] = await mailsTo('reset.me@example.com');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;

    expect((await reset({ token, newPassword: member.password, confirmNewPassword: member.password })).json().errorCode).toBe('modify.new.old.same');
    expect((await reset({ token, newPassword: 'fromemail1', confirmNewPassword: 'fromemail1' })).json()).toEqual({ success: true, value: null });
    expect((await reset({ token, newPassword: 'fromemail2', confirmNewPassword: 'fromemail2' })).json().errorCode).toBe('reset.token.invalid');
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: member.token } });
    expect(info.statusCode).toBe(401);
  });

  describe('links to the address the member used', () => {
    const linkOf = async (app: typeof ctx.app, headers: Record<string, string>) => {
      const member = await createTestMember(ctx.database.db);
      const email = `${member.username}@example.com`;
      await ctx.database.db.update(members).set({ email }).where(eq(members.id, member.memberId));
      const response = await app.inject({
        method: 'POST', url: '/wps/member/password/email', remoteAddress: '10.9.0.1',
        headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: `username=${member.username}&email=${encodeURIComponent(email)}`,
      });
      expect(response.json()).toEqual({ success: true, value: null });
      const [mail] = await mailsTo(email);
      return /(\S+)\/m\/forget\?resetToken=[A-Za-z0-9_-]+/.exec(mail!.body)![1];
    };

    it('keeps the scheme, host and port of the request', async () => {
      expect(await linkOf(ctx.app, { host: 'localhost:18233' })).toBe('http://localhost:18233');
    });

    it('takes the forwarded scheme and host only from a trusted proxy', async () => {
      const forwarded = { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'play.example.com' };
      expect(await linkOf(ctx.app, forwarded)).toBe('http://internal:8080');
      expect(await linkOf(ctx.build({ trustProxy: ['10.9.0.1'] }), forwarded)).toBe('https://play.example.com');
    });

    it('uses the configured public origin when there is one', async () => {
      expect(await linkOf(ctx.build({ publicOrigin: 'https://m.example.com' }), { host: 'localhost:18233' })).toBe('https://m.example.com');
    });
  });

  it('refuses an unknown reset token', async () => {
    const response = await reset({ token: 'x'.repeat(43), newPassword: 'fromemail1', confirmNewPassword: 'fromemail1' });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'reset.token.invalid' });
  });
});

describe('set password by phone', () => {
  const setBySms = (payload: Record<string, unknown>, merchant = 'DEMO') =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/member/password/sms', headers: { merchant }, payload, remoteAddress: newAddress() });
  const login = (username: string, password: string) =>
    injectEncrypted(ctx.app, { method: 'POST', url: '/wps/session/login', payload: { type: 'username', username, password }, remoteAddress: newAddress() });
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  async function memberWithCode(mobile: string) {
    const member = await createTestMember(ctx.database.db, { mobile });
    await sendSms('/wps/verification/sms/noLogin', { mobileNum: mobile, module: 'VERIFICATION3' });
    return { member, code: await lastCode(mobile) };
  }

  it('sets the password; then the mobile number logs in with it', async () => {
    const { member, code } = await memberWithCode('9185550001');
    expect((await setBySms({ mobileNum: '9185550001', verificationCode: code, newPassword: 'byphone1' })).json()).toEqual({ success: true, value: null });
    expect((await login('9185550001', 'byphone1')).json().value.id).toBe(member.memberId);
    expect((await setBySms({ mobileNum: '9185550001', verificationCode: code, newPassword: 'byphone2' })).json().errorCode).toBe('verification.code.error');
  });

  it('answers modify.new.old.same for the current password and keeps the code usable', async () => {
    const { member, code } = await memberWithCode('9185550002');
    expect((await setBySms({ mobileNum: '9185550002', verificationCode: code, newPassword: member.password })).json().errorCode).toBe('modify.new.old.same');
    expect((await setBySms({ mobileNum: '9185550002', verificationCode: code, newPassword: 'byphone1' })).json().success).toBe(true);
  });

  it('refuses a wrong code, and after 5 tries even the right one', async () => {
    const { code } = await memberWithCode('9185550003');
    for (let i = 0; i < 5; i++) {
      expect((await setBySms({ mobileNum: '9185550003', verificationCode: otherCode(code), newPassword: 'byphone1' })).json().errorCode).toBe('verification.code.error');
    }
    expect((await setBySms({ mobileNum: '9185550003', verificationCode: code, newPassword: 'byphone1' })).json().errorCode).toBe('verification.code.error');
  });

  it('checks a code 5 times of 20 wrong tries sent at once to several processes, and refuses the right code after them', async () => {
    const processes: FastifyInstance[] = [ctx.app, ((await ctx.buildProcess()) ?? ctx.build()), ctx.build()];
    const { member, code } = await memberWithCode('9185550009');
    const tryCode = async (verificationCode: string, app: FastifyInstance) => (await injectEncrypted(app, {
      method: 'POST', url: '/wps/member/password/sms', headers: { merchant: 'DEMO' },
      payload: { mobileNum: '9185550009', verificationCode, newPassword: 'byphone1' }, remoteAddress: newAddress(),
    })).json() as { errorCode?: string };
    const wrongCodes = Array.from({ length: 20 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'));

    const answers = await Promise.all(wrongCodes.map((wrongCode, index) => tryCode(wrongCode, processes[index % processes.length]!)));
    expect(answers.map((answer) => answer.errorCode)).toEqual(wrongCodes.map(() => 'verification.code.error'));
    const [row] = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, '9185550009'));
    expect(row!.attempts).toBe(5);
    expect(await tryCode(code, processes[1]!)).toMatchObject({ errorCode: 'verification.code.error' });
    expect((await login(member.username, member.password)).json().success).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { code } = await memberWithCode('9185550004');
    await ctx.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.recipient, '9185550004'));
    expect((await setBySms({ mobileNum: '9185550004', verificationCode: code, newPassword: 'byphone1' })).json().errorCode).toBe('verification.code.error');
  });

  it('refuses a number nobody has, and a new password against the rule', async () => {
    expect((await setBySms({ mobileNum: '9185559999', verificationCode: '123456', newPassword: 'byphone1' })).json().errorCode).toBe('verification.code.error');
    const { code } = await memberWithCode('9185550005');
    expect((await setBySms({ mobileNum: '9185550005', verificationCode: code, newPassword: 'ab' })).json().errorCode).toBe('password.format.error');
  });

  it('is refused where CHNGPASSVERIF3 is off', async () => {
    const response = await setBySms({ mobileNum: '9185550006', verificationCode: '123456', newPassword: 'byphone1' }, 'ALT');
    expect(response.json().errorCode).toBe('function.not.available');
  });
});
