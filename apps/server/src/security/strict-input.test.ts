import { Writable } from 'node:stream';
import type { RegisterSettings } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteGames, games, members, merchants } from '../db/schema.ts';
import { createCaptchaRepository } from '../modules/captcha/repository.ts';
import { createCaptchaService } from '../modules/captcha/service.ts';
import { injectEncrypted } from '../test/encrypted.ts';
import { createTestMember, type TestMember } from '../test/members.ts';
import { demo, useTestApp } from '../test/test-app.ts';

/** Everything the app logs, to look for secrets in it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const ctx = useTestApp({ logger: { level: 'info', stream: logStream } });

let lastAddress = 0;
const newAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

async function solvedCaptcha() {
  const { captchaId, answer } = await createCaptchaService(createCaptchaRepository(ctx.database.db)).create();
  return { captchaId, captcha: answer };
}

const memberCount = async () => (await ctx.database.db.select({ total: count() }).from(members))[0]!.total;

let member: TestMember;
let game: { id: number; vendor: string };
beforeAll(async () => {
  // The nickname rule off: markup must be refused all the same.
  const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const settings: RegisterSettings = {
    ...merchant!.registerSettings,
    nickname: { enabled: false, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null },
    payeeName: { enabled: false, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null },
  };
  await ctx.database.db.update(merchants).set({ registerSettings: settings }).where(eq(merchants.code, 'DEMO'));
  member = await createTestMember(ctx.database.db);
  const [first] = await ctx.database.db.select({ id: games.id, vendor: games.vendor }).from(games).limit(1);
  game = first!;
});

const refusedAsBadInput = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
};

describe('finding 3: a NUL byte or a lone surrogate is a 400, never a 500', () => {
  it.each([
    '/wps/relay/GCSGAME_gameList?gameName=%00',
    '/wps/member/affiliate/check?code=%00',
    '/wps/check/username?username=a%00b',
  ])('GET %s', async (url) => {
    refusedAsBadInput(await ctx.app.inject({ method: 'GET', url, headers: demo, remoteAddress: newAddress() }));
  });

  it('refuses a NUL in the form-encoded forgot-password body', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/member/password/email', remoteAddress: newAddress(),
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=%00&email=a%40b.cd',
    });
    refusedAsBadInput(response);
  });

  it.each([
    ['login', '/wps/session/login', 'POST', { type: 'username', username: 'a\u0000b', password: 'secret123' }],
    ['freeplay login', '/wps/session/login/freeplay', 'POST', { username: 'trial\u0000', password: 'secret123', merchantCode: 'DEMO' }],
    ['login with a lone surrogate', '/wps/session/login', 'POST', { type: 'username', username: 'a\ud800', password: 'secret123' }],
  ] as const)('refuses the encrypted %s body', async (_name, url, method, payload) => {
    refusedAsBadInput(await injectEncrypted(ctx.app, { method, url, payload, remoteAddress: newAddress() }));
  });

  it('refuses a NUL in a registration and writes no password hash into the log', async () => {
    const before = await memberCount();
    logLines.length = 0;
    const response = await injectEncrypted(ctx.app, {
      method: 'PUT', url: '/wps/member/register', remoteAddress: newAddress(),
      payload: { registerMethod: 'H5', type: 0, username: 'nul0player', password: 'secret123', confirmPassword: 'secret123', nickname: 'N\u0000', ...(await solvedCaptcha()) },
    });
    refusedAsBadInput(response);
    expect(await memberCount()).toBe(before);
    expect(logLines.join('')).not.toMatch(/scrypt\$/);
  });
});

describe('finding 4: framework errors answer the envelope with the security headers', () => {
  it.each(['/wps/x%ff', '/wps/relay/GCSGAME_gameList%ff?x=1'])('GET %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: demo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a body too large', 'application/json', JSON.stringify({ type: 'username', username: 'x'.repeat(100_000) }), 413],
    ['a content type no parser reads', 'text/xml', '<a/>', 400],
    ['broken JSON', 'application/json', '{"nodeId":', 400],
  ] as const)('refuses %s in the envelope', async (_name, contentType, payload, status) => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', payload, remoteAddress: newAddress(),
      headers: { ...demo, authorization: member.token, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('finding 5: no markup or control characters in names, whatever the merchant rule says', () => {
  it.each([
    ['nickname', '<img src=x onerror=alert(1)>'],
    ['nickname', 'Lucky\u0007Star'],
    ['payeeName', 'Juan <b>Dela</b> Cruz'],
  ])('refuses %s %j with the rule off', async (field, value) => {
    const before = await memberCount();
    const response = await injectEncrypted(ctx.app, {
      method: 'PUT', url: '/wps/member/register', remoteAddress: newAddress(),
      payload: { registerMethod: 'H5', type: 0, username: `mark${before}up`, password: 'secret123', confirmPassword: 'secret123', [field]: value, ...(await solvedCaptcha()) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'name.format.error', value: { field, reason: 'markup' } });
    expect(await memberCount()).toBe(before);
  });
});

describe('finding 6: numbers are strict', () => {
  const favourites = async () => ctx.database.db.select().from(favouriteGames).where(eq(favouriteGames.memberId, member.memberId));

  it.each([true, '0x10', [3], ' 4 ', '1e1', '4', 4.5, -4, null])('refuses nodeId %j and keeps the favourites', async (value) => {
    const before = await favourites();
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', remoteAddress: newAddress(),
      headers: { ...demo, authorization: member.token }, payload: { nodeId: value, vendor: game.vendor },
    });
    refusedAsBadInput(response);
    expect(await favourites()).toEqual(before);
  });

  it('still adds a favourite by a JSON integer', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', remoteAddress: newAddress(),
      headers: { ...demo, authorization: member.token }, payload: { nodeId: game.id, vendor: game.vendor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { changed: true } });
  });

  it.each(['pageNo=01', 'pageNo=%201', 'pageNo=+1', 'pageNo=0x1', 'pageNo=1e0', 'pageNo=1.0', 'pageNo=', 'pageNo=1&pageNo=2', 'minBet=.5', 'minBet=1e-1', 'isNew=yes'])(
    'refuses the game-list query %s',
    async (query) => {
      refusedAsBadInput(await ctx.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, headers: demo, remoteAddress: newAddress() }));
    },
  );

  it.each(['pageNo=1&pageSize=26', 'pageNo=10', 'minBet=0.05', 'minBet=0.5&isNew=1', 'isNew=false'])('reads the game-list query %s', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, headers: demo, remoteAddress: newAddress() });
    expect(response.statusCode).toBe(200);
  });
});
