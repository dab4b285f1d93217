import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chats, operatorActions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

type Caller = { token: string | null };
const headers = (caller: Caller) => ({ merchant: 'DEMO', ...(caller.token ? { authorization: caller.token } : {}) });
const call = async (caller: Caller, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  (await ctx.app.inject({ method, url, headers: headers(caller), ...(payload ? { payload } : {}) })).json();
const operatorCall = async (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  (await ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })).json();

let sent = 0;
const clientId = () => `test-message-${++sent}-${Date.now()}`;
const send = (caller: Caller, chatId: number, text: string, extra: Record<string, unknown> = {}) =>
  call(caller, 'POST', '/wps/chat/send', { chatId, clientMessageId: clientId(), text, ...extra });
const startChat = async (caller: Caller) => (await call(caller, 'POST', '/wps/chat/start', {})).value.chat.id as number;

/** A second live session of the member: "two sessions" on every endpoint. */
async function secondSession(member: TestMember): Promise<Caller> {
  const merchantId = (await ctx.app.services.merchants.findByCode('DEMO'))!.id;
  return { token: (await ctx.app.services.sessions.issue({ id: member.memberId, merchantId }, 'MOBILE')).token };
}

/**
 * Opens the event stream at `path`; once its first `name` event came, runs `act`, and resolves with the
 * first `name` event that passes `match` (checked again when `act` is done: the event may come first).
 */
async function streamUntil(path: string, token: string, name: string, match: (data: Record<string, unknown>) => boolean, act: () => Promise<unknown>) {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${path}`;
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const request = get(url, { agent: false, headers: { merchant: 'DEMO', authorization: token } }, (response) => {
      let buffered = '';
      let acted = false;
      let done = false;
      const seen: Record<string, unknown>[] = [];
      const timer = setTimeout(() => {
        response.destroy();
        reject(new Error(`no ${name} event matched`));
      }, 20_000);
      const check = () => {
        const found = done ? seen.find(match) : undefined;
        if (!found) return;
        clearTimeout(timer);
        response.destroy();
        resolve(found);
      };
      response.setEncoding('utf8').on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== name || !data) continue;
          if (!acted) {
            acted = true;
            act().then(() => {
              done = true;
              check();
            }, reject);
          } else {
            seen.push(JSON.parse(data) as Record<string, unknown>);
            check();
          }
        }
      });
    });
    request.on('error', reject);
  });
}

const photoWithExif = () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#2050c0' } })
  .jpeg().withExif({ IFD0: { Make: 'SecretCamera', Model: 'Model Q' } }).toBuffer();

describe('live chat: members', () => {
  it('a member chats with an operator: history, idempotent send, read marks, typing, close, rating', async () => {
    const member = await createTestMember(ctx.database.db);
    const operator = await createTestOperator(ctx.database.db);
    expect(await call(member, 'GET', '/wps/chat/current')).toMatchObject({ success: true, value: { chat: null } });
    const chatId = await startChat(member);
    expect(await startChat(member)).toBe(chatId);

    const body = { chatId, clientMessageId: clientId(), text: 'Hello, my deposit is late' };
    const first = await call(member, 'POST', '/wps/chat/send', body);
    expect(first).toMatchObject({ success: true, value: { sender: 'MEMBER', text: body.text, pictures: 0 } });
    const again = await call(member, 'POST', '/wps/chat/send', body);
    expect(again.value.id).toBe(first.value.id);

    const list = await operatorCall(operator.token, 'GET', '/ops/api/chats');
    expect(list.value.find((chat: { id: number }) => chat.id === chatId)).toMatchObject({ member: member.username, unread: 1, lastMessage: body.text });
    const read = await operatorCall(operator.token, 'GET', `/ops/api/chat?chatId=${chatId}`);
    expect(read.value.messages).toHaveLength(1);
    expect((await call(member, 'GET', '/wps/chat/current')).value.chat).toMatchObject({ operatorReadUpTo: first.value.id });

    await operatorCall(operator.token, 'POST', '/ops/api/chat/typing', { chatId });
    expect((await call(member, 'GET', '/wps/chat/current')).value.chat.operatorTypingUntil).not.toBeNull();
    const requestId = 'reply-request-1';
    const reply = await operatorCall(operator.token, 'POST', '/ops/api/chat/reply', { chatId, text: 'We are checking it now.', requestId });
    expect(reply).toMatchObject({ success: true, value: { sender: 'OPERATOR', clientMessageId: null } });
    expect((await operatorCall(operator.token, 'POST', '/ops/api/chat/reply', { chatId, text: 'We are checking it now.', requestId })).value.id).toBe(reply.value.id);
    const history = await call(member, 'GET', `/wps/chat/messages?chatId=${chatId}`);
    expect(history.value.messages.map((message: { text: string }) => message.text)).toEqual([body.text, 'We are checking it now.']);
    expect((await call(member, 'GET', `/wps/chat/messages?chatId=${chatId}&afterId=${first.value.id}`)).value.messages).toHaveLength(1);
    expect((await call(member, 'GET', '/wps/chat/current')).value.chat.operatorTypingUntil).toBeNull();

    await call(member, 'POST', '/wps/chat/read', { chatId, upTo: reply.value.id + 1000 });
    expect((await call(member, 'GET', '/wps/chat/current')).value.chat.readUpTo).toBe(reply.value.id);

    expect(await call(member, 'POST', '/wps/chat/rate', { chatId, rating: 5 })).toMatchObject({ success: false, errorCode: 'action.not.allowed' });
    const closed = await operatorCall(operator.token, 'POST', '/ops/api/chat/close', { chatId, reason: 'Answered' });
    expect(closed).toMatchObject({ success: true, value: { status: 'CLOSED' } });
    expect(await send(member, chatId, 'One more thing')).toMatchObject({ success: false, errorCode: 'chat.closed' });
    expect(await call(member, 'POST', '/wps/chat/rate', { chatId, rating: 4, comment: 'Quick answer' })).toMatchObject({ success: true, value: { rating: 4 } });
    expect(await call(member, 'POST', '/wps/chat/rate', { chatId, rating: 1 })).toMatchObject({ success: false, errorCode: 'action.not.allowed' });
    const [row] = await ctx.database.db.select().from(chats).where(eq(chats.id, chatId));
    expect(row).toMatchObject({ rating: 4, ratingComment: 'Quick answer' });

    const audit = await ctx.database.db.select().from(operatorActions).where(eq(operatorActions.subjectId, chatId));
    expect(audit.map((action) => action.action).sort()).toEqual(['chat.close', 'chat.reply']);
    // The next start opens a new chat.
    expect(await startChat(member)).not.toBe(chatId);
  });

  it('a member never reaches another member\'s chat or a guest\'s, with either of two sessions, on any endpoint', async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    const operator = await createTestOperator(ctx.database.db);
    const chatId = await startChat(owner);
    const picture = { contentType: 'image/jpeg', data: (await photoWithExif()).toString('base64') };
    const message = (await send(owner, chatId, 'private', { pictures: [picture] })).value;
    const guest = (await call({ token: null }, 'POST', '/wps/chat/start', { guestName: 'Visitor' })).value;
    for (const caller of [other, await secondSession(other)]) {
      for (const target of [chatId, guest.chat.id]) {
        const refusals = [
          await call(caller, 'GET', `/wps/chat/messages?chatId=${target}`),
          await send(caller, target, 'intrusion'),
          await call(caller, 'POST', '/wps/chat/typing', { chatId: target }),
          await call(caller, 'POST', '/wps/chat/read', { chatId: target, upTo: 1 }),
          await call(caller, 'POST', '/wps/chat/rate', { chatId: target, rating: 1 }),
        ];
        for (const refusal of refusals) expect(refusal).toMatchObject({ success: false, errorCode: 'not.found' });
      }
      expect(await call(caller, 'GET', `/wps/chat/picture?messageId=${message.id}&index=0`)).toMatchObject({ success: false, errorCode: 'not.found' });
      expect((await call(caller, 'GET', '/wps/chat/current')).value.chat).toBeNull();
    }
    // The owner's second session reaches it all.
    const ownerAgain = await secondSession(owner);
    expect((await call(ownerAgain, 'GET', `/wps/chat/messages?chatId=${chatId}`)).value.messages).toHaveLength(1);
    expect((await call(ownerAgain, 'GET', '/wps/chat/current')).value.chat.id).toBe(chatId);
    // A member chat's and a guest's messages never got the intruder's text.
    const operatorView = await operatorCall(operator.token, 'GET', `/ops/api/chat?chatId=${chatId}`);
    expect(operatorView.value.messages.map((each: { text: string }) => each.text)).toEqual(['private']);
    // An operator of another merchant does not see it.
    const elsewhere = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect(await operatorCall(elsewhere.token, 'GET', `/ops/api/chat?chatId=${chatId}`)).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('keeps a picture re-encoded without its metadata, served only to the chat\'s member', async () => {
    const member = await createTestMember(ctx.database.db);
    const chatId = await startChat(member);
    const photo = await photoWithExif();
    const message = await send(member, chatId, '', { pictures: [{ contentType: 'image/jpeg', data: photo.toString('base64') }] });
    expect(message).toMatchObject({ success: true, value: { pictures: 1, text: '' } });
    const served = await call(member, 'GET', `/wps/chat/picture?messageId=${message.value.id}&index=0`);
    expect(served.value.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(served.value.data, 'base64');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCamera'))).toBe(false);
    const operator = await createTestOperator(ctx.database.db);
    const forOperator = await operatorCall(operator.token, 'GET', `/ops/api/chat/picture?messageId=${message.value.id}&index=0`);
    expect(forOperator.value.data).toBe(served.value.data);
    const elsewhere = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect(await operatorCall(elsewhere.token, 'GET', `/ops/api/chat/picture?messageId=${message.value.id}&index=0`)).toMatchObject({ success: false, errorCode: 'not.found' });
    const notPicture = { contentType: 'image/png', data: Buffer.from('not a picture at all').toString('base64') };
    expect(await send(member, chatId, 'x', { pictures: [notPicture] })).toMatchObject({ success: false, errorCode: 'chat.picture.invalid' });
    expect(await send(member, chatId, '')).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('an operator\'s reply reaches the member\'s event stream', async () => {
    const member = await createTestMember(ctx.database.db);
    const operator = await createTestOperator(ctx.database.db);
    const chatId = await startChat(member);
    await send(member, chatId, 'Anyone there?');
    let replyId = 0;
    const event = await streamUntil('/wps/member/events', member.token, 'chat', (data) => data.lastMessageId === replyId, async () => {
      replyId = (await operatorCall(operator.token, 'POST', '/ops/api/chat/reply', { chatId, text: 'Yes, how can I help?', requestId: 'stream-reply-1' })).value.id;
    });
    expect(event).toMatchObject({ chatId, status: 'OPEN' });
  });
});

describe('live chat: guests', () => {
  it('a guest who gives a name chats by their token, on their own stream, and nobody else reaches it', async () => {
    const operator = await createTestOperator(ctx.database.db);
    expect(await call({ token: null }, 'POST', '/wps/chat/start', {})).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await call({ token: null }, 'GET', '/wps/chat/current')).toMatchObject({ success: false, errorCode: 'login.not.session' });
    const started = (await call({ token: null }, 'POST', '/wps/chat/start', { guestName: 'Ana' })).value;
    expect(started.guestToken).toEqual(expect.any(String));
    const guest = { token: started.guestToken as string };
    const chatId = started.chat.id as number;
    expect(await call(guest, 'POST', '/wps/chat/start', {})).toMatchObject({ value: { chat: { id: chatId, guestName: 'Ana' }, guestToken: null } });
    const message = await send(guest, chatId, 'I cannot log in');
    expect(message).toMatchObject({ success: true, value: { sender: 'GUEST' } });
    const [row] = await ctx.database.db.select().from(chats).where(eq(chats.id, chatId));
    expect(row!.guestTokenHash).not.toBe(guest.token);

    const listed = (await operatorCall(operator.token, 'GET', '/ops/api/chats')).value.find((chat: { id: number }) => chat.id === chatId);
    expect(listed).toMatchObject({ member: null, guestName: 'Ana' });

    let replyId = 0;
    await streamUntil('/wps/chat/guest/events', guest.token, 'chat', (data) => data.lastMessageId === replyId, async () => {
      replyId = (await operatorCall(operator.token, 'POST', '/ops/api/chat/reply', { chatId, text: 'Reset it from the login page.', requestId: 'guest-reply-1' })).value.id;
    });
    expect((await call(guest, 'GET', `/wps/chat/messages?chatId=${chatId}`)).value.messages).toHaveLength(2);

    // Another guest, a member and a forged token reach nothing of it.
    const startedOther = await call({ token: null }, 'POST', '/wps/chat/start', { guestName: 'Ben' });
    expect(startedOther).toMatchObject({ success: true });
    const otherGuest = { token: startedOther.value.guestToken as string };
    const member = await createTestMember(ctx.database.db);
    for (const caller of [otherGuest, member]) {
      expect(await call(caller, 'GET', `/wps/chat/messages?chatId=${chatId}`)).toMatchObject({ success: false, errorCode: 'not.found' });
      expect(await send(caller, chatId, 'hi')).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    expect(await call({ token: 'forged-token' }, 'GET', `/wps/chat/messages?chatId=${chatId}`)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    const refused = await ctx.app.inject({ method: 'GET', url: '/wps/chat/guest/events', headers: { merchant: 'DEMO', authorization: 'forged-token' } });
    expect(refused.statusCode).toBe(401);
  });

  it('caps the guest chats one address starts', async () => {
    const from = { ...headers({ token: null }), 'x-forwarded-for': '198.51.100.7' };
    const app = ctx.build({ trustProxy: true });
    const answers = [];
    for (let index = 0; index < 7; index++) {
      answers.push((await app.inject({ method: 'POST', url: '/wps/chat/start', headers: from, payload: { guestName: `Guest ${index}` } })).json());
    }
    expect(answers.filter((answer) => answer.success)).toHaveLength(5);
    expect(answers.at(-1)).toMatchObject({ success: false, errorCode: 'too.many.requests' });
  });
});
