import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { feedbackPictures, merchants, operatorActions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { photoWithExif, png } from '../../test/pictures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const CONTENT = 'The deposit I made this morning has not arrived in my wallet yet';

const memberCall = (member: TestMember, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { merchant: 'DEMO', authorization: member.token }, ...(payload ? { payload } : {}) });
const operatorCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const submit = (member: TestMember, body: Record<string, unknown>) =>
  memberCall(member, 'PUT', '/wps/feedback', { requestId: randomUUID(), type: 'deposit', content: CONTENT, ...body });

describe('member feedback', () => {
  it('tells the form the merchant\'s bounds', async () => {
    const member = await createTestMember(ctx.database.db);
    const settings = (await memberCall(member, 'GET', '/wps/feedback/settings')).json();
    expect(settings).toMatchObject({ success: true, value: { minWords: 5, maxWords: 500, maxPictures: 3, maxPictureBytes: 5 * 1024 * 1024 } });
    expect(settings.value.types).toContain('withdrawal');
  });

  it('keeps a feedback with pictures stored without the upload\'s metadata, and answers a repeated request once', async () => {
    const member = await createTestMember(ctx.database.db);
    const requestId = randomUUID();
    const body = { requestId, pictures: [{ contentType: 'image/jpeg', data: await photoWithExif() }, { contentType: 'image/png', data: await png(10) }] };
    const first = (await submit(member, body)).json();
    expect(first).toMatchObject({ success: true, value: { type: 'deposit', content: CONTENT, status: 'OPEN', reply: null } });
    expect(first.value.pictures).toHaveLength(2);
    const again = (await submit(member, body)).json();
    expect(again.value.id).toBe(first.value.id);

    const stored = await ctx.database.db.select().from(feedbackPictures).where(eq(feedbackPictures.feedbackId, first.value.id));
    expect(stored).toHaveLength(2);
    const photo = stored.find((row) => row.position === 0)!;
    const meta = await sharp(photo.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(photo.data.includes(Buffer.from('SecretPhone'))).toBe(false);

    const served = (await memberCall(member, 'GET', `/wps/feedback/picture?id=${first.value.pictures[0].id}`)).json();
    expect(served).toMatchObject({ success: true, value: { contentType: 'image/jpeg' } });
    expect(Buffer.from(served.value.data, 'base64').equals(photo.data)).toBe(true);

    const list = (await memberCall(member, 'GET', '/wps/feedback/list')).json();
    expect(list.value).toMatchObject({ pageNum: 1, totalCount: 1, totalPages: 1 });
    expect(list.value.list[0].id).toBe(first.value.id);
  });

  it('refuses a fourth picture, a renamed text file, and content outside the word bounds, keeping nothing', async () => {
    const member = await createTestMember(ctx.database.db);
    const picture = { contentType: 'image/png', data: await png(50) };
    expect((await submit(member, { pictures: [picture, picture, picture, picture] })).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    const renamed = { contentType: 'image/png', data: Buffer.from('Just some text, saved as screenshot.png').toString('base64') };
    const refusedFile = (await submit(member, { pictures: [picture, renamed] })).json();
    expect(refusedFile).toMatchObject({ success: false, errorCode: 'feedback.picture.invalid' });

    const tooFew = (await submit(member, { content: 'Deposit missing' })).json();
    expect(tooFew).toMatchObject({ success: false, errorCode: 'feedback.words.range', value: { min: 5, max: 500 } });
    const tooMany = (await submit(member, { content: Array.from({ length: 501 }, () => 'word').join(' ') })).json();
    expect(tooMany).toMatchObject({ success: false, errorCode: 'feedback.words.range' });

    expect((await memberCall(member, 'GET', '/wps/feedback/list')).json().value.totalCount).toBe(0);
  });

  it('counts words of a language written without spaces', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await submit(member, { content: 'ฉันฝากเงินแล้วแต่ยังไม่เข้ากระเป๋า' })).json()).toMatchObject({ success: true });
  });

  it('follows the merchant\'s own bounds', async () => {
    await ctx.database.db.update(merchants).set({ feedbackMinWords: 2, feedbackMaxWords: 3 }).where(eq(merchants.code, 'ALT'));
    const member = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    const call = (content: string) => ctx.app.inject({
      method: 'PUT', url: '/wps/feedback', headers: { merchant: 'ALT', authorization: member.token }, payload: { requestId: randomUUID(), type: 'other', content },
    });
    expect((await call('two words')).json()).toMatchObject({ success: true });
    expect((await call('four words right here')).json()).toMatchObject({ success: false, errorCode: 'feedback.words.range', value: { min: 2, max: 3 } });
  });

  it('never shows one member\'s feedback or pictures to another', async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    const made = (await submit(owner, { pictures: [{ contentType: 'image/png', data: await png(90) }] })).json().value;
    await submit(other, {});

    expect((await memberCall(other, 'GET', `/wps/feedback/detail?id=${made.id}`)).json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect((await memberCall(other, 'GET', `/wps/feedback/picture?id=${made.pictures[0].id}`)).json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const otherList = (await memberCall(other, 'GET', '/wps/feedback/list')).json().value;
    expect(otherList.list.map((entry: { id: number }) => entry.id)).not.toContain(made.id);
    expect(otherList.totalCount).toBe(1);
    // The same request id from another member is another feedback, never the owner's answered back.
    const sameRequest = (await memberCall(other, 'PUT', '/wps/feedback', { requestId: 'shared-request-id-0001', type: 'game', content: CONTENT })).json();
    const ownersRequest = (await memberCall(owner, 'PUT', '/wps/feedback', { requestId: 'shared-request-id-0001', type: 'game', content: CONTENT })).json();
    expect(sameRequest.value.id).not.toBe(ownersRequest.value.id);

    expect((await memberCall(owner, 'GET', `/wps/feedback/detail?id=${made.id}`)).json()).toMatchObject({ success: true, value: { id: made.id } });
    expect((await memberCall(owner, 'GET', `/wps/feedback/picture?id=${made.pictures[0].id}`)).json()).toMatchObject({ success: true });
    // Without a session, nothing.
    const guest = await ctx.app.inject({ method: 'GET', url: `/wps/feedback/detail?id=${made.id}`, headers: { merchant: 'DEMO' } });
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses a trial account', async () => {
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await submit(trial, {})).json()).toMatchObject({ success: false, errorCode: 'trial.rejected' });
  });
});

describe('operator feedback', () => {
  it('lists open feedback, reads it with its pictures, replies and closes, each audited; the member reads the reply', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const made = (await submit(member, { pictures: [{ contentType: 'image/png', data: await png(120) }] })).json().value;

    const open = (await operatorCall('GET', '/ops/api/feedback?merchant=DEMO', operator.token)).json().value as Array<Record<string, unknown>>;
    expect(open.find((entry) => entry.id === made.id)).toMatchObject({ merchant: 'DEMO', account: member.username, status: 'OPEN', pictures: 1 });

    const detail = (await operatorCall('GET', `/ops/api/feedback/detail?id=${made.id}`, operator.token)).json().value;
    expect(detail.pictures).toHaveLength(1);
    expect(detail.pictures[0].contentType).toBe('image/png');

    const reply = 'We found your deposit and credited it. Sorry for the wait.';
    const replied = (await operatorCall('POST', '/ops/api/feedback/reply', operator.token, { id: made.id, reply })).json();
    expect(replied).toMatchObject({ success: true, value: { status: 'REPLIED', reply } });
    const seen = (await memberCall(member, 'GET', `/wps/feedback/detail?id=${made.id}`)).json().value;
    expect(seen).toMatchObject({ status: 'REPLIED', reply });
    expect(seen.repliedAt).toBeTypeOf('number');
    // The member hears of it in their inbox, once for the one answer.
    const inbox = (await memberCall(member, 'GET', '/wps/inbox/list?pageNo=1&pageSize=10')).json().value;
    expect(inbox.list.map((message: { kind: string }) => message.kind)).toEqual(['FEEDBACK_REPLIED']);

    expect((await operatorCall('POST', '/ops/api/feedback/close', operator.token, { id: made.id })).json().value.status).toBe('CLOSED');
    expect((await operatorCall('POST', '/ops/api/feedback/close', operator.token, { id: made.id })).json().value.status).toBe('CLOSED');
    expect((await operatorCall('POST', '/ops/api/feedback/reply', operator.token, { id: made.id, reply })).json())
      .toMatchObject({ success: false, errorCode: 'action.not.allowed' });

    const audit = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.subjectId, made.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['feedback.close', 'feedback.reply']);
    expect(audit.find((row) => row.action === 'feedback.reply')).toMatchObject({ memberId: member.memberId, details: { from: 'OPEN', to: 'REPLIED', reply } });
  });

  it('keeps an operator of one merchant to that merchant\'s feedback', async () => {
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const member = await createTestMember(ctx.database.db);
    const made = (await submit(member, {})).json().value;
    expect((await operatorCall('GET', '/ops/api/feedback?merchant=DEMO', altOperator.token)).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await operatorCall('GET', `/ops/api/feedback/detail?id=${made.id}`, altOperator.token)).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await operatorCall('POST', '/ops/api/feedback/reply', altOperator.token, { id: made.id, reply: 'Not yours' })).json())
      .toMatchObject({ success: false, errorCode: 'permission.denied' });
    // A member's session is not an operator's.
    expect((await operatorCall('GET', `/ops/api/feedback/detail?id=${made.id}`, member.token)).json().success).toBe(false);
  });
});
