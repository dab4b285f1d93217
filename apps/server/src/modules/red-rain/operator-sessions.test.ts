import { randomUUID } from 'node:crypto';
import { envelopeSchema, operatorRedRainSessionSchema, redRainAgentSessionSchema, redRainAgentSessionsSchema, type OperatorRedRainSession } from '@m/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerTransfers, operatorActions, redRainSessions } from '../../db/schema.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator, type TestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const operatorCall = (method: 'GET' | 'POST', url: string, operator: TestOperator, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: operator.token }, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string; value?: unknown } }));

const session = (answer: { body: unknown }) => envelopeSchema(operatorRedRainSessionSchema).parse(answer.body).value!;
const listed = async (operator: TestOperator, merchant = 'DEMO') =>
  envelopeSchema(z.array(operatorRedRainSessionSchema)).parse((await operatorCall('GET', `/ops/api/redRain/sessions?merchant=${merchant}`, operator)).body).value!;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const newRequestId = () => randomUUID().replaceAll('-', '');
const scheduleBody = (overrides: Record<string, unknown> = {}) => ({
  merchant: 'DEMO', startsAt: inMinutes(30), durationSeconds: 120, budget: '300.00', perMemberCap: '3.00', requestId: newRequestId(), ...overrides,
});

const transfersOf = async (sessionId: number) =>
  ctx.database.db.select({ type: ledgerTransfers.type, amountMinor: ledgerTransfers.amountMinor }).from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, `red-rain:${sessionId}`)).orderBy(ledgerTransfers.id);
const auditOf = (action: 'red-rain.schedule' | 'red-rain.cancel', sessionId: number) =>
  ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.action, action), eq(operatorActions.subjectId, sessionId)));
const rowCounts = async () => ({
  sessions: (await ctx.database.db.select({ rows: count() }).from(redRainSessions))[0]!.rows,
  audit: (await ctx.database.db.select({ rows: count() }).from(operatorActions).where(inArray(operatorActions.action, ['red-rain.schedule', 'red-rain.cancel'])))[0]!.rows,
  transfers: (await ctx.database.db.select({ rows: count() }).from(ledgerTransfers))[0]!.rows,
});

describe('operator red-envelope rain', () => {
  it('schedules a merchant session funded from the promotion expense through the ledger, once per request id, audited', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const body = scheduleBody({ reason: 'Weekend rain' });
    const created = session(await operatorCall('POST', '/ops/api/redRain/sessions', operator, body));
    expect(created).toMatchObject({ merchant: 'DEMO', source: 'operator', agent: null, status: 'UPCOMING', budget: 300, perMemberCap: 3, caught: 0, returned: null });
    expect(created.startsAt).toBe(body.startsAt);
    expect(await transfersOf(created.id)).toEqual([{ type: 'RED_RAIN_FUND', amountMinor: 300_00 }]);

    expect(session(await operatorCall('POST', '/ops/api/redRain/sessions', operator, body))).toEqual(created);
    expect(await transfersOf(created.id)).toHaveLength(1);
    const [audit, ...more] = await auditOf('red-rain.schedule', created.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ operatorId: operator.operatorId, amountMinor: 300_00, reason: 'Weekend rain', details: { startsAt: body.startsAt, perMemberCapMinor: 3_00 } });

    const mine = (await listed(operator)).find((entry) => entry.id === created.id);
    expect(mine).toEqual(created);
    const member = await createTestMember(ctx.database.db);
    const tap = await ctx.app.inject({ method: 'POST', url: '/wps/redRain/tap', headers: { merchant: 'DEMO', authorization: member.token }, payload: { sessionId: created.id, requestId: newRequestId() } });
    expect(tap.json()).toMatchObject({ success: false, errorCode: 'red.rain.not.open' });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('refuses bad input, a start in the past, a request id reused for another session and another merchant\'s operator, changing nothing', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const reused = scheduleBody();
    session(await operatorCall('POST', '/ops/api/redRain/sessions', operator, reused));
    const before = await rowCounts();
    for (const bad of [
      { perMemberCap: '400.00' }, { budget: '-5' }, { budget: '1.234' }, { durationSeconds: 5 }, { durationSeconds: 24 * 60 * 60 }, { startsAt: 'tomorrow' },
      { requestId: 'x' }, { merchant: "DEMO'--" }, { reason: 'no' }, { extra: 1 },
    ]) expect((await operatorCall('POST', '/ops/api/redRain/sessions', operator, scheduleBody(bad))).status, JSON.stringify(bad)).toBe(400);
    expect((await operatorCall('POST', '/ops/api/redRain/sessions', operator, scheduleBody({ startsAt: inMinutes(-1) }))).body)
      .toMatchObject({ success: false, errorCode: 'field.invalid', value: { field: 'startsAt' } });
    expect((await operatorCall('POST', '/ops/api/redRain/sessions', operator, { ...reused, budget: '500.00' })).body).toMatchObject({ errorCode: 'request_param_err' });
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await operatorCall('POST', '/ops/api/redRain/sessions', altOperator, scheduleBody())).body).toMatchObject({ errorCode: 'permission.denied' });
    expect((await operatorCall('GET', '/ops/api/redRain/sessions?merchant=DEMO', altOperator)).body).toMatchObject({ errorCode: 'permission.denied' });
    expect((await operatorCall('GET', '/ops/api/redRain/sessions?merchant=NOPE', operator)).body).toMatchObject({ errorCode: 'not.found' });
    expect((await ctx.app.inject({ method: 'GET', url: '/ops/api/redRain/sessions?merchant=DEMO' })).statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to cancel a session under way', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const soon = session(await operatorCall('POST', '/ops/api/redRain/sessions', operator, scheduleBody({ startsAt: inMinutes(1) })));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(soon.startsAt) + 1_000);
    expect((await operatorCall('POST', '/ops/api/redRain/cancel', operator, { sessionId: soon.id, reason: 'Too late' })).body)
      .toMatchObject({ success: false, errorCode: 'action.not.allowed', value: { status: 'LIVE' } });
    vi.useRealTimers();
    expect(await auditOf('red-rain.cancel', soon.id)).toEqual([]);
    expect(await transfersOf(soon.id)).toHaveLength(1);
  });

  it('cancels a schedule\'s coming session for good: the job does not make it again', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const { redRain } = ctx.app.services;
    await redRain.scheduleMerchantSessions(Date.now());
    const sessions = await listed(operator);
    const coming = sessions.find((entry) => entry.source === 'schedule' && entry.status === 'UPCOMING')!;
    const cancelled = await operatorCall('POST', '/ops/api/redRain/cancel', operator, { sessionId: coming.id, reason: 'Maintenance window' });
    expect(cancelled.body).toMatchObject({ success: true });
    expect(session(cancelled).status).toBe('CANCELLED');
    expect(await redRain.scheduleMerchantSessions(Date.now())).toBe(0);
    expect((await listed(operator)).filter((entry) => entry.startsAt === coming.startsAt && entry.source === 'schedule')).toHaveLength(1);
    expect((await operatorCall('POST', '/ops/api/redRain/cancel', operator, { sessionId: 2_000_000_000, reason: 'Unknown one' })).body).toMatchObject({ errorCode: 'not.found' });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('cancels a session not started: its budget goes back once through the ledger, and the job neither returns nor recreates it', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const created = session(await operatorCall('POST', '/ops/api/redRain/sessions', operator, scheduleBody()));
    expect((await operatorCall('POST', '/ops/api/redRain/cancel', operator, { sessionId: created.id })).status).toBe(400);
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await operatorCall('POST', '/ops/api/redRain/cancel', altOperator, { sessionId: created.id, reason: 'Not ours' })).body).toMatchObject({ errorCode: 'permission.denied' });

    const cancel = { sessionId: created.id, reason: 'Budget moved to the weekend' };
    const cancelled: OperatorRedRainSession = session(await operatorCall('POST', '/ops/api/redRain/cancel', operator, cancel));
    expect(cancelled).toMatchObject({ id: created.id, status: 'CANCELLED', returned: 300, caught: 0 });
    expect(session(await operatorCall('POST', '/ops/api/redRain/cancel', operator, cancel))).toEqual(cancelled);
    expect(await transfersOf(created.id)).toEqual([{ type: 'RED_RAIN_FUND', amountMinor: 300_00 }, { type: 'RED_RAIN_RETURN', amountMinor: 300_00 }]);
    const audits = await auditOf('red-rain.cancel', created.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ operatorId: operator.operatorId, reason: cancel.reason, amountMinor: 300_00, details: { funder: 'merchant' } });

    const afterItsEnd = Date.parse(created.endsAt) + 60_000;
    await ctx.app.services.redRain.settleEnded(afterItsEnd);
    expect(await transfersOf(created.id)).toHaveLength(2);
    expect((await listed(operator)).find((entry) => entry.id === created.id)).toMatchObject({ status: 'CANCELLED', returned: 300 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('cancels an agent\'s session not started: the budget goes back to the agent\'s wallet, and the agent sees it ended', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const agent = await createTestMember(ctx.database.db, { type: 1 });
    await fundMember(ctx.database.db, agent.memberId, 100_00);
    const agentHeaders = { merchant: 'DEMO', authorization: agent.token };
    const created = await ctx.app.inject({
      method: 'POST', url: '/wps/redRain/agent/sessions', headers: agentHeaders,
      payload: { startInMinutes: 10, durationSeconds: 60, budget: '40.00', perMemberCap: '1.00', requestId: newRequestId() },
    });
    const { session: agentSession } = envelopeSchema(redRainAgentSessionSchema).parse(created.json()).value!;
    expect(await ctx.app.services.ledger.walletBalanceMinor(agent.memberId)).toBe(60_00);

    const cancelled = session(await operatorCall('POST', '/ops/api/redRain/cancel', operator, { sessionId: agentSession.id, reason: 'Agent asked to cancel' }));
    expect(cancelled).toMatchObject({ source: 'agent', agent: agent.username, status: 'CANCELLED', returned: 40 });
    expect(await ctx.app.services.ledger.walletBalanceMinor(agent.memberId)).toBe(100_00);
    expect((await auditOf('red-rain.cancel', agentSession.id))[0]).toMatchObject({ memberId: agent.memberId, details: { funder: 'agent' } });
    const listedByAgent = envelopeSchema(redRainAgentSessionsSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/redRain/agent/sessions', headers: agentHeaders })).json()).value!;
    expect(listedByAgent.list.find((entry) => entry.session.id === agentSession.id)).toMatchObject({ session: { status: 'ENDED' }, returned: 40 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });
});
