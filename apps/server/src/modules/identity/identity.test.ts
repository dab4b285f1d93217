import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityVerifications, members, merchants, operatorActions } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { bindPayout, TEST_PAYMENT_PASSWORD } from '../../test/payout.ts';
import { photoWithExif, png } from '../../test/pictures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const memberCall = (member: TestMember, method: 'GET' | 'PUT', url: string, payload?: object, merchant = 'DEMO') =>
  ctx.app.inject({ method, url, headers: { merchant, authorization: member.token, language: 'EN' }, ...(payload ? { payload } : {}) });
const operatorCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const identityBody = async (fields: Record<string, unknown> = {}) => ({
  fullName: 'Maria Clara Santos',
  birthDate: yearsAgo(30),
  idPicture: { contentType: 'image/jpeg', data: await photoWithExif() },
  selfie: { contentType: 'image/png', data: await png(40) },
  ...fields,
});

const unverified = () => createTestMember(ctx.database.db, { identity: 'NOT_SUBMITTED' });

const withdraw = (member: TestMember, cardId: number) => injectEncrypted(ctx.app, {
  method: 'POST', url: '/wps/transaction/withdraw', headers: { merchant: 'DEMO', authorization: member.token, language: 'EN' },
  payload: { bankCardId: cardId, amount: '500', paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID() },
});

describe('member identity verification', () => {
  it('tells a new member what DEMO asks (required, 21 and over) and that nothing is sent', async () => {
    const member = await unverified();
    expect((await memberCall(member, 'GET', '/wps/member/identity')).json()).toMatchObject({
      success: true,
      value: { required: true, minAge: 21, maxPictureBytes: 5 * 1024 * 1024, status: 'NOT_SUBMITTED', fullName: null, birthDate: null, reason: null },
    });
    const alt = await createTestMember(ctx.database.db, { merchantCode: 'ALT', identity: 'NOT_SUBMITTED' });
    expect((await memberCall(alt, 'GET', '/wps/member/identity', undefined, 'ALT')).json().value).toMatchObject({ required: false, minAge: 18 });
  });

  it('keeps what is sent, pictures re-encoded without their metadata, the date of birth on the member, and never serves the pictures back', async () => {
    const member = await unverified();
    const sent = (await memberCall(member, 'PUT', '/wps/member/identity', await identityBody())).json();
    expect(sent).toMatchObject({ success: true, value: { status: 'PENDING', fullName: 'Maria Clara Santos', birthDate: yearsAgo(30) } });
    expect(JSON.stringify(sent)).not.toContain('data');

    const [row] = await ctx.database.db.select().from(identityVerifications).where(eq(identityVerifications.memberId, member.memberId));
    const meta = await sharp(row!.idPicture).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(row!.idPicture.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect((await sharp(row!.selfie).metadata()).format).toBe('png');
    const [own] = await ctx.database.db.select({ birthDate: members.birthDate }).from(members).where(eq(members.id, member.memberId));
    expect(own!.birthDate).toBe(yearsAgo(30));

    // The member's own read carries the state, never a picture; no member call serves one.
    const read = (await memberCall(member, 'GET', '/wps/member/identity')).json();
    expect(Object.keys(read.value).sort()).toEqual(['birthDate', 'decidedAt', 'fullName', 'maxPictureBytes', 'minAge', 'reason', 'required', 'status', 'submittedAt']);
    // Sent once until decided.
    expect((await memberCall(member, 'PUT', '/wps/member/identity', await identityBody())).json()).toMatchObject({ success: false, errorCode: 'action.not.allowed' });
  });

  it('shows a member only their own verification, and operators of another merchant nothing of it', async () => {
    const owner = await unverified();
    const other = await unverified();
    await memberCall(owner, 'PUT', '/wps/member/identity', await identityBody({ fullName: 'Owner Only Name' }));
    const seen = (await memberCall(other, 'GET', '/wps/member/identity')).json();
    expect(seen.value).toMatchObject({ status: 'NOT_SUBMITTED', fullName: null });
    expect(JSON.stringify(seen)).not.toContain('Owner Only Name');
    const [row] = await ctx.database.db.select({ id: identityVerifications.id }).from(identityVerifications).where(eq(identityVerifications.memberId, owner.memberId));
    // A member's session is not an operator's.
    expect((await operatorCall('GET', `/ops/api/identity/detail?id=${row!.id}`, other.token)).json().success).toBe(false);
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await operatorCall('GET', `/ops/api/identity/detail?id=${row!.id}`, altOperator.token)).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await operatorCall('GET', '/ops/api/identity?merchant=DEMO', altOperator.token)).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await operatorCall('POST', '/ops/api/identity/approve', altOperator.token, { id: row!.id })).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    // Without a session, nothing.
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/member/identity', headers: { merchant: 'DEMO' } });
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses someone under the merchant\'s least age, a renamed text file and a bad date, keeping nothing', async () => {
    const member = await unverified();
    const young = (await memberCall(member, 'PUT', '/wps/member/identity', await identityBody({ birthDate: yearsAgo(21, 1) }))).json();
    expect(young).toMatchObject({ success: false, errorCode: 'identity.age.under', value: { minAge: 21 } });
    expect(young.message).toBe('You are younger than the minimum age for members of this site.');
    // On ALT (18 and over) the same date is old enough.
    const alt = await createTestMember(ctx.database.db, { merchantCode: 'ALT', identity: 'NOT_SUBMITTED' });
    expect((await memberCall(alt, 'PUT', '/wps/member/identity', await identityBody({ birthDate: yearsAgo(21, 1) }), 'ALT')).json())
      .toMatchObject({ success: true, value: { status: 'PENDING' } });

    const renamed = { contentType: 'image/png', data: Buffer.from('Just some text, saved as id.png').toString('base64') };
    expect((await memberCall(member, 'PUT', '/wps/member/identity', await identityBody({ selfie: renamed }))).json())
      .toMatchObject({ success: false, errorCode: 'identity.picture.invalid' });
    expect((await memberCall(member, 'PUT', '/wps/member/identity', await identityBody({ birthDate: '2001-02-30' }))).json())
      .toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await memberCall(member, 'GET', '/wps/member/identity')).json().value.status).toBe('NOT_SUBMITTED');
  });

  it('keeps one of two sendings made at once, refusing the other without a server error', async () => {
    const member = await unverified();
    const body = await identityBody();
    const answers = await Promise.all([1, 2].map(() => memberCall(member, 'PUT', '/wps/member/identity', body)));
    expect(answers.map((answer) => answer.statusCode < 500)).toEqual([true, true]);
    expect(answers.map((answer) => answer.json().success).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.json().success)!.json().errorCode).toBe('action.not.allowed');
    expect(await ctx.database.db.select({ id: identityVerifications.id }).from(identityVerifications).where(eq(identityVerifications.memberId, member.memberId)))
      .toHaveLength(1);
  });

  it('refuses a trial account', async () => {
    const trial = await createTestMember(ctx.database.db, { type: 4, identity: 'NOT_SUBMITTED' });
    expect((await memberCall(trial, 'PUT', '/wps/member/identity', await identityBody())).json()).toMatchObject({ success: false, errorCode: 'trial.rejected' });
  });
});

describe('the withdrawal hold', () => {
  it('refuses a withdrawal before any money moves until an operator approves, then lets it through', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await unverified();
    await fundMember(ctx.database.db, member.memberId, 100_000);
    const cardId = (await bindPayout(ctx.app, member))!;
    const balance = () => ctx.app.services.ledger.walletBalanceMinor(member.memberId);

    expect((await withdraw(member, cardId)).json()).toMatchObject({ success: false, errorCode: 'withdraw.identity.required', message: 'Please verify your identity before your first withdrawal.' });
    await memberCall(member, 'PUT', '/wps/member/identity', await identityBody());
    expect((await withdraw(member, cardId)).json()).toMatchObject({ success: false, errorCode: 'withdraw.identity.pending' });
    expect(await balance()).toBe(100_000);

    const waiting = (await operatorCall('GET', '/ops/api/identity?merchant=DEMO', operator.token)).json().value as Array<{ id: number; account: string }>;
    const entry = waiting.find((candidate) => candidate.account === member.username)!;
    expect(entry).toMatchObject({ status: 'PENDING', fullName: 'Maria Clara Santos', age: 30, minAge: 21, merchant: 'DEMO' });
    const detail = (await operatorCall('GET', `/ops/api/identity/detail?id=${entry.id}`, operator.token)).json().value;
    expect(detail.idPicture.contentType).toBe('image/jpeg');
    expect((await sharp(Buffer.from(detail.selfie.data, 'base64')).metadata()).format).toBe('png');

    expect((await operatorCall('POST', '/ops/api/identity/approve', operator.token, { id: entry.id })).json()).toMatchObject({ success: true, value: { status: 'APPROVED' } });
    expect((await operatorCall('POST', '/ops/api/identity/approve', operator.token, { id: entry.id })).json()).toMatchObject({ success: true, value: { status: 'APPROVED' } });

    expect((await withdraw(member, cardId)).json()).toMatchObject({ success: true, value: { status: 'SUBMITTED' } });
    expect(await balance()).toBe(50_000);
    const audit = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.subjectId, entry.id)));
    expect(audit.map((row) => row.action)).toEqual(['identity.approve']);
    const inbox = (await memberCall(member, 'GET', '/wps/inbox/list?pageNo=1&pageSize=10')).json().value;
    expect(inbox.list.map((message: { kind: string }) => message.kind)).toContain('IDENTITY_APPROVED');
  });

  it('holds nothing on a merchant that does not require it', async () => {
    await ctx.database.db.update(merchants).set({ identityRequired: false }).where(eq(merchants.code, 'DEMO'));
    try {
      const member = await unverified();
      await fundMember(ctx.database.db, member.memberId, 100_000);
      const cardId = (await bindPayout(ctx.app, member))!;
      expect((await withdraw(member, cardId)).json()).toMatchObject({ success: true });
    } finally {
      await ctx.database.db.update(merchants).set({ identityRequired: true }).where(eq(merchants.code, 'DEMO'));
    }
  });
});

describe('operator rejection', () => {
  it('rejects with a reason the member reads, audited, and takes a new sending after it', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await unverified();
    await memberCall(member, 'PUT', '/wps/member/identity', await identityBody());
    const [row] = await ctx.database.db.select({ id: identityVerifications.id }).from(identityVerifications).where(eq(identityVerifications.memberId, member.memberId));
    const reason = 'The ID picture is blurred: send a sharp photo of the whole card.';
    expect((await operatorCall('POST', '/ops/api/identity/reject', operator.token, { id: row!.id, reason })).json())
      .toMatchObject({ success: true, value: { status: 'REJECTED', reason } });
    expect((await memberCall(member, 'GET', '/wps/member/identity')).json().value).toMatchObject({ status: 'REJECTED', reason });
    const inbox = (await memberCall(member, 'GET', '/wps/inbox/list?pageNo=1&pageSize=10')).json().value;
    expect(inbox.list[0]).toMatchObject({ kind: 'IDENTITY_REJECTED', params: { reason } });
    const [audit] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.subjectId, row!.id)));
    expect(audit).toMatchObject({ action: 'identity.reject', memberId: member.memberId, reason, details: { from: 'PENDING', to: 'REJECTED' } });

    const again = (await memberCall(member, 'PUT', '/wps/member/identity', await identityBody({ fullName: 'Maria C. Santos' }))).json();
    expect(again).toMatchObject({ success: true, value: { status: 'PENDING', fullName: 'Maria C. Santos', reason: null } });
    const rejectedList = (await operatorCall('GET', '/ops/api/identity?merchant=DEMO&status=REJECTED', operator.token)).json().value as Array<{ id: number }>;
    expect(rejectedList.map((entry) => entry.id)).not.toContain(row!.id);

    // An approved identity found forged later is rejected again: withdrawals wait for a new one.
    expect((await operatorCall('POST', '/ops/api/identity/approve', operator.token, { id: row!.id })).json().value.status).toBe('APPROVED');
    expect((await operatorCall('POST', '/ops/api/identity/reject', operator.token, { id: row!.id, reason: 'The ID number belongs to someone else.' })).json())
      .toMatchObject({ success: true, value: { status: 'REJECTED' } });
    await expect(ctx.app.services.identity.requireForWithdrawal((await ctx.app.services.merchants.findByCode('DEMO'))!, member.memberId))
      .rejects.toMatchObject({ errorCode: 'withdraw.identity.required' });
  });
});
