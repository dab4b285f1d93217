import {
  agentContractRequirementSchema, agentContractSchema, agentContractSettlementsSchema, agentContractsSchema, agentDividendInfoSchema, envelopeSchema,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agentContractSettlements, bets, ledgerTransfers, memberMessages, teamDailyStats } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger, lockMemberWallet } from '../ledger/service.ts';
import { amountDue, businessDayStart, dividendPeriodOf } from './service.ts';

const JOBS = ['agent-contracts.daily-salary', 'agent-contracts.hourly-salary'];
/** The job runner's and the contracts' clock, moved by the settlement tests. */
let clock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => clock, only: JOBS } });
const db = () => ctx.database.db;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const requestId = () => randomBytes(12).toString('hex');
const headers = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
const get = (member: TestMember, url: string) => ctx.app.inject({ method: 'GET', url, headers: headers(member) });
const post = (member: TestMember, url: string, payload: object, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url, headers: headers(member), payload });
/** The answer's contract, or its refusal (whose value, if any, is the refusal's). */
const contractOf = (response: { json(): unknown }) => {
  const body = response.json() as { success: boolean };
  return body.success ? envelopeSchema(agentContractSchema).parse(body) : (body as { success: false; errorCode: string; value?: undefined });
};
const balanceOf = (member: TestMember) => db().transaction((tx) => lockMemberWallet(tx, member.memberId));

/** An agent with a direct sub-agent (with a player under it), and another agent's sub-agent. */
async function teams() {
  const agent = await createTestMember(db(), { type: 1 });
  const sub = await createTestMember(db(), { type: 1, parentId: agent.memberId });
  const player = await createTestMember(db(), { parentId: sub.memberId });
  const secondPlayer = await createTestMember(db(), { parentId: sub.memberId });
  const other = await createTestMember(db(), { type: 1 });
  const otherSub = await createTestMember(db(), { type: 1, parentId: other.memberId });
  return { agent, sub, player, secondPlayer, other, otherSub };
}

const SALARY_TIERS = [
  { turnover: '100.00', activeMembers: 1, amount: '10.00' },
  { turnover: '500', activeMembers: 2, amount: '60.50' },
  { turnover: '500', activeMembers: 3, amount: '90' },
];

async function offerAndAccept(agent: TestMember, sub: TestMember, body: object) {
  const offered = contractOf(await post(agent, '/wps/agent/contracts/offer', { account: sub.username, requestId: requestId(), ...body }));
  expect(offered.success).toBe(true);
  const accepted = contractOf(await post(sub, '/wps/agent/contracts/accept', { contractId: offered.value!.id }));
  expect(accepted.value).toMatchObject({ status: 'ACCEPTED' });
  return accepted.value!;
}

/**
 * An hour ahead of every hour the runner has seen (the clock only moves forward), with the clock
 * in it and its period recorded: the hourly tests' bets are moved into it, as if placed then.
 */
async function aheadHour(): Promise<number> {
  const hourStart = (Math.floor(Math.max(clock, Date.now()) / HOUR_MS) + 2) * HOUR_MS;
  clock = hourStart + 60_000;
  await ctx.app.services.jobs.tick();
  return hourStart;
}

async function betsInHour(hourStart: number, player: TestMember, stakes: number[]) {
  for (const stake of stakes) await losingBet(db(), player, 'RNG', stake);
  await db().update(bets).set({ createdAt: new Date(hourStart + 10 * 60_000) }).where(eq(bets.memberId, player.memberId));
}

const settlementsOf = (contractId: number) => db().select().from(agentContractSettlements).where(eq(agentContractSettlements.contractId, contractId));

describe('the tiers', () => {
  it('pay the largest salary whose requirements are all met, and a dividend share of a positive net loss only', () => {
    const salary = [{ turnoverMinor: 100_00, activeMembers: 1, amountMinor: 10_00 }, { turnoverMinor: 500_00, activeMembers: 3, amountMinor: 90_00 }];
    expect(amountDue('DAILY_SALARY', salary, { turnoverMinor: 99_99, activeMembers: 5, netLossMinor: 0 })).toBe(0);
    expect(amountDue('DAILY_SALARY', salary, { turnoverMinor: 600_00, activeMembers: 2, netLossMinor: 0 })).toBe(10_00);
    expect(amountDue('DAILY_SALARY', salary, { turnoverMinor: 600_00, activeMembers: 3, netLossMinor: 0 })).toBe(90_00);
    expect(amountDue('HOURLY_SALARY', [{ turnoverMinor: 50_00, amountMinor: 5_00 }], { turnoverMinor: 50_00, activeMembers: 0, netLossMinor: 0 })).toBe(5_00);
    const dividend = [{ netLossMinor: 1_000_00, shareBasisPoints: 1000 }, { netLossMinor: 5_000_00, shareBasisPoints: 2550 }];
    expect(amountDue('DIVIDEND', dividend, { turnoverMinor: 0, activeMembers: 0, netLossMinor: 999_99 })).toBe(0);
    expect(amountDue('DIVIDEND', dividend, { turnoverMinor: 0, activeMembers: 0, netLossMinor: 1_234_57 })).toBe(123_45);
    expect(amountDue('DIVIDEND', dividend, { turnoverMinor: 0, activeMembers: 0, netLossMinor: 6_000_01 })).toBe(1_530_00);
    expect(amountDue('DIVIDEND', dividend, { turnoverMinor: 0, activeMembers: 0, netLossMinor: -7_000_00 })).toBe(0);
  });

  it('name half-month and month periods by the business days they hold', () => {
    expect(dividendPeriodOf('HALF_MONTH', '2026-02-15')).toMatchObject({ key: '2026-02-1', firstDay: '2026-02-01', lastDay: '2026-02-15' });
    expect(dividendPeriodOf('HALF_MONTH', '2028-02-16')).toMatchObject({ key: '2028-02-2', firstDay: '2028-02-16', lastDay: '2028-02-29' });
    const month = dividendPeriodOf('MONTH', '2026-12-31');
    expect(month).toMatchObject({ key: '2026-12', firstDay: '2026-12-01', lastDay: '2026-12-31' });
    expect(month.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('offers and answers', () => {
  it('an offer to a direct sub-agent waits in its prompt; accepting replaces the contract in force; the offerer ends it', async () => {
    const { agent, sub } = await teams();
    const first = await offerAndAccept(agent, sub, { kind: 'DAILY_SALARY', tiers: SALARY_TIERS });
    expect(first).toMatchObject({ kind: 'DAILY_SALARY', offerer: agent.username, receiver: sub.username, period: null });
    expect(first.tiers[1]).toEqual({ turnover: 500, activeMembers: 2, netLoss: null, share: null, amount: 60.5 });

    const offer = { kind: 'DAILY_SALARY', account: sub.username.toUpperCase(), requestId: requestId(), tiers: SALARY_TIERS.slice(0, 1) };
    const second = contractOf(await post(agent, '/wps/agent/contracts/offer', offer)).value!;
    expect(contractOf(await post(agent, '/wps/agent/contracts/offer', offer)).value!.id).toBe(second.id);
    const again = contractOf(await post(agent, '/wps/agent/contracts/offer', { ...offer, requestId: requestId() }));
    expect(again.errorCode).toBe('contract.offer.pending');

    const prompt = envelopeSchema(agentContractRequirementSchema).parse((await get(sub, '/wps/agent/contracts/requirement')).json()).value!;
    expect(prompt).toMatchObject({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expect(prompt.offers.map((contract) => contract.id)).toEqual([second.id]);
    const mine = envelopeSchema(agentContractsSchema).parse((await get(sub, '/wps/agent/contracts?kind=DAILY_SALARY')).json()).value!;
    expect(mine.current!.id).toBe(first.id);
    expect(mine.pending!.id).toBe(second.id);

    expect(contractOf(await post(sub, '/wps/agent/contracts/accept', { contractId: second.id })).value!.status).toBe('ACCEPTED');
    const offered = envelopeSchema(agentContractsSchema).parse((await get(agent, '/wps/agent/contracts?kind=DAILY_SALARY')).json()).value!;
    expect(offered.offered.map((contract) => [contract.id, contract.status])).toEqual([[second.id, 'ACCEPTED'], [first.id, 'ENDED']]);
    expect(offered.downlineAgents).toEqual([sub.username]);
    expect(contractOf(await post(sub, '/wps/agent/contracts/accept', { contractId: second.id })).errorCode).toBe('action.not.allowed');
    expect(contractOf(await post(sub, '/wps/agent/contracts/end', { contractId: second.id })).errorCode).toBe('not.found');
    expect(contractOf(await post(agent, '/wps/agent/contracts/end', { contractId: second.id })).value!.status).toBe('ENDED');
    const cleared = envelopeSchema(agentContractRequirementSchema).parse((await get(sub, '/wps/agent/contracts/requirement')).json()).value!;
    expect(cleared).toMatchObject({ dailysalreqtype: 0, offers: [] });
  });

  it('a rejected offer is closed, and may not be accepted afterwards', async () => {
    const { agent, sub } = await teams();
    const offered = contractOf(await post(agent, '/wps/agent/contracts/offer', {
      kind: 'HOURLY_SALARY', account: sub.username, requestId: requestId(), tiers: [{ turnover: '10', amount: '1' }],
    })).value!;
    expect(contractOf(await post(sub, '/wps/agent/contracts/reject', { contractId: offered.id })).value!.status).toBe('REJECTED');
    expect(contractOf(await post(sub, '/wps/agent/contracts/accept', { contractId: offered.id })).errorCode).toBe('action.not.allowed');
  });

  it("an agent never offers to, answers for or reads another agent's team, a player, or a sub-agent's own downline", async () => {
    const { agent, sub, player, other, otherSub } = await teams();
    const deeper = await createTestMember(db(), { type: 1, parentId: sub.memberId });
    const body = (account: string) => ({ kind: 'DAILY_SALARY', account, requestId: requestId(), tiers: SALARY_TIERS });
    expect(contractOf(await post(agent, '/wps/agent/contracts/offer', body(otherSub.username))).errorCode).toBe('not.found');
    expect(contractOf(await post(agent, '/wps/agent/contracts/offer', body(deeper.username))).errorCode).toBe('not.found');
    expect(contractOf(await post(agent, '/wps/agent/contracts/offer', body(other.username))).errorCode).toBe('not.found');
    expect(contractOf(await post(sub, '/wps/agent/contracts/offer', body(player.username))).errorCode).toBe('permission.denied');
    expect(contractOf(await post(player, '/wps/agent/contracts/offer', body(sub.username))).errorCode).toBe('permission.denied');

    const contract = await offerAndAccept(agent, sub, { kind: 'DAILY_SALARY', tiers: SALARY_TIERS });
    for (const stranger of [other, otherSub]) {
      expect(contractOf(await post(stranger, '/wps/agent/contracts/end', { contractId: contract.id })).errorCode).toBe('not.found');
      const history = await get(stranger, `/wps/agent/contracts/settlements?contractId=${contract.id}`);
      expect(envelopeSchema(agentContractSettlementsSchema).parse(history.json()).errorCode).toBe('not.found');
    }
    const offer = contractOf(await post(other, '/wps/agent/contracts/offer', body(otherSub.username))).value!;
    expect(contractOf(await post(sub, '/wps/agent/contracts/accept', { contractId: offer.id })).errorCode).toBe('not.found');
  });

  it('refuses a bad tier with a clear error and writes nothing', async () => {
    const { agent, sub } = await teams();
    for (const tiers of [[], [{ turnover: '-1', activeMembers: 1, amount: '1' }], [{ turnover: '1', activeMembers: 1.5, amount: '1' }], [{ turnover: '1', amount: '1' }]]) {
      const refused = contractOf(await post(agent, '/wps/agent/contracts/offer', { kind: 'DAILY_SALARY', account: sub.username, requestId: requestId(), tiers }));
      expect(refused.errorCode).toBe('request_param_err');
    }
    const share = await post(agent, '/wps/agent/contracts/offer', {
      kind: 'DIVIDEND', period: 'MONTH', account: sub.username, requestId: requestId(), tiers: [{ netLoss: '1', share: '100.01' }],
    });
    expect(contractOf(share).errorCode).toBe('request_param_err');
  });
});

describe('settlement by the job runner', () => {
  it('pays the daily salary of the team (the sub-agent included) once, however often and by however many runners the day is run', async () => {
    const { agent, sub, player, secondPlayer } = await teams();
    await fundMember(db(), agent.memberId, 1_000_00);
    for (const member of [player, secondPlayer]) await fundMember(db(), member.memberId, 1_000_00);
    clock = Math.max(clock, Date.now());
    const contract = await offerAndAccept(agent, sub, { kind: 'DAILY_SALARY', tiers: SALARY_TIERS });
    await losingBet(db(), player, 'RNG', 300_00);
    await losingBet(db(), secondPlayer, 'RNG', 250_00);
    const [agentBefore, subBefore] = [await balanceOf(agent), await balanceOf(sub)];

    await ctx.app.services.jobs.tick(); // records today's close
    const today = businessDate(new Date(clock));
    clock = businessDayStart(today).getTime() + DAY_MS + 60_000;
    // A second server process on PostgreSQL (its own pool); on PGlite a second app on the one database.
    const options = { jobRunner: { now: () => clock, only: JOBS } };
    const second = (await ctx.buildProcess(options)) ?? ctx.build(options);
    await second.ready();
    await Promise.all([ctx.app.services.jobs.tick(), second.services.jobs.tick(), ctx.app.services.jobs.tick()]);
    await ctx.app.services.jobs.tick();
    await db().transaction((tx) => ctx.app.services.agentContracts.settleDailySalaries(tx, today));

    // 550.00 of turnover by 2 active members: the 60.50 tier (the 90.00 one needs 3).
    const rows = await settlementsOf(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ periodKey: today, turnoverMinor: 550_00, activeMembers: 2, amountMinor: 60_50, status: 'PAID' });
    expect(await balanceOf(agent)).toBe(agentBefore - 60_50);
    expect(await balanceOf(sub)).toBe(subBefore + 60_50);
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `agent-contract:${contract.id}`));
    expect(transfers).toEqual([expect.objectContaining({ type: 'AGENT_SALARY', amountMinor: 60_50 })]);
    for (const party of [agent, sub]) {
      const history = envelopeSchema(agentContractSettlementsSchema).parse((await get(party, `/wps/agent/contracts/settlements?contractId=${contract.id}`)).json());
      expect(history.value!.list).toEqual([expect.objectContaining({ period: today, amount: 60.5, turnover: 550, activeMembers: 2, status: 'PAID' })]);
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pays the hourly salary of the hour from the bets of the team in it', async () => {
    const { agent, sub, player } = await teams();
    await fundMember(db(), agent.memberId, 100_00);
    await fundMember(db(), player.memberId, 500_00);
    const hourStart = await aheadHour();
    const contract = await offerAndAccept(agent, sub, { kind: 'HOURLY_SALARY', tiers: [{ turnover: '100', amount: '5' }, { turnover: '200', amount: '12.5' }] });
    await betsInHour(hourStart, player, [150_00, 60_00]);
    clock = hourStart + HOUR_MS + 1_000;
    await ctx.app.services.jobs.tick();
    await ctx.app.services.jobs.tick();
    const rows = await settlementsOf(contract.id);
    expect(rows).toEqual([expect.objectContaining({ periodKey: new Date(hourStart).toISOString(), turnoverMinor: 210_00, activeMembers: 1, amountMinor: 12_50, status: 'PAID' })]);
    expect(await balanceOf(agent)).toBe(87_50);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('records a period the offering agent cannot pay as UNPAID, tells both, and never takes a balance below zero', async () => {
    const { agent, sub, player } = await teams();
    await fundMember(db(), agent.memberId, 3_00);
    await fundMember(db(), player.memberId, 500_00);
    const hourStart = await aheadHour();
    const contract = await offerAndAccept(agent, sub, { kind: 'HOURLY_SALARY', tiers: [{ turnover: '100', amount: '5' }] });
    await betsInHour(hourStart, player, [150_00]);
    clock = hourStart + HOUR_MS + 1_000;
    await ctx.app.services.jobs.tick();
    await db().transaction((tx) => ctx.app.services.agentContracts.settleHourlySalaries(tx, { start: new Date(hourStart), end: new Date(hourStart + HOUR_MS) }));
    expect(await settlementsOf(contract.id)).toEqual([expect.objectContaining({ amountMinor: 5_00, status: 'UNPAID', transferId: null })]);
    expect(await balanceOf(agent)).toBe(3_00);
    for (const party of [agent, sub]) {
      const messages = await db().select().from(memberMessages).where(and(eq(memberMessages.memberId, party.memberId), eq(memberMessages.kind, 'CONTRACT_UNPAID')));
      expect(messages.map((message) => message.params)).toEqual([{ amountMinor: 5_00 }]);
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  it("pays the dividend's share of the team's net loss when its period closes", async () => {
    const { agent, sub } = await teams();
    await fundMember(db(), agent.memberId, 10_000_00);
    clock = Date.now();
    const contract = await offerAndAccept(agent, sub, {
      kind: 'DIVIDEND', period: 'HALF_MONTH', tiers: [{ netLoss: '1000', share: '10' }, { netLoss: '2000', share: '12.5' }],
    });
    const span = dividendPeriodOf('HALF_MONTH', businessDate(new Date(clock)));
    // Net loss: (3000 − 500 − 100 − 50) + (400 − 900 − 0 − 0) = 2350 − 500 = 1850 → the 10 % tier: 185.00.
    await db().insert(teamDailyStats).values([
      { ancestorId: sub.memberId, day: span.firstDay, depth: 1, turnoverMinor: 3_000_00, payoutMinor: 500_00, rebateMinor: 100_00, bonusMinor: 50_00 },
      { ancestorId: sub.memberId, day: span.lastDay, depth: 2, turnoverMinor: 400_00, payoutMinor: 900_00 },
    ]).onConflictDoNothing();
    const info = envelopeSchema(agentDividendInfoSchema).parse((await get(sub, '/wps/agent/dividend')).json()).value!;
    expect(info).toMatchObject({ contract: { id: contract.id }, period: { key: span.key } });
    const service = ctx.app.services.agentContracts;
    await db().transaction((tx) => service.settleDividends(tx, span.firstDay)); // not the period's last day
    expect(await settlementsOf(contract.id)).toEqual([]);
    await db().transaction((tx) => service.settleDividends(tx, span.lastDay));
    await db().transaction((tx) => service.settleDividends(tx, span.lastDay));
    expect(await settlementsOf(contract.id)).toEqual([expect.objectContaining({ periodKey: span.key, netLossMinor: 1_850_00, amountMinor: 185_00, status: 'PAID' })]);
    expect(await balanceOf(sub)).toBe(185_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses dividends where the merchant has them off, and to member types without dividends', async () => {
    const { agent } = await teams();
    const noDividend = await createTestMember(db(), { type: 41, parentId: agent.memberId });
    const dividend = (account: string) => ({ kind: 'DIVIDEND', period: 'MONTH', account, requestId: requestId(), tiers: [{ netLoss: '1', share: '1' }] });
    expect(contractOf(await post(agent, '/wps/agent/contracts/offer', dividend(noDividend.username))).errorCode).toBe('permission.denied');
    expect(envelopeSchema(agentDividendInfoSchema).parse((await get(noDividend, '/wps/agent/dividend')).json()).errorCode).toBe('function.not.available');
    // ALT has dividends off (the seed's switch).
    const altAgent = await createTestMember(db(), { type: 1, merchantCode: 'ALT' });
    const altSub = await createTestMember(db(), { type: 1, merchantCode: 'ALT', parentId: altAgent.memberId });
    const alt = (member: TestMember) => ({ merchant: 'ALT', authorization: member.token });
    const offered = await ctx.app.inject({ method: 'POST', url: '/wps/agent/contracts/offer', headers: alt(altAgent), payload: dividend(altSub.username) });
    expect(contractOf(offered).errorCode).toBe('function.not.available');
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/agent/dividend', headers: alt(altSub) });
    expect(envelopeSchema(agentDividendInfoSchema).parse(info.json()).errorCode).toBe('function.not.available');
    const salary = await ctx.app.inject({
      method: 'POST', url: '/wps/agent/contracts/offer', headers: alt(altAgent),
      payload: { kind: 'DAILY_SALARY', account: altSub.username, requestId: requestId(), tiers: SALARY_TIERS },
    });
    expect(contractOf(salary).success).toBe(true);
  });
});
