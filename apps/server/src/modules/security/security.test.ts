import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, memberSessions, outbox } from '../../db/schema.ts';
import { deviceLabel } from '../../lib/device-label.ts';
import { placeOfAddress } from '../../lib/ip-place.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createSecurityRepository } from './repository.ts';
import { levelOf, maskEmail, maskMobile } from './service.ts';

const ctx = useTestApp();

let lastAddress = 0;
const newAddress = () => `10.21.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
let lastMobile = 0;
const newMobile = () => `91721${String(++lastMobile).padStart(5, '0')}`;
const newEmail = () => `bind${++lastMobile}@example.com`;

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const call = (member: { token: string }, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { merchant: 'DEMO', authorization: member.token }, remoteAddress: newAddress(), ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
const config = (member: TestMember) => call(member, 'GET', '/wps/member/securityConfig');
const sendMobileCode = (member: TestMember, mobileNum: string) => call(member, 'POST', '/wps/member/binding/mobile/code', { mobileNum, countryDialingCode: '+63' });
const sendEmailCode = (member: TestMember, email: string) => call(member, 'POST', '/wps/member/binding/email/code', { email });
const bind = (member: TestMember, what: 'mobile' | 'email', payload: Record<string, unknown>) =>
  injectEncrypted(ctx.app, { method: 'PUT', url: `/wps/member/binding/${what}`, headers: { authorization: member.token }, payload, remoteAddress: newAddress() })
    .then((response) => response.json());
const lastCodeTo = async (recipient: string) => {
  const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
};
const stored = async (member: TestMember) =>
  (await ctx.database.db.select({ mobile: members.mobile, code: members.countryDialingCode, email: members.email }).from(members).where(eq(members.id, member.memberId)))[0]!;
const merchantId = async () => (await ctx.app.services.merchants.findByCode('DEMO'))!.id;
const secondSession = async (member: TestMember, userAgent = ANDROID_CHROME, ip = '112.198.10.20') =>
  ctx.app.services.sessions.issue({ id: member.memberId, merchantId: await merchantId() }, 'MOBILE', { ip, userAgent });

describe('the security level', () => {
  it('lists every item with its state and counts them into low, medium or high', async () => {
    const member = await createTestMember(ctx.database.db);
    const { body } = await config(member);
    expect(body.value).toEqual({
      level: 'low', done: 2, total: 6,
      items: [
        { item: 'loginPassword', done: true, value: null },
        { item: 'paymentPassword', done: false, value: null },
        { item: 'mobile', done: false, value: null },
        { item: 'email', done: false, value: null },
        { item: 'bankCard', done: false, value: null },
        { item: 'identity', done: true, value: null },
      ],
    });
    expect([levelOf(1, 5), levelOf(2, 5), levelOf(3, 5), levelOf(4, 5), levelOf(5, 5)]).toEqual(['low', 'low', 'medium', 'high', 'high']);
    expect([levelOf(2, 6), levelOf(3, 6), levelOf(4, 6), levelOf(5, 6)]).toEqual(['low', 'medium', 'medium', 'high']);
    const unverified = await createTestMember(ctx.database.db, { identity: 'NOT_SUBMITTED' });
    expect((await config(unverified)).body.value.items.at(-1)).toEqual({ item: 'identity', done: false, value: null });
  });

  it('masks the bound mobile and e-mail', () => {
    expect(maskMobile('9171234567')).toBe('917*****67');
    expect(maskEmail('player.one@example.com')).toBe('p***@example.com');
  });

  it('refuses guests and trial accounts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/member/securityConfig', headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await config(trial)).body.errorCode).toBe('trial.rejected');
  });
});

describe('binding a mobile number', () => {
  it('sends a code to the new number and binds it with the code, once', async () => {
    const member = await createTestMember(ctx.database.db);
    const mobile = newMobile();
    expect((await sendMobileCode(member, mobile)).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCodeTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await bind(member, 'mobile', { mobileNum: mobile, countryDialingCode: '+63', verificationCode: wrong })).toMatchObject({ errorCode: 'verification.code.error' });
    expect((await stored(member)).mobile).toBeNull();
    expect(await bind(member, 'mobile', { mobileNum: mobile, countryDialingCode: '+63', verificationCode: code })).toEqual({ success: true, value: null });
    expect(await stored(member)).toMatchObject({ mobile, code: '+63' });
    const item = (await config(member)).body.value.items.find((row: { item: string }) => row.item === 'mobile');
    expect(item).toEqual({ item: 'mobile', done: true, value: `+63 ${maskMobile(mobile)}` });
  });

  it('refuses a number of the wrong length by the contract rule, and one another member has', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await sendMobileCode(member, '12345')).status).toBe(400);
    expect((await sendMobileCode(member, '1'.repeat(21))).status).toBe(400);
    const other = await createTestMember(ctx.database.db, { mobile: newMobile() });
    const taken = (await stored(other)).mobile!;
    expect((await sendMobileCode(member, taken)).body).toMatchObject({ success: false, errorCode: 'mobile.exists' });
  });

  it('refuses to bind a number another member took after the code was sent', async () => {
    const first = await createTestMember(ctx.database.db);
    const second = await createTestMember(ctx.database.db);
    const mobile = newMobile();
    await sendMobileCode(first, mobile);
    const firstCode = await lastCodeTo(mobile);
    await ctx.database.db.update(members).set({ mobile }).where(eq(members.id, second.memberId));
    expect(await bind(first, 'mobile', { mobileNum: mobile, countryDialingCode: '+63', verificationCode: firstCode })).toMatchObject({ errorCode: 'mobile.exists' });
    expect((await stored(first)).mobile).toBeNull();
  });

  it('changes a bound number only with the login password and a code to the new one', async () => {
    const member = await createTestMember(ctx.database.db, { mobile: newMobile() });
    const next = newMobile();
    await sendMobileCode(member, next);
    const code = await lastCodeTo(next);
    expect(await bind(member, 'mobile', { mobileNum: next, countryDialingCode: '+63', verificationCode: code })).toMatchObject({ errorCode: 'password.old.error' });
    expect(await bind(member, 'mobile', { mobileNum: next, countryDialingCode: '+63', verificationCode: code, password: 'wrong999' })).toMatchObject({ errorCode: 'password.old.error' });
    const previous = (await stored(member)).mobile!;
    expect(await bind(member, 'mobile', { mobileNum: next, countryDialingCode: '+63', verificationCode: code, password: member.password })).toEqual({ success: true, value: null });
    expect((await stored(member)).mobile).toBe(next);
    // The replaced number hears of it.
    const [told] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, previous)).orderBy(desc(outbox.id)).limit(1);
    expect(told?.body).toContain('was changed');
  });
});

describe('binding an e-mail address', () => {
  it('sends a code by e-mail and binds the address in lower case with it', async () => {
    const member = await createTestMember(ctx.database.db);
    const email = newEmail();
    expect((await sendEmailCode(member, email.toUpperCase())).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ channel: 'email', subject: '[DEMO] Your verification code' });
    const code = await lastCodeTo(email);
    expect(await bind(member, 'email', { email: email.toUpperCase(), verificationCode: code })).toEqual({ success: true, value: null });
    expect((await stored(member)).email).toBe(email);
    // A used code does not bind again.
    expect(await bind(member, 'email', { email: newEmail(), verificationCode: code, password: member.password })).toMatchObject({ errorCode: 'verification.code.error' });
  });

  it('refuses an address another member has, in any case, and a malformed one', async () => {
    const owner = await createTestMember(ctx.database.db);
    const email = newEmail();
    await ctx.database.db.update(members).set({ email: email.toUpperCase() }).where(eq(members.id, owner.memberId));
    const member = await createTestMember(ctx.database.db);
    expect((await sendEmailCode(member, email)).body).toMatchObject({ success: false, errorCode: 'email.exists' });
    expect((await sendEmailCode(member, 'not-an-address')).status).toBe(400);
  });

  it('gives up a code after 5 wrong tries', async () => {
    const member = await createTestMember(ctx.database.db);
    const email = newEmail();
    await sendEmailCode(member, email);
    const code = await lastCodeTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await bind(member, 'email', { email, verificationCode: wrong })).toMatchObject({ errorCode: 'verification.code.error' });
    expect(await bind(member, 'email', { email, verificationCode: code })).toMatchObject({ errorCode: 'verification.code.error' });
  });
});

describe('one owner per mobile and e-mail', () => {
  it('binds a value to exactly one of many members asking at once', async () => {
    const repository = createSecurityRepository(ctx.database.db);
    const contenders = await Promise.all(Array.from({ length: 20 }, () => createTestMember(ctx.database.db)));
    const mobile = newMobile();
    const email = newEmail();
    const id = await merchantId();
    const mobiles = await Promise.allSettled(contenders.map((member) => repository.bindMobile(id, member.memberId, mobile, '+63')));
    const emails = await Promise.allSettled(contenders.map((member) => repository.bindEmail(id, member.memberId, email)));
    for (const outcomes of [mobiles, emails]) {
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes.filter((result) => result.status === 'rejected')) {
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ errorCode: expect.stringMatching(/^(mobile|email)\.exists$/) });
      }
    }
    const owners = await Promise.all(contenders.map(stored));
    expect(owners.filter((owner) => owner.mobile === mobile)).toHaveLength(1);
    expect(owners.filter((owner) => owner.email === email)).toHaveLength(1);
  });
});

describe('sessions on other devices', () => {
  it('lists the member’s own live sessions with device, place and the current one marked', async () => {
    const member = await createTestMember(ctx.database.db);
    await secondSession(member, IPHONE_SAFARI, '112.198.10.20');
    const stranger = await createTestMember(ctx.database.db);
    await secondSession(stranger);
    const { body } = await call(member, 'GET', '/wps/member/sessions');
    expect(body.value.sessions).toHaveLength(2);
    const [current] = body.value.sessions.filter((session: { current: boolean }) => session.current);
    const [other] = body.value.sessions.filter((session: { current: boolean }) => !session.current);
    expect(current).toMatchObject({ channel: 'MOBILE' });
    expect(other).toMatchObject({ device: 'Safari · iPhone', ip: '112.198.10.20', place: 'PH', channel: 'MOBILE' });
    expect(other.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs out one session: its next call answers login.not.session; another member’s id answers as not found', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = await secondSession(member);
    const stranger = await createTestMember(ctx.database.db);
    const strangerOther = await secondSession(stranger);
    const list = (await call(member, 'GET', '/wps/member/sessions')).body.value.sessions as Array<{ id: string; current: boolean }>;
    const otherId = list.find((session) => !session.current)!.id;
    const strangerIds = ((await call(stranger, 'GET', '/wps/member/sessions')).body.value.sessions as Array<{ id: string }>).map((session) => session.id);

    for (const id of strangerIds) {
      const refused = await call(member, 'POST', '/wps/member/sessions/signOut', { id });
      expect(refused).toMatchObject({ status: 404, body: { success: false, errorCode: 'session.not.found' } });
    }
    const unknown = await call(member, 'POST', '/wps/member/sessions/signOut', { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errorCode).toBe('session.not.found');
    expect((await call({ token: strangerOther.token }, 'GET', '/wps/member/securityConfig')).body.success).toBe(true);

    expect((await call(member, 'POST', '/wps/member/sessions/signOut', { id: otherId })).body).toEqual({ success: true, value: { signedOut: 1 } });
    const after = await call({ token: other.token }, 'GET', '/wps/member/securityConfig');
    expect(after).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
    expect((await call(member, 'POST', '/wps/member/sessions/signOut', { id: otherId })).body.errorCode).toBe('session.not.found');
    expect((await call(member, 'GET', '/wps/member/sessions')).body.value.sessions).toHaveLength(1);
  });

  it('signs out every other session of the member and no one else’s', async () => {
    const member = await createTestMember(ctx.database.db);
    const others = [await secondSession(member), await secondSession(member)];
    const stranger = await createTestMember(ctx.database.db);
    const strangerOther = await secondSession(stranger);
    expect((await call(member, 'POST', '/wps/member/sessions/signOutOthers', {})).body).toEqual({ success: true, value: { signedOut: 2 } });
    for (const other of others) expect((await call({ token: other.token }, 'GET', '/wps/member/sessions')).status).toBe(401);
    expect((await call(member, 'GET', '/wps/member/sessions')).body.value.sessions).toHaveLength(1);
    expect((await call(stranger, 'GET', '/wps/member/sessions')).body.value.sessions).toHaveLength(2);
    expect((await call({ token: strangerOther.token }, 'GET', '/wps/member/sessions')).status).toBe(200);
  });

  it('writes the last use at most once a minute, with the address', async () => {
    const member = await createTestMember(ctx.database.db);
    const session = await secondSession(member);
    const old = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db.update(memberSessions).set({ lastSeenAt: old }).where(eq(memberSessions.id, session.sessionId));
    const seen = async () => (await ctx.database.db.select({ at: memberSessions.lastSeenAt, ip: memberSessions.ip }).from(memberSessions).where(eq(memberSessions.id, session.sessionId)))[0]!;
    await ctx.app.inject({ method: 'GET', url: '/wps/member/sessions', headers: { merchant: 'DEMO', authorization: session.token }, remoteAddress: '192.168.1.9' });
    const first = await seen();
    expect(first.at.getTime()).toBeGreaterThan(old.getTime());
    expect(first.ip).toBe('192.168.1.9');
    await ctx.app.inject({ method: 'GET', url: '/wps/member/sessions', headers: { merchant: 'DEMO', authorization: session.token }, remoteAddress: '192.168.1.10' });
    expect(await seen()).toEqual(first);
  });
});

describe('device and place', () => {
  it('reads browser and system from the user agent', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome · Android');
    expect(deviceLabel(IPHONE_SAFARI)).toBe('Safari · iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0')).toBe('Edge · Windows');
    expect(deviceLabel('curl/8.0')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });

  it('places an address by the local table only', () => {
    expect(placeOfAddress('127.0.0.1')).toBe('local');
    expect(placeOfAddress('::ffff:192.168.0.4')).toBe('local');
    expect(placeOfAddress('::1')).toBe('local');
    expect(placeOfAddress('112.198.1.1')).toBe('PH');
    expect(placeOfAddress('8.8.8.8')).toBeNull();
    expect(placeOfAddress('nonsense')).toBeNull();
  });
});
