import { eq } from 'drizzle-orm';
import {
  MEMBER_TYPE, announcementsSchema, envelopeSchema, helpItemSchema, noticePageSchema, noticeReadSchema,
} from '@m/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { announcements, helpArticles, merchants } from '../../db/schema.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

type Headers = Record<string, string>;

async function getAnnouncements(query: string, headers: Headers = {}) {
  const response = await ctx.app.inject({
    method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers: { merchant: 'DEMO', ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(announcementsSchema).parse(response.json()).value!;
}

const ALL_TYPES = 'types=B,PL,PU,PR,H&groupName=&platform=M';

async function merchantId(code: string) {
  const [row] = await ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  return row!.id;
}

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the seeded home of DEMO: banners by group, notices, popup, promotions, upcoming hot matches', async () => {
    const value = await getAnnouncements(ALL_TYPES, { language: 'EN' });
    const groups = value.banners.map((banner) => banner.groupName);
    expect(groups.filter((group) => group === 'm_home')).toHaveLength(4);
    expect(groups.filter((group) => group === 'm_recommend')).toHaveLength(2);
    expect(groups.filter((group) => group === 'm_superace')).toHaveLength(1);
    expect(groups).toContain('m_reg');
    expect(value.player.length).toBeGreaterThanOrEqual(5);
    expect(value.player.every((notice) => notice.type === 'PL' && !notice.read)).toBe(true);
    expect(value.popup, 'the seeded popups greet signed-in members').toEqual([]);
    expect(value.promotion).toHaveLength(2);
    expect(value.promotion[0]!.announcementImages[0]).toMatchObject({ sequence: 1 });
    expect(value.hot.length).toBeGreaterThanOrEqual(4);
    expect(value.footer).toEqual({ unreadCount: 0 });

    const times = value.hot.map((match) => match.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThan(Date.now());
  });

  it('orders banners of one group by sequence and describes what a tap does', async () => {
    const { banners, player, hot } = await getAnnouncements('types=B&groupName=m_home', { language: 'EN' });
    expect(banners).toHaveLength(4);
    expect(banners.map((banner) => banner.sequence)).toEqual([...banners.map((banner) => banner.sequence)].sort((a, b) => a - b));
    expect(player).toEqual([]);
    expect(hot).toEqual([]);
    expect(banners[0]).toMatchObject({ title: '20% First Deposit Bonus', linkType: 'ROUTE', link: '/m/voucherCenter', game: null });
    const game = banners.find((banner) => banner.linkType === 'GAME')!;
    expect(game.game).toMatchObject({ gameCategory: 'RNG', vendor: expect.any(String), gameId: expect.any(String), nodeId: expect.any(Number) });
    const launch = await ctx.app.inject({
      method: 'GET', url: `/wps/game/launchGame?nodeId=${game.game!.nodeId}&accountType=0`, headers: { merchant: 'DEMO' },
    });
    expect(launch.json(), 'a banner game opens in free play').toMatchObject({ success: true, value: { game_url: expect.any(String) } });
    for (const banner of banners) expect(banner.url).toMatch(/^\/wps\/media\/content\/v1\/art\/banner\.svg\?/);
  });

  it('speaks the Language header, the merchant default without one, and English for a language with no text', async () => {
    const tagalog = await getAnnouncements('types=PL', { language: 'TY' });
    const english = await getAnnouncements('types=PL', { language: 'EN' });
    const none = await getAnnouncements('types=PL');
    const japanese = await getAnnouncements('types=PL', { language: 'JA' });
    expect(tagalog.player[0]!.title).toBe('Nakatakdang maintenance sa Linggo 02:00–04:00');
    expect(english.player[0]!.title).toBe('Scheduled maintenance on Sunday 02:00–04:00');
    expect(none.player[0]!.title).toBe(tagalog.player[0]!.title);
    expect(japanese.player[0]!.title).toBe(english.player[0]!.title);
    const banners = await getAnnouncements('types=B&groupName=m_home', { language: 'TY' });
    expect(new URL(banners.banners[0]!.url, 'http://localhost').searchParams.get('s')).toBe('Hanggang ₱2,000 sa depositong ₱100 pataas');
  });

  it('keeps the demo hot matches upcoming days later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 24 * 60 * 60_000 + 17 * 60_000);
    const { hot } = await getAnnouncements('types=H');
    expect(hot.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...hot.map((match) => match.matchTime))).toBeGreaterThan(Date.now());
    expect(hot[0]!.homeTeamImageUrl).toMatch(/^\/wps\/media\/content\/v1\/team\//);
    expect(hot.every((match) => typeof match.nodeId === 'number')).toBe(true);
  });

  it('leaves out announcements that are switched off, expired, not yet published or for another platform', async () => {
    const demo = await merchantId('DEMO');
    const base = { merchantId: demo, type: 'PL' as const, texts: { EN: { title: 'hidden', content: '' } } };
    await ctx.database.db.insert(announcements).values([
      { ...base, enabled: false },
      { ...base, expiresAt: new Date(Date.now() - 1000) },
      { ...base, publishedAt: new Date(Date.now() + 60 * 60_000) },
      { ...base, platform: 'WEB' },
    ]);
    const { player } = await getAnnouncements('types=PL', { language: 'EN' });
    expect(player.map((notice) => notice.title)).not.toContain('hidden');
  });

  it('gives ALT one home banner and no hot matches', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${ALL_TYPES}`, headers: { merchant: 'ALT' } });
    const value = envelopeSchema(announcementsSchema).parse(response.json()).value!;
    expect(value.banners.filter((banner) => banner.groupName === 'm_home')).toHaveLength(1);
    expect(value.hot).toEqual([]);
  });

  it.each([
    ['no types', 'groupName=m_home'],
    ['an unknown type', 'types=B,X'],
    ['a type twice', 'types=B,B'],
    ['an unknown group', 'types=B&groupName=m_nowhere'],
    ['an unknown platform', 'types=B&platform=TV'],
    ['an unknown parameter', 'types=B&extra=1'],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('notices and the unread count', () => {
  async function notices(query: string, headers: Headers = {}) {
    return ctx.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getNotices?${query}`, headers: { merchant: 'DEMO', language: 'EN', ...headers } });
  }
  const readNotice = (id: number, token?: string) => ctx.app.inject({
    method: 'POST', url: '/wps/relay/MCSFE_readAnnouncement',
    headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}) },
    payload: { id },
  });

  it('pages player notices newest first', async () => {
    const first = envelopeSchema(noticePageSchema).parse((await notices('types=PL&pageNo=1&pageSize=2')).json()).value!;
    expect(first.list).toHaveLength(2);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount! / 2));
    expect(first.list[0]!.publishTime).toBeGreaterThanOrEqual(first.list[1]!.publishTime);
    const last = envelopeSchema(noticePageSchema).parse((await notices(`types=PL&pageNo=${first.totalPages}&pageSize=2`)).json()).value!;
    expect(last.list.length).toBeGreaterThan(0);
    expect(last.list.map((notice) => notice.id)).not.toContain(first.list[0]!.id);
  });

  it('counts unread notices per member and marks them read', async () => {
    const member = await createTestMember(ctx.database.db);
    const before = await getAnnouncements('types=PL', { authorization: member.token });
    expect(before.footer.unreadCount).toBe(before.player.length);

    const id = before.player[0]!.id;
    const response = await readNotice(id, member.token);
    expect(envelopeSchema(noticeReadSchema).parse(response.json()).value).toEqual({ unreadCount: before.player.length - 1 });
    expect((await readNotice(id, member.token)).json()).toMatchObject({ value: { unreadCount: before.player.length - 1 } });

    const after = await getAnnouncements('types=PL', { authorization: member.token });
    expect(after.footer.unreadCount).toBe(before.player.length - 1);
    expect(after.player.find((notice) => notice.id === id)!.read).toBe(true);
    const page = envelopeSchema(noticePageSchema).parse((await notices('types=PL', { authorization: member.token })).json()).value!;
    expect(page.list.find((notice) => notice.id === id)!.read).toBe(true);

    const other = await createTestMember(ctx.database.db);
    expect((await getAnnouncements('types=PL', { authorization: other.token })).footer.unreadCount).toBe(before.player.length);
  });

  it('treats a dead token on an optional-session read as a guest', async () => {
    const value = await getAnnouncements('types=PL', { authorization: 'not-a-live-token' });
    expect(value.footer.unreadCount).toBe(0);
  });

  it('shows agent notices to agents only, and counts them for agents', async () => {
    const agent = await createTestMember(ctx.database.db, { type: MEMBER_TYPE.AGENT });
    const player = await createTestMember(ctx.database.db);
    const agentPage = envelopeSchema(noticePageSchema).parse((await notices('types=A', { authorization: agent.token })).json()).value!;
    expect(agentPage.list.length).toBeGreaterThanOrEqual(2);
    expect(agentPage.list.every((notice) => notice.type === 'A')).toBe(true);

    const playerCount = (await getAnnouncements('types=PL', { authorization: player.token })).footer.unreadCount;
    const agentCount = (await getAnnouncements('types=PL', { authorization: agent.token })).footer.unreadCount;
    expect(agentCount).toBe(playerCount + agentPage.totalCount!);
    // The agent home's announcement badge: the agent notices alone, one fewer once one is read.
    expect(agentPage.unreadCount).toBe(agentPage.totalCount);
    await readNotice(agentPage.list[0]!.id, agent.token);
    const afterRead = envelopeSchema(noticePageSchema).parse((await notices('types=A&pageSize=1', { authorization: agent.token })).json()).value!;
    expect(afterRead.unreadCount).toBe(agentPage.totalCount! - 1);

    const refused = await notices('types=A', { authorization: player.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'permission.denied' });
    expect((await notices('types=A')).statusCode).toBe(401);
    expect((await readNotice(agentPage.list[0]!.id, player.token)).statusCode).toBe(404);
  });

  it('refuses to mark without a session, or what is not a notice', async () => {
    const member = await createTestMember(ctx.database.db);
    const { banners } = await getAnnouncements('types=B');
    expect((await readNotice(1)).statusCode).toBe(401);
    expect((await readNotice(banners[0]!.id, member.token)).json()).toMatchObject({ errorCode: 'not.found' });
    expect((await readNotice(999_999, member.token)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST', url: '/wps/relay/MCSFE_readAnnouncement', headers: { merchant: 'DEMO', authorization: member.token }, payload: { id: 'x' },
    });
    expect(bad.json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('refuses a page size above the limit', async () => {
    expect((await notices('types=PL&pageSize=500')).statusCode).toBe(400);
  });
});

describe('GET /wps/system/helpCenter', () => {
  const help = async (query: string, headers: Headers = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/system/helpCenter?${query}`, headers: { merchant: 'DEMO', ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeSchema(z.array(helpItemSchema)).parse(response.json()).value!;
  };

  it('lists the seeded topics with HTML content in the language asked for', async () => {
    const english = await help('language=EN&device=MOBILE');
    const tagalog = await help('device=MOBILE', { language: 'TY' });
    const arabic = await help('language=AR');
    expect(english.map((item) => item.title)).toEqual([
      'Deposits', 'Withdrawals', 'Account and security', 'Responsible gaming', 'Game rules', 'Provably fair games', 'I forgot my password',
    ]);
    expect(english[1]!.content).toContain('between ₱100 and ₱50,000, at most 5 in 24 hours');
    expect(tagalog.map((item) => item.title)).toEqual([
      'Mga deposito', 'Mga withdrawal', 'Account at seguridad', 'Responsableng paglalaro', 'Mga patakaran ng laro', 'Mga larong provably fair', 'Nakalimutan ko ang password',
    ]);
    expect(arabic[0]!.title).toBe('الإيداعات');
    expect(english.map((item) => item.id)).toEqual(tagalog.map((item) => item.id));
  });

  it('gives ALT, which takes no deposits, no deposit topic and its own withdrawal limits', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/helpCenter?language=EN', headers: { merchant: 'ALT' } });
    const topics = envelopeSchema(z.array(helpItemSchema)).parse(response.json()).value!;
    expect(topics.map((item) => item.title)).toEqual(['Withdrawals', 'Account and security', 'Responsible gaming', 'Game rules', 'Provably fair games', 'I forgot my password']);
    expect(topics[0]!.content).toContain('between ₱100 and ₱20,000, at most 3 in 24 hours');
    expect(topics.map((item) => item.content).join('')).not.toMatch(/deposit limit|bonus/i);
  });

  it('serves stored HTML through the allow-list: no script, style, frame, event handler or javascript: address', async () => {
    await ctx.database.db.insert(helpArticles).values({
      merchantId: await merchantId('DEMO'),
      sequence: 99,
      texts: {
        EN: {
          title: 'Unsafe',
          content: '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style><iframe src="/m/home"></iframe>'
            + '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="&#106;avascript:alert(1)">z</a>'
            + '<img src="/a.png" onerror="steal()"><img src="https://evil.example/p.png"></p>',
        },
      },
    });
    const entry = (await help('language=EN')).find((item) => item.title === 'Unsafe')!;
    expect(entry.content).toBe('<p>Hi<a>x</a><a>y</a><a>z</a><img src="/a.png" /></p>');
  });
});

describe('content art', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('draws every seeded picture, the same each time, cacheable for a year', async () => {
    const value = await getAnnouncements(ALL_TYPES, { language: 'TY' });
    const urls = [
      ...value.banners.map((banner) => banner.url),
      ...value.promotion.flatMap((promotion) => promotion.announcementImages.map((image) => image.url)),
      ...value.hot.flatMap((match) => [match.homeTeamImageUrl, match.awayTeamImageUrl]),
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    const [first] = urls;
    expect((await get(first!)).body).toBe((await get(first!)).body);
  });

  it('writes text as text', async () => {
    const response = await get(`/wps/media/content/v1/art/banner.svg?t=${encodeURIComponent('<script>x</script>')}&p=1&m=dice`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
    const crest = await get(`/wps/media/content/v1/team/${encodeURIComponent('A "B" <C>')}.svg`);
    expect(crest.body).not.toContain('<C>');
  });

  it.each([
    ['an unknown layout', '/wps/media/content/v1/art/poster.svg?t=x'],
    ['no title', '/wps/media/content/v1/art/banner.svg?p=1'],
    ['a palette out of range', '/wps/media/content/v1/art/banner.svg?t=x&p=99'],
    ['an unknown motif', '/wps/media/content/v1/art/banner.svg?t=x&m=rocket'],
    ['a title too long', `/wps/media/content/v1/art/banner.svg?t=${'x'.repeat(80)}`],
  ])('refuses %s', async (_name, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});
