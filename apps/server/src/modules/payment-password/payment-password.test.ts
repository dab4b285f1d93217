import { PROOF_OF_WORK_HEADER } from '@m/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, outbox } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

let lastAddress = 0;
const newAddress = () => `10.12.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
let lastMobile = 0;
const newMobile = () => `91960${String(++lastMobile).padStart(5, '0')}`;

const hasPassword = async (member: TestMember) =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/member/hasWithdrawalPassword', headers: { merchant: 'DEMO', authorization: member.token } })).json();
const setPassword = (member: TestMember, newPassword: string, confirmNewPassword = newPassword) =>
  injectEncrypted(ctx.app, { method: 'PUT', url: '/wps/member/paymentPassword', headers: { authorization: member.token }, payload: { newPassword, confirmNewPassword } });
const changePassword = (member: TestMember, payload: Record<string, unknown>) =>
  injectEncrypted(ctx.app, { method: 'POST', url: '/wps/member/paymentPassword', headers: { authorization: member.token }, payload });
const sendCode = (member: TestMember) =>
  ctx.app.inject({ method: 'POST', url: '/wps/member/paymentPassword/sms', headers: { merchant: 'DEMO', authorization: member.token }, payload: {}, remoteAddress: newAddress() });
const hashOf = async (member: TestMember) =>
  (await ctx.database.db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, member.memberId)))[0]!.hash;
const lastCodeTo = async (mobile: string) => {
  const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
};

describe('setting the payment password', () => {
  it('sets 6 digits once, stored hashed, and says so', async () => {
    const member = await createTestMember(ctx.database.db);
    expect(await hasPassword(member)).toEqual({ success: true, value: false });
    expect((await setPassword(member, '258147')).json()).toEqual({ success: true, value: null });
    expect(await hasPassword(member)).toEqual({ success: true, value: true });
    const hash = await hashOf(member);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('258147');

    const again = (await setPassword(member, '369258')).json();
    expect(again).toMatchObject({ success: false, errorCode: 'payment.password.exists' });
    expect(await hashOf(member)).toBe(hash);
  });

  it.each([
    ['five digits', '12345', '12345', 'payment.password.format'],
    ['letters', 'abcdef', 'abcdef', 'payment.password.format'],
    ['seven digits', '1234567', '1234567', 'payment.password.format'],
    ['one digit six times', '777777', '777777', 'payment.password.weak'],
    ['a run up', '345678', '345678', 'payment.password.weak'],
    ['a run down', '987654', '987654', 'payment.password.weak'],
    ['a different confirmation', '258147', '258148', 'password.confirm.mismatch'],
  ])('refuses %s and stores nothing', async (_case, newPassword, confirmation, code) => {
    const member = await createTestMember(ctx.database.db);
    expect((await setPassword(member, newPassword, confirmation)).json()).toMatchObject({ success: false, errorCode: code });
    expect(await hashOf(member)).toBeNull();
  });

  it('refuses guests and trial accounts', async () => {
    const guest = await injectEncrypted(ctx.app, { method: 'PUT', url: '/wps/member/paymentPassword', payload: { newPassword: '258147', confirmNewPassword: '258147' } });
    expect(guest.statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await setPassword(trial, '258147')).json().errorCode).toBe('trial.rejected');
  });
});

describe('changing the payment password', () => {
  it('changes it with the old one', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    expect((await changePassword(member, { oldPassword: '258147', newPassword: '258147', confirmNewPassword: '258147' })).json().errorCode).toBe('modify.new.old.same');
    expect((await changePassword(member, { oldPassword: '258147', newPassword: '369250', confirmNewPassword: '369250' })).json()).toEqual({ success: true, value: null });
    await expect(ctx.app.services.paymentPassword.verify(member.memberId, '369250')).resolves.toBeUndefined();
    await expect(ctx.app.services.paymentPassword.verify(member.memberId, '258147')).rejects.toMatchObject({ errorCode: 'payment.password.wrong' });
  });

  it('refuses a change before any payment password is set', async () => {
    const member = await createTestMember(ctx.database.db);
    const response = await changePassword(member, { oldPassword: '258147', newPassword: '369250', confirmNewPassword: '369250' });
    expect(response.json().errorCode).toBe('payment.password.not.set');
  });

  it('counts a wrong old password and keeps the stored one', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const hash = await hashOf(member);
    const response = await changePassword(member, { oldPassword: '111222', newPassword: '369250', confirmNewPassword: '369250' });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'payment.password.wrong', value: { remainingAttempts: 4 } });
    expect(await hashOf(member)).toBe(hash);
  });

  it('changes it with an SMS code sent to the bound mobile (the send needs proof-of-work)', async () => {
    const mobile = newMobile();
    const member = await createTestMember(ctx.database.db, { mobile });
    await setPassword(member, '258147');
    expect((await sendCode(member)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCodeTo(mobile);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await changePassword(member, { verificationCode: wrongCode, newPassword: '369250', confirmNewPassword: '369250' })).json().errorCode).toBe('verification.code.error');
    expect((await changePassword(member, { verificationCode: code, newPassword: '369250', confirmNewPassword: '369250' })).json()).toEqual({ success: true, value: null });
    await expect(ctx.app.services.paymentPassword.verify(member.memberId, '369250')).resolves.toBeUndefined();
    // The code is used up.
    expect((await changePassword(member, { verificationCode: code, newPassword: '470361', confirmNewPassword: '470361' })).json().errorCode).toBe('verification.code.error');
  });

  it('sends no code to a member without a bound mobile, nor without proof-of-work', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await sendCode(member)).json().errorCode).toBe('mobile.not.bound');
    const mobile = newMobile();
    const withMobile = await createTestMember(ctx.database.db, { mobile });
    const unsolved = await ctx.app.inject({
      method: 'POST', url: '/wps/member/paymentPassword/sms', headers: { merchant: 'DEMO', authorization: withMobile.token, [PROOF_OF_WORK_HEADER.toLowerCase()]: 'bogus' }, payload: {},
    });
    expect(unsolved.json().errorCode).toBe('proof.of.work.invalid');
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, mobile))).toHaveLength(0);
  });
});

describe('the lock after 5 wrong entries', () => {
  it('counts down the attempts, locks for 30 minutes, refuses even the right password then, and says until when', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const { verify } = ctx.app.services.paymentPassword;
    for (const remainingAttempts of [4, 3, 2, 1]) {
      await expect(verify(member.memberId, '000111')).rejects.toMatchObject({ errorCode: 'payment.password.wrong', value: { remainingAttempts } });
    }
    const before = Date.now();
    const locked = await verify(member.memberId, '000111').catch((error: unknown) => error);
    expect(locked).toMatchObject({ errorCode: 'payment.password.locked' });
    const { lockedUntil } = (locked as { value: { lockedUntil: number } }).value;
    expect(lockedUntil - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(lockedUntil - before).toBeLessThanOrEqual(30 * 60_000 + 60_000);
    await expect(verify(member.memberId, '258147')).rejects.toMatchObject({ errorCode: 'payment.password.locked', value: { lockedUntil } });

    const overWire = (await changePassword(member, { oldPassword: '258147', newPassword: '369250', confirmNewPassword: '369250' })).json();
    expect(overWire).toMatchObject({ success: false, errorCode: 'payment.password.locked', value: { lockedUntil } });
    expect(overWire.message).toContain('30');
  });

  it('starts counting again after the right password', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const { verify } = ctx.app.services.paymentPassword;
    for (let attempt = 0; attempt < 4; attempt++) await verify(member.memberId, '000111').catch(() => undefined);
    await verify(member.memberId, '258147');
    await expect(verify(member.memberId, '000111')).rejects.toMatchObject({ value: { remainingAttempts: 4 } });
  });

  it('refuses a member without a payment password', async () => {
    const member = await createTestMember(ctx.database.db);
    await expect(ctx.app.services.paymentPassword.verify(member.memberId, '258147')).rejects.toMatchObject({ errorCode: 'payment.password.not.set' });
  });
});
