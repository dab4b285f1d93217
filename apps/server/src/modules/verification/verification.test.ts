import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../db/schema.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SMS_LIMITS } from './service.ts';

const ctx = useTestApp({ devEndpoints: true });

let lastAddress = 0;
const newAddress = () => `10.2.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const noLogin = (mobileNum: string, remoteAddress = newAddress(), merchant = 'DEMO') =>
  ctx.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { merchant }, payload: { mobileNum, module: 'VERIFICATION3' }, remoteAddress });
const forRegister = (mobileNo: string, remoteAddress = newAddress(), merchant = 'DEMO') =>
  ctx.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: { merchant }, payload: { mobileNo, countryDialingCode: '+63' }, remoteAddress });

/** Moves every code of the number back in time, as if `ms` had passed. */
async function age(mobile: string, ms: number) {
  const rows = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, mobile));
  for (const row of rows) {
    await ctx.database.db.update(verificationCodes).set({ createdAt: new Date(row.createdAt.getTime() - ms) }).where(eq(verificationCodes.id, row.id));
  }
}

describe('SMS codes', () => {
  it('sends a 6-digit code through the outbox and stores only its hash', async () => {
    const response = await forRegister('9190000001');
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '9190000001'));
    expect(message).toMatchObject({ channel: 'sms' });
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const [row] = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, '9190000001'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('sends one code per number per minute', async () => {
    expect((await forRegister('9190000002')).statusCode).toBe(200);
    const again = await forRegister('9190000002');
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('too.many.requests');
    await age('9190000002', 61_000);
    expect((await forRegister('9190000002')).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_LIMITS.perNumberPerHour} codes per number per hour`, async () => {
    for (let i = 0; i < SMS_LIMITS.perNumberPerHour; i++) {
      expect((await forRegister('9190000003')).statusCode).toBe(200);
      await age('9190000003', 61_000);
    }
    expect((await forRegister('9190000003')).statusCode).toBe(429);
    await age('9190000003', 60 * 60_000);
    expect((await forRegister('9190000003')).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_LIMITS.perAddress} codes per address in 15 minutes`, async () => {
    const address = newAddress();
    for (let i = 0; i < SMS_LIMITS.perAddress; i++) {
      const response = await ctx.build().inject({
        method: 'POST', url: '/wps/verification/sms/register', headers: { merchant: 'DEMO' }, remoteAddress: address,
        payload: { mobileNo: `91911000${String(i).padStart(2, '0')}`, countryDialingCode: '+63' },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await forRegister('9191199999', address);
    expect(refused.json().errorCode).toBe('too.many.requests');
  });

  it('sends no-login codes only to numbers of active members, and answers the same for any number', async () => {
    const unknown = await noLogin('9190000004');
    expect(unknown.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '9190000004'))).toHaveLength(0);
    // The per-number limit answers alike too: a second request within the minute is refused for both.
    expect((await noLogin('9190000004')).json().errorCode).toBe('too.many.requests');

    await createTestMember(ctx.database.db, { mobile: '9190000008' });
    const known = await noLogin('9190000008');
    expect(known.json()).toEqual(unknown.json());
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '9190000008'))).toHaveLength(1);
    expect((await noLogin('9190000008')).json().errorCode).toBe('too.many.requests');
  });

  it('refuses malformed numbers with request_param_err', async () => {
    for (const mobile of ['abc', '', '1'.repeat(21)]) {
      const response = await noLogin(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
  });

  it('is refused where the flags are off', async () => {
    expect((await noLogin('9190000005', newAddress(), 'ALT')).json().errorCode).toBe('function.not.available');
  });

  it('retires the earlier code when a new one is sent', async () => {
    await createTestMember(ctx.database.db, { mobile: '9190000006' });
    await noLogin('9190000006');
    await age('9190000006', 61_000);
    await noLogin('9190000006');
    const rows = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, '9190000006')).orderBy(desc(verificationCodes.id));
    expect(rows.map((row) => row.consumedAt === null)).toEqual([true, false]);
  });
});

describe('development outbox', () => {
  it('lists the latest messages to a recipient, newest first', async () => {
    await forRegister('9190000007');
    await age('9190000007', 61_000);
    await forRegister('9190000007');
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/dev/outbox?to=9190000007' });
    const { messages } = response.json().value;
    expect(messages).toHaveLength(2);
    expect(messages[0].body).toMatch(/verification code is \d{6}/);
  });

  it('is absent without dev endpoints', async () => {
    const app = ctx.build({ devEndpoints: false });
    expect((await app.inject({ method: 'GET', url: '/wps/dev/outbox?to=1' })).statusCode).toBe(404);
  });
});
