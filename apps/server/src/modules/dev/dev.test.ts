import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, merchants, promotions } from '../../db/schema.ts';
import { promotionRow } from '../promotions/service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestMember } from '../../test/members.ts';

const ctx = useTestApp({ devEndpoints: true });

const setStatus = (code: string, payload: object, app = ctx.app) =>
  app.inject({ method: 'PUT', url: `/wps/dev/merchants/${code}/status`, payload });
const status = async (merchant: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant } })).json().value;

describe('PUT /wps/dev/merchants/:code/status', () => {
  it('switches maintenance and region restriction in the site status', async () => {
    expect(await status('ALT')).toMatchObject({ maintenance: false, regionRestriction: false });
    const response = await setStatus('ALT', { maintenance: true, regionRestriction: true });
    expect(response.json()).toEqual({ success: true, value: { maintenance: true, regionRestriction: true } });
    expect(await status('ALT')).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(await status('DEMO')).toMatchObject({ maintenance: false, regionRestriction: false });
    await setStatus('ALT', { maintenance: false });
    expect(await status('ALT')).toMatchObject({ maintenance: false, regionRestriction: true });
    await setStatus('ALT', { regionRestriction: false });
    expect(await status('ALT')).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('refuses unknown merchants and bad bodies', async () => {
    expect((await setStatus('NOPE', { maintenance: true })).statusCode).toBe(404);
    const bad = await setStatus('ALT', { maintenance: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request_param_err');
  });

  it('does not exist unless enabled', async () => {
    const response = await setStatus('ALT', { maintenance: true }, ctx.build({ devEndpoints: false }));
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('not.found');
  });
});

describe('POST /wps/dev/members/:code/:username/credit', () => {
  it('credits a member through the ledger and refuses unknown members and bad amounts', async () => {
    const credit = (username: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/wps/dev/members/DEMO/${username}/credit`, payload });
    const before = await ctx.app.services.ledger.walletBalanceMinor(1);
    const member = await createTestMember(ctx.database.db);
    expect((await credit(member.username, { amountMinor: 2_500 })).json()).toEqual({ success: true, value: null });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(2_500);
    expect((await credit('nobody-here', { amountMinor: 1 })).statusCode).toBe(404);
    expect((await credit(member.username, { amountMinor: 1.5 })).statusCode).toBe(400);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
    expect(await ctx.app.services.ledger.walletBalanceMinor(1)).toBe(before);
  });

  it('sets a member\'s toUpline flag and refuses unknown members', async () => {
    const member = await createTestMember(ctx.database.db);
    const set = (username: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/wps/dev/members/DEMO/${username}/toUpline`, payload });
    expect((await set(member.username, { toUpline: true })).json()).toEqual({ success: true, value: { toUpline: true } });
    const [row] = await ctx.database.db.select({ toUpline: members.toUpline }).from(members).where(eq(members.id, member.memberId));
    expect(row!.toUpline).toBe(true);
    expect((await set('nobody-here', { toUpline: true })).statusCode).toBe(404);
    expect((await set(member.username, { toUpline: 'yes' })).statusCode).toBe(400);
  });

  it('creates an agent under an upline with an affiliate code others register under, and refuses an unknown upline', async () => {
    const upline = await createTestMember(ctx.database.db, { type: 1 });
    const create = (payload: object) => ctx.app.inject({ method: 'POST', url: '/wps/dev/merchants/DEMO/agents', payload });
    const username = `da${upline.username.slice(1, 9)}`;
    const code = `T${upline.username.slice(1, 9).toUpperCase()}`;
    expect((await create({ username, password: 'agent1234', parent: upline.username, affiliateCode: code })).json()).toEqual({ success: true, value: { username } });
    const [row] = await ctx.database.db.select({ type: members.type, affiliateCode: members.affiliateCode, parentId: members.parentId }).from(members)
      .where(eq(members.username, username));
    expect(row).toEqual({ type: 1, affiliateCode: code, parentId: upline.memberId });
    expect((await create({ username: `db${upline.username.slice(1, 9)}`, password: 'agent1234', parent: 'nobody-here' })).statusCode).toBe(404);
    expect((await create({ username: `dc${upline.username.slice(1, 9)}`, password: 'agent1234', affiliateCode: 'bad code' })).statusCode).toBe(400);
  });
});

describe('POST /wps/dev/promotions/:id/end', () => {
  it('ends a running mission now, once; an unknown or ended one is not found', async () => {
    const { db } = ctx.database;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [mission] = await db.insert(promotions).values({
      ...promotionRow(merchant!.id, {
        merchant: 'DEMO', code: `DEV_END_${Date.now().toString(36).toUpperCase()}`, kind: 'MISSION', category: 'SLOTS', period: 'ONCE', audience: 'ALL', measure: 'SLOTS_TURNOVER',
        target: 1_000_00, reward: 1_00, perMemberCap: 1_00, turnoverMultiple: 1, titles: { EN: 'Sprint' }, rules: { EN: '<p>Rank</p>' },
      }),
      startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 3_600_000),
    }).returning();
    const end = (id: number | string) => ctx.app.inject({ method: 'POST', url: `/wps/dev/promotions/${id}/end` });
    expect((await end(mission!.id)).json()).toEqual({ success: true, value: null });
    const [ended] = await db.select({ endAt: promotions.endAt }).from(promotions).where(eq(promotions.id, mission!.id));
    expect(ended!.endAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await end(mission!.id)).statusCode).toBe(404);
    expect((await end(2_000_000_000)).statusCode).toBe(404);
    expect((await end('x')).statusCode).toBe(400);
  });
});

describe('POST /wps/dev/members/:code/:username/redRain/end', () => {
  it('is not found for a member without a rain under way, or no such member', async () => {
    const agent = await createTestMember(ctx.database.db, { type: 1 });
    const end = (username: string) => ctx.app.inject({ method: 'POST', url: `/wps/dev/members/DEMO/${username}/redRain/end` });
    expect((await end(agent.username)).statusCode).toBe(404);
    expect((await end('nobody-here')).statusCode).toBe(404);
  });
});
