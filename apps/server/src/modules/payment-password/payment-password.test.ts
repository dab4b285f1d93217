import { PROOF_OF_WORK_HEADER } from '@m/contract';
import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { members, outbox, paymentPasswordGuards, withdrawals } from '../../db/schema.ts';
import * as PasswordHash from '../../lib/password-hash.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { bindPayout, TEST_PAYMENT_PASSWORD } from '../../test/payout.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createSecretGuardRepository } from '../secret-guard/repository.ts';
import { createSecretGuard } from '../secret-guard/service.ts';
import { createPaymentPasswordRepository } from './repository.ts';
import { createPaymentPasswordService } from './service.ts';

vi.mock('../../lib/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

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

describe('entries sent at once', () => {
  /** How many entries were checked against `hash` so far. */
  const checksAgainst = (hash: string) => vi.mocked(PasswordHash.verifyPassword).mock.calls.filter(([, stored]) => stored === hash).length;
  /**
   * 20 different wrong entries. (The right one among them would make the count depend on the order
   * the processes happen to take them in: checked among the first 5, it starts the count again.)
   */
  const wrongEntries = Array.from({ length: 20 }, (_, index) => String(110_000 + index));
  /** Two processes with connections of their own and two beside the first. */
  let processes: FastifyInstance[];
  beforeAll(async () => {
    processes = [ctx.app, ((await ctx.buildProcess()) ?? ctx.build()), ((await ctx.buildProcess()) ?? ctx.build()), ctx.build()];
  });

  type Answer = { success: boolean; errorCode?: string; value?: { remainingAttempts?: number; lockedUntil?: number } };
  /** 4 entries checked and found wrong, and the 5th, which locks: the others were refused unchecked. */
  function expectFiveChecked(answers: Answer[]) {
    expect(answers.filter((answer) => answer.errorCode === 'payment.password.wrong').map((answer) => answer.value!.remainingAttempts).sort()).toEqual([1, 2, 3, 4]);
    const locked = answers.filter((answer) => answer.errorCode === 'payment.password.locked');
    expect(locked).toHaveLength(answers.length - 4);
    expect(new Set(locked.map((answer) => answer.value!.lockedUntil)).size).toBe(1);
  }

  it('checks 5 of 20 withdrawals sent at once to several processes, refuses the right entry after them, and moves no money', async () => {
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 200_000);
    const bankCardId = await bindPayout(ctx.app, member);
    const hash = (await hashOf(member))!;
    const checksBefore = checksAgainst(hash);

    const withdraw = async (paymentPassword: string, app: FastifyInstance) => (await injectEncrypted(app, {
      method: 'POST', url: '/wps/transaction/withdraw', headers: { authorization: member.token },
      payload: { bankCardId, amount: '500', paymentPassword, requestId: randomUUID() },
    })).json() as Answer;

    const answers = await Promise.all(wrongEntries.map((entry, index) => withdraw(entry, processes[index % processes.length]!)));
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    expectFiveChecked(answers);
    expect(await withdraw(TEST_PAYMENT_PASSWORD, processes[1]!)).toMatchObject({ success: false, errorCode: 'payment.password.locked' });
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    const [made] = await ctx.database.db.select({ total: count() }).from(withdrawals).where(eq(withdrawals.memberId, member.memberId));
    expect(made!.total).toBe(0);
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(200_000);
  });

  it('checks 5 of 20 payment password changes sent at once to several processes, refuses the right one after them, and keeps the stored password', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const hash = (await hashOf(member))!;
    const checksBefore = checksAgainst(hash);

    const change = async (oldPassword: string, app: FastifyInstance) => (await injectEncrypted(app, {
      method: 'POST', url: '/wps/member/paymentPassword', headers: { authorization: member.token },
      payload: { oldPassword, newPassword: '369250', confirmNewPassword: '369250' },
    })).json() as Answer;

    const answers = await Promise.all(wrongEntries.map((entry, index) => change(entry, processes[index % processes.length]!)));
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    // On PostgreSQL the change's call budget (10 a minute) is one over all processes: the calls past it never reach the check.
    const reachedTheCheck = answers.filter((answer) => answer.errorCode !== 'too.many.requests');
    expect(reachedTheCheck.length).toBeGreaterThanOrEqual(10);
    expectFiveChecked(reachedTheCheck);
    const right = await change('258147', processes[1]!);
    expect(right.success).toBe(false);
    expect(['payment.password.locked', 'too.many.requests']).toContain(right.errorCode);
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    expect(await hashOf(member)).toBe(hash);
  });

  it('takes 10 right entries sent at once: those past the 5th wait for the ones being checked, which end the count', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const { verify } = ctx.app.services.paymentPassword;
    await expect(Promise.all(Array.from({ length: 10 }, () => verify(member.memberId, '258147')))).resolves.toHaveLength(10);
    await expect(verify(member.memberId, '000111')).rejects.toMatchObject({ value: { remainingAttempts: 4 } });
  });

  it('checks none while locked and 5 again once the lock has ended', async () => {
    let now = Date.now();
    const service = createPaymentPasswordService({
      repository: createPaymentPasswordRepository(ctx.database.db),
      guard: createSecretGuard(createSecretGuardRepository(ctx.database.db, paymentPasswordGuards), () => now),
      verification: ctx.app.services.verification,
    });
    const member = await createTestMember(ctx.database.db);
    await setPassword(member, '258147');
    const hash = (await hashOf(member))!;
    const burst = () => Promise.all(wrongEntries.map((entry) => service.verify(member.memberId, entry).catch((error: unknown) => error as Answer)));

    let checksBefore = checksAgainst(hash);
    const first = await burst();
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    const { lockedUntil } = first.find((answer) => answer?.errorCode === 'payment.password.locked')!.value!;
    expect(lockedUntil).toBe(now + 30 * 60_000);

    now = lockedUntil! - 1;
    checksBefore = checksAgainst(hash);
    expect(await burst()).toEqual(Array.from({ length: 20 }, () => expect.objectContaining({ errorCode: 'payment.password.locked', value: { lockedUntil } })));
    expect(checksAgainst(hash) - checksBefore).toBe(0);

    now = lockedUntil!;
    checksBefore = checksAgainst(hash);
    const afterLock = await burst();
    expect(checksAgainst(hash) - checksBefore).toBe(5);
    expect(afterLock.filter((answer) => answer?.errorCode === 'payment.password.wrong').map((answer) => answer!.value!.remainingAttempts).sort()).toEqual([1, 2, 3, 4]);
    await expect(service.verify(member.memberId, '258147')).rejects.toMatchObject({ errorCode: 'payment.password.locked', value: { lockedUntil: now + 30 * 60_000 } });
  });
});
