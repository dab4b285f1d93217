import { encryptPayload, envelopeSchema, gamePageSchema, launchGameSchema, loginResponseSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, signingKeys } from '../db/schema.ts';
import { servedKey } from '../test/encrypted.ts';
import { proofOfWorkHeader } from '../test/proof-of-work.ts';
import { useTestApp } from '../test/test-app.ts';
import { createCaptchaRepository } from '../modules/captcha/repository.ts';
import { createCaptchaService } from '../modules/captcha/service.ts';
import { maskQuery, scrubText } from './log-redaction.ts';

const lines: string[] = [];
const FAILING_QUERY_SECRET = 'sql-parameter-secret-0123456789';

const ctx = useTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } }, (app) => {
  app.get('/wps/test/failing-query', async () => {
    await ctx.database.db.insert(signingKeys).values({ purpose: 'log-test', secret: 'first' });
    return ctx.database.db.insert(signingKeys).values({ purpose: 'log-test', secret: FAILING_QUERY_SECRET });
  });
});

async function solvedCaptcha() {
  const { captchaId, answer } = await createCaptchaService(createCaptchaRepository(ctx.database.db)).create();
  return { captchaId, captcha: answer };
}

async function encrypted(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  const sealed = await encryptPayload(await servedKey(ctx.app), payload);
  const response = await ctx.app.inject({ method, url, headers: { merchant: 'DEMO', ...(await proofOfWorkHeader(ctx.app)), encryption: sealed.header }, payload: sealed.body, remoteAddress: '10.9.0.1' });
  return { response, header: sealed.header };
}

describe('what the logs never hold', () => {
  it('no password, hash, token, credential header, launch parameter or SQL parameter in any line of a login, a registration, a launch and a failing query', async () => {
    const secrets: string[] = [FAILING_QUERY_SECRET];

    const password = 'log-test-password-1';
    const registered = await encrypted('PUT', '/wps/member/register', {
      registerMethod: 'H5', registerUrl: 'localhost', type: 0, username: 'logtest01', password, confirmPassword: password, ...(await solvedCaptcha()),
    });
    expect(registered.response.json()).toMatchObject({ success: true });
    const [member] = await ctx.database.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.username, 'logtest01'));
    secrets.push(password, member!.passwordHash, registered.header);

    const loggedIn = await encrypted('POST', '/wps/session/login', { type: 'username', username: 'logtest01', password });
    const token = envelopeSchema(loginResponseSchema).parse(loggedIn.response.json()).value!.token;
    secrets.push(token, loggedIn.header);

    const list = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.01', headers: { merchant: 'DEMO' } });
    const slot = envelopeSchema(gamePageSchema).parse(list.json()).value!.games[0]!;
    const launched = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=1`, headers: { merchant: 'DEMO', authorization: token } });
    const gameUrl = envelopeSchema(launchGameSchema).parse(launched.json()).value!.game_url;
    const launch = new URL(gameUrl, 'http://x').searchParams.get('launch')!;
    secrets.push(launch);
    await ctx.app.inject({ method: 'GET', url: gameUrl, headers: { merchant: 'DEMO' } });
    await ctx.app.inject({ method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO' }, payload: { launch, stake: 1, idempotencyKey: 'log-test-spin-1' } });

    const failed = await ctx.app.inject({ method: 'GET', url: '/wps/test/failing-query', headers: { merchant: 'DEMO' } });
    expect(failed.statusCode).toBe(500);
    ctx.app.log.info({ headers: { authorization: token, encryption: registered.header }, body: { password, newPassword: password } }, 'a careless line');

    const log = lines.join('');
    expect(log).toContain('/wps/game/demo/play?launch=***');
    expect(log).toContain('unhandled error');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('masks every query value of a logged URL and the parameters in a failed statement\'s message', () => {
    expect(maskQuery('/wps/game/demo/play?launch=abc.def&lang=TY')).toBe('/wps/game/demo/play?launch=***&lang=***');
    expect(maskQuery('/m/home')).toBe('/m/home');
    expect(scrubText('Failed query: insert into "members" values ($1, $2)\nparams: bob,$scrypt$hash')).toBe('Failed query: insert into "members" values ($1, $2)\nparams: [Redacted]');
  });
});
