import { randomUUID } from 'node:crypto';
import { depositOrderSchema, envelopeSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { depositOrders, jobRuns } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

let clock = Date.now();
const ctx = useTestApp({ paymentGateway: { kind: 'simulator' }, jobRunner: { now: () => clock, only: ['deposit.expire-overdue'] } });

afterEach(() => {
  vi.useRealTimers();
});

async function order(member: TestMember, channel: 'pg' | 'mt', amount: string) {
  const response = await ctx.app.inject({
    method: 'POST', url: `/wps/transaction/deposit/${channel}`, headers: { merchant: 'DEMO', authorization: member.token },
    payload: { requestId: randomUUID(), amount, ...(channel === 'mt' ? { providerCode: 'BDO', reference: 'BDO-778899' } : { providerCode: 'GCASH' }) },
  });
  return depositOrderSchema.parse(envelopeSchema(z.unknown()).parse(response.json()).value);
}

/** The order's row as it stands in the database (no read of the service, which would expire it on the way). */
const statusOf = async (orderId: string) =>
  (await ctx.database.db.select({ status: depositOrders.status, closedAt: depositOrders.closedAt }).from(depositOrders).where(eq(depositOrders.orderNo, orderId)))[0]!;

describe('the job deposit.expire-overdue', () => {
  it('closes the orders nobody paid once their window has passed, without anyone reading them, and leaves the others open', async () => {
    const member = await createTestMember(ctx.database.db);
    const unpaid = await order(member, 'pg', '150');
    const manual = await order(member, 'mt', '600');
    expect(unpaid).toMatchObject({ status: 'AWAITING_PAYMENT', expiresAt: expect.any(Number) });
    expect(manual.expiresAt).toBeNull();

    clock = Date.now();
    expect(await ctx.app.services.jobs.tick()).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const later = await order(member, 'pg', '200');
    vi.useRealTimers();

    // The first order's 30 minutes are over, the one made 10 minutes later has 10 to go.
    clock = unpaid.expiresAt! + 60_000;
    const report = await ctx.app.services.jobs.tick();
    expect(report.length).toBeGreaterThanOrEqual(1);
    expect(report.every((entry) => entry.job === 'deposit.expire-overdue' && entry.status === 'DONE')).toBe(true);
    expect(await statusOf(unpaid.orderId)).toEqual({ status: 'EXPIRED', closedAt: new Date(clock) });
    expect((await statusOf(manual.orderId)).status).toBe('AWAITING_PAYMENT');
    expect((await statusOf(later.orderId)).status).toBe('AWAITING_PAYMENT');
    const runs = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'deposit.expire-overdue'));
    expect(runs.filter((run) => run.status === 'DONE').some((run) => Number(run.result?.expired ?? 0) >= 1)).toBe(true);

    clock = later.expiresAt! + 60_000;
    await ctx.app.services.jobs.tick();
    expect((await statusOf(later.orderId)).status).toBe('EXPIRED');
    expect(await statusOf(unpaid.orderId)).toEqual({ status: 'EXPIRED', closedAt: new Date(unpaid.expiresAt! + 60_000) });
  });
});
