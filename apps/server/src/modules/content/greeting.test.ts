import { randomUUID } from 'node:crypto';
import { announcementsSchema, envelopeSchema, MEMBER_TYPE, type Notice } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { depositOrders } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMemberSessionRepository } from '../session/repository.ts';
import { createMemberSessions } from '../session/service.ts';

const ctx = useTestApp();

/** The popups home shows a member after logging in, in English. */
async function popupsOf(token: string, merchant = 'DEMO'): Promise<Notice[]> {
  const response = await ctx.app.inject({
    method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PU&groupName=&platform=M',
    headers: { merchant, language: 'EN', authorization: token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(announcementsSchema).parse(response.json()).value!.popup;
}

const said = (popups: Notice[]) => popups.map((popup) => `${popup.title} ${popup.content}`).join('\n');

/** Logs the member in again: a second session. */
async function logInAgain(member: TestMember): Promise<string> {
  const { token } = await createMemberSessions(createMemberSessionRepository(ctx.database.db)).issue({ id: member.memberId, merchantId: 1 }, 'MOBILE');
  return token;
}

async function creditDeposit(member: TestMember) {
  const now = new Date();
  await ctx.database.db.insert(depositOrders).values({
    orderNo: `D${randomUUID().replaceAll('-', '').slice(0, 24)}`, merchantId: 1, memberId: member.memberId, requestId: randomUUID(),
    channel: 'pg', providerCode: 'GCASH', providerName: 'GCash', status: 'PAID', amountMinor: 100_000, feeMinor: 0, creditMinor: 100_000,
    createdAt: now, paidAt: now, closedAt: now,
  });
}

describe('the greeting after login', () => {
  it('welcomes a brand-new member and offers the first deposit bonus as it is paid; never "welcome back", never a rebate', async () => {
    const member = await createTestMember(ctx.database.db);
    const greeting = said(await popupsOf(member.token));
    expect(greeting).toContain('Welcome!');
    expect(greeting).toContain('20% bonus, up to ₱2,000');
    expect(greeting).not.toMatch(/welcome back/i);
    expect(greeting).not.toMatch(/rebate/i);
  });

  it('welcomes a returning member back, and offers the first deposit only while it is still open', async () => {
    const member = await createTestMember(ctx.database.db);
    const token = await logInAgain(member);
    const returning = said(await popupsOf(token));
    expect(returning).toContain('Welcome back!');
    expect(returning).not.toContain('Welcome!');
    expect(returning).toContain('20% bonus, up to ₱2,000');

    await creditDeposit(member);
    const afterDeposit = said(await popupsOf(token));
    expect(afterDeposit).toContain('Welcome back!');
    expect(afterDeposit).not.toMatch(/first deposit|bonus/i);
  });

  it('offers a trial account no deposit bonus (it cannot deposit)', async () => {
    const trial = await createTestMember(ctx.database.db, { type: MEMBER_TYPE.TRIAL });
    const greeting = said(await popupsOf(trial.token));
    expect(greeting).toContain('Welcome!');
    expect(greeting).not.toMatch(/bonus/i);
  });

  it('greets no guest', async () => {
    const response = await ctx.app.inject({
      method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PU&groupName=&platform=M', headers: { merchant: 'DEMO' },
    });
    expect(response.json().value.popup).toEqual([]);
  });
});
