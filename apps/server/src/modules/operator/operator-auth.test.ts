import { envelopeSchema, operatorLoginResponseSchema } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions, operatorSessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { LOGIN_GUARD } from '../session/login-guard.ts';

const ctx = useTestApp();

let lastAddress = 0;
const newAddress = () => `10.66.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const login = (username: string, password: string, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/ops/api/session/login', payload: { username, password }, remoteAddress });
const logout = (token: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/ops/api/session/logout', headers: { authorization: token } });

describe('operator login', () => {
  it('logs the demo operator in without a Merchant header; the token is stored only as its hash, expiring', async () => {
    const response = await login('operator', 'operator1234');
    expect(response.statusCode).toBe(200);
    const value = envelopeSchema(operatorLoginResponseSchema).parse(response.json()).value!;
    expect(value).toMatchObject({ username: 'operator', merchants: null });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await ctx.database.db.select().from(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(value.token)));
    expect(session!.expiresAt.toISOString()).toBe(value.expiresAt);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const audit = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, value.operatorId), eq(operatorActions.action, 'login')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('names the merchant of a merchant operator', async () => {
    const operator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await login(operator.username, operator.password)).json().value.merchants).toEqual(['ALT']);
  });

  it('refuses a wrong password and an unknown operator alike', async () => {
    expect((await login('operator', 'wrong-password')).json()).toMatchObject({ success: false, errorCode: 'login.failed' });
    expect((await login('nobody-here', 'operator1234')).json()).toMatchObject({ success: false, errorCode: 'login.failed' });
  });

  it('makes only the failing address wait after repeated failures; the right password from another address still works', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_GUARD.freePairFailures; i++) await login(operator.username, 'wrong-password', attacker);
    const locked = (await login(operator.username, operator.password, attacker)).json();
    expect(locked).toMatchObject({ success: false, errorCode: 'login.locked' });
    expect(locked.value.retryAfter).toBeGreaterThan(0);
    expect((await login(operator.username, operator.password, newAddress())).json().success).toBe(true);
  });
});

describe('operator sessions are not member sessions', () => {
  it('refuses a member token on the operator API with 401', async () => {
    const member = await createTestMember(ctx.database.db);
    const response = await logout(member.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('login.not.session');
    expect((await logout('')).statusCode).toBe(401);
  });

  it('refuses an operator token on member calls with 401', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'DEMO', authorization: operator.token } });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('login.not.session');
    const balance = await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant: 'DEMO', authorization: operator.token } });
    expect(balance.statusCode).toBe(401);
  });

  it('ends the session on logout (audited); the token is refused afterwards', async () => {
    const operator = await createTestOperator(ctx.database.db);
    expect((await logout(operator.token)).json()).toMatchObject({ success: true, value: null });
    expect((await logout(operator.token)).statusCode).toBe(401);
    const audit = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'logout')));
    expect(audit).toHaveLength(1);
  });
});
