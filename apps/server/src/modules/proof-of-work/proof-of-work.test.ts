import { createHash } from 'node:crypto';
import { endpoints, envelopeSchema, proofOfWorkChallengeSchema } from '@m/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members as membersTable } from '../../db/schema.ts';
import { proofOfWorkHeader, solvedProofOfWork } from '../../test/proof-of-work.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createProofOfWorkRepository } from './repository.ts';
import { createProofOfWork, MIN_PROOF_OF_WORK_MAX_NUMBER, parseProofOfWorkMaxNumber } from './service.ts';

const ctx = useTestApp({}, undefined, { solveProofOfWork: false });

let lastAddress = 0;
const newAddress = () => `10.7.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const trial = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/wps/session/trial', headers: { merchant: 'DEMO', ...headers }, remoteAddress: newAddress() });

const flagged = Object.entries(endpoints).filter(([, endpoint]) => 'proofOfWork' in endpoint && endpoint.proofOfWork).map(([name]) => name);

describe('proof of work on the calls a bot would repeat', () => {
  it('is asked by login, registration, trial creation and the code sends', () => {
    expect(flagged.sort()).toEqual(['bindEmailCode', 'bindMobileCode', 'createTrialAccount', 'forgotPasswordEmail', 'login', 'paymentPasswordSms', 'register', 'smsNoLogin', 'smsRegister']);
  });

  it('refuses each flagged call without a solution, before it does anything', async () => {
    for (const name of flagged) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      const response = await ctx.app.inject({ method: endpoint.method, url: endpoint.path, headers: { merchant: 'DEMO' }, payload: endpoint.method === 'GET' ? undefined : {}, remoteAddress: newAddress() });
      expect(response.json(), name).toMatchObject({ success: false, errorCode: 'proof.of.work.invalid' });
      expect(response.statusCode, name).toBe(400);
    }
  });

  it('refuses a HEAD of a flagged GET without a solution: it would run the GET\'s handler (a trial account)', async () => {
    const members = async () => (await ctx.database.db.select({ total: count() }).from(membersTable))[0]!.total;
    const before = await members();
    const response = await ctx.app.inject({ method: 'HEAD', url: '/wps/session/trial', headers: { merchant: 'DEMO' }, remoteAddress: newAddress() });
    expect(response.statusCode).toBe(400);
    expect(await members()).toBe(before);
  });

  it('accepts a solved challenge once: trial creation goes through, the same solution again is refused', async () => {
    const header = await proofOfWorkHeader(ctx.app);
    expect((await trial(header)).json()).toMatchObject({ success: true });
    expect((await trial(header)).json()).toMatchObject({ success: false, errorCode: 'proof.of.work.invalid' });
  });

  it('refuses a wrong number, a forged signature, an unsigned easy challenge and garbage', async () => {
    const solution = JSON.parse(Buffer.from(await solvedProofOfWork(ctx.app), 'base64').toString()) as Record<string, unknown>;
    const encode = (value: unknown) => ({ 'x-proof-of-work': Buffer.from(JSON.stringify(value)).toString('base64') });
    const easySalt = 'chosen?expires=9999999999';
    const easy = { algorithm: 'SHA-256', salt: easySalt, number: 0, challenge: createHash('sha256').update(`${easySalt}0`).digest('hex'), signature: solution.signature };
    for (const headers of [
      encode({ ...solution, number: (solution.number as number) + 1 }),
      encode({ ...solution, signature: 'a'.repeat(64) }),
      encode(easy),
      { 'x-proof-of-work': 'not base64 json' },
    ]) {
      expect((await trial(headers)).json()).toMatchObject({ success: false, errorCode: 'proof.of.work.invalid' });
    }
  });

  it('lets a challenge expire after five minutes', async () => {
    let now = Date.now();
    const keys = { source: () => async () => Buffer.alloc(32, 7) };
    const proofOfWork = createProofOfWork({
      repository: createProofOfWorkRepository(ctx.database.db), key: keys.source(), maxNumber: MIN_PROOF_OF_WORK_MAX_NUMBER, clock: () => now,
    });
    const challenge = await proofOfWork.challenge();
    let number = 0;
    while (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge) number++;
    const header = Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    now += 5 * 60_000 + 1000;
    expect(await proofOfWork.verify(header)).toBe(false);
  });

  it('serves signed challenges of the configured difficulty, which no setting can switch off', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/proof-of-work/challenge', headers: { merchant: 'DEMO' } });
    const challenge = envelopeSchema(proofOfWorkChallengeSchema).parse(response.json()).value!;
    expect(challenge.maxNumber).toBe(parseProofOfWorkMaxNumber(undefined));
    expect(parseProofOfWorkMaxNumber('5000')).toBe(5000);
    for (const value of ['0', '10', '-1', 'off', '1e9']) expect(() => parseProofOfWorkMaxNumber(value)).toThrow(/PROOF_OF_WORK_MAX_NUMBER/);
  });
});
