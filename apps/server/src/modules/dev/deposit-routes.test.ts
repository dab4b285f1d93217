import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ devEndpoints: true });

const confirm = (orderId: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/wps/dev/deposits/confirm', headers: { merchant: 'DEMO' }, payload: { orderId } });

describe('POST /wps/dev/deposits/confirm', () => {
  it("confirms a manual transfer through the deposit service, once, and credits the member's wallet", async () => {
    const member = await createTestMember(ctx.database.db);
    const created = await ctx.app.inject({
      method: 'POST', url: '/wps/transaction/deposit/mt', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { requestId: randomUUID(), amount: '750', providerCode: 'BPI', reference: 'BPI-778899' },
    });
    const { orderId, status } = created.json().value;
    expect(status).toBe('AWAITING_PAYMENT');

    expect((await confirm(orderId)).json()).toEqual({ success: true, value: { orderId, status: 'PAID' } });
    expect((await confirm(orderId)).json().value.status).toBe('PAID');
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(750_00);
  });

  it('refuses an unknown order and a malformed one', async () => {
    expect((await confirm('D0000000000NOPE')).statusCode).toBe(404);
    expect((await confirm('not-an-order')).json().errorCode).toBe('request_param_err');
  });

  it('does not exist unless enabled', async () => {
    expect((await confirm('D0000000000NOPE', ctx.build({ devEndpoints: false }))).statusCode).toBe(404);
  });
});
