import {
  allVassalageSchema, balanceSchema, demoSpinSchema, envelopeSchema, favouriteIdsSchema, gameListSchema, gamePageSchema, GAME_CATEGORIES,
  launchGameSchema, lotteryDrawsSchema, lotteryListSchema, resortVendorCategories, vassalGameTypesSchema, vendorDataSchema,
  winnerBoardSchema, type Game,
} from '@m/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { games } from '../../db/schema.ts';
import { buildCatalogue, VENDOR_SEEDS } from '../../db/seed-data/games.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestMember } from '../../test/members.ts';
import { createGameCatalogue } from './catalogue.ts';
import { createGamesRepository } from './repository.ts';

const ctx = useTestApp();

async function get<S extends z.ZodType>(schema: S, url: string, token?: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}) } });
  const body = envelopeSchema(schema).parse(response.json());
  return { status: response.statusCode, ...body };
}

const list = async (query: string, token?: string) => {
  const answer = await get(gamePageSchema, `/wps/relay/GCSGAME_gameList?${query}`, token);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value!;
};

async function allPages(query: string) {
  const games: Game[] = [];
  for (let page = 1; ; page++) {
    const value = await list(`${query}&pageNo=${page}`);
    games.push(...value.games);
    if (page >= value.totalPages) return { games, totalCount: value.totalCount };
  }
}

describe('catalogue seed', () => {
  it('has at least 800 games over at least 25 vendors, every category, in-house and lottery vendors', () => {
    const catalogue = buildCatalogue();
    expect(catalogue.length).toBeGreaterThanOrEqual(800);
    expect(VENDOR_SEEDS.length).toBeGreaterThanOrEqual(25);
    for (const category of GAME_CATEGORIES) expect(catalogue.some((game) => game.gameCategory === category), category).toBe(true);
    const vendors = new Set(catalogue.map((game) => game.vendor));
    for (const code of ['TF', 'DS88', 'LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']) expect(vendors.has(code), code).toBe(true);
    expect(VENDOR_SEEDS.some((vendor) => vendor.vassalage)).toBe(true);
    expect(new Set(catalogue.map((game) => `${game.vendor}/${game.gameCode}`)).size).toBe(catalogue.length);
    expect(buildCatalogue()).toEqual(catalogue);
  });
});

describe('game list', () => {
  it('pages a category with the default size of 26 and a stable order', async () => {
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 26));
    expect(first.games.every((game) => game.gameCategory === 'RNG')).toBe(true);
    const again = await list('gameType=RNG&pageNo=1');
    expect(again.games.map((game) => game.nodeId)).toEqual(first.games.map((game) => game.nodeId));
    const { games, totalCount } = await allPages('gameType=RNG');
    expect(games).toHaveLength(totalCount);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(totalCount);
  });

  it('answers an empty page past the end', async () => {
    const value = await list('gameType=COCKFIGHT&pageNo=50');
    expect(value.games).toEqual([]);
    expect(value.pageNum).toBe(50);
  });

  it('searches names case-insensitively and treats % and _ literally', async () => {
    const sample = (await list('gameType=RNG')).games[3]!;
    const word = sample.gameName.split(' ')[1]!;
    const value = await list(`gameType=RNG&gameName=${encodeURIComponent(word.toUpperCase())}&pageSize=100`);
    expect(value.games.length).toBeGreaterThan(0);
    expect(value.games.every((game) => game.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await list('gameName=%25')).totalCount).toBe(0);
    expect((await list('gameName=_')).totalCount).toBe(0);
  });

  it('filters new, hot, vendor, vassalage, sub type, minimum bet and lines', async () => {
    const checks: [string, (game: Game) => boolean][] = [
      ['gameType=RNG&gameClassify=NEW', (game) => game.isNew && game.gameCategory === 'RNG'],
      ['gameType=RNG&isNew=true', (game) => game.isNew],
      ['gameType=FISH&gameClassify=HOT', (game) => game.isHot && game.gameCategory === 'FISH'],
      ['gameType=HOT', (game) => game.isHot],
      ['gameType=RNG&vendor=MOONPEAK', (game) => game.vendor === 'MOONPEAK'],
      ['gameType=RNG&vassalage=MPLAY', (game) => game.vassalage === 'MPLAY'],
      ['gameType=RNG&subType=MEGAWAYS', (game) => game.subType === 'MEGAWAYS'],
      ['gameType=RNG&minBet=0.05', (game) => game.minBet === 0.05],
      ['gameType=RNG&minBet=0.75', (game) => game.minBet === 0.75],
      ['gameType=RNG&minLine=243', (game) => (game.lines ?? 0) >= 243],
    ];
    for (const [query, expected] of checks) {
      const { games, totalCount } = await allPages(query);
      expect(totalCount, query).toBeGreaterThan(0);
      expect(games.every(expected), query).toBe(true);
    }
    const all = (await list('gameType=RNG')).totalCount;
    expect((await list('gameType=RNG&gameClassify=NEW')).totalCount).toBeLessThan(all);
  });

  it('refuses malformed filters without a 500', async () => {
    for (const query of ['pageNo=0', 'pageSize=1000', 'gameType=CASINO', 'gameClassify=MINE', 'minBet=abc', 'vendor=a%20b', 'unknown=1']) {
      const answer = await get(gamePageSchema, `/wps/relay/GCSGAME_gameList?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.errorCode).toBe('request_param_err');
    }
  });

  it('lists favourites with gameClassify=FAV only for a session', async () => {
    const guest = await get(gamePageSchema, '/wps/relay/GCSGAME_gameList?gameClassify=FAV');
    expect(guest.status).toBe(401);
    const member = await createTestMember(ctx.database.db);
    const game = (await list('gameType=LIVE')).games[1]!;
    await ctx.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: { merchant: 'DEMO', authorization: member.token }, payload: { nodeId: game.nodeId, vendor: game.vendor } });
    const favourites = await list('gameClassify=FAV', member.token);
    expect(favourites.games.map((entry) => entry.nodeId)).toEqual([game.nodeId]);
  });

  it('serves every game picture from the server with a long cache', async () => {
    const game = (await list('gameType=PVP')).games[0]!;
    const response = await ctx.app.inject({ method: 'GET', url: game.iconUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
    const cached = await ctx.app.inject({ method: 'GET', url: game.iconUrl, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/media/games/MOONPEAK/nothing.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/media/vendors/MOONPEAK.svg' })).statusCode).toBe(200);
  });
});

describe('game list cache', () => {
  it('answers cached pages until the catalogue is invalidated', async () => {
    const catalogue = createGameCatalogue(createGamesRepository(ctx.database.db));
    const query = { gameType: 'PVP', gameClassify: 'ALL', pageNo: 1, pageSize: 26 } as const;
    const before = await catalogue.gameList('DEMO', query, null);
    const renamed = before.games[0]!;
    await ctx.database.db.update(games).set({ name: 'Renamed Table' }).where(eq(games.id, renamed.nodeId));
    try {
      expect((await catalogue.gameList('DEMO', query, null)).games[0]!.gameName).toBe(renamed.gameName);
      catalogue.invalidate();
      expect((await catalogue.gameList('DEMO', query, null)).games[0]!.gameName).toBe('Renamed Table');
    } finally {
      await ctx.database.db.update(games).set({ name: renamed.gameName }).where(eq(games.id, renamed.nodeId));
    }
  });

  it('expires cached pages after the time to live', async () => {
    let time = 0;
    const catalogue = createGameCatalogue(createGamesRepository(ctx.database.db), { ttlMs: 1000, now: () => time });
    const query = { gameType: 'ESPORTS', gameClassify: 'ALL', pageNo: 1, pageSize: 26 } as const;
    const first = await catalogue.gameList('DEMO', query, null);
    expect(await catalogue.gameList('DEMO', query, null)).toBe(first);
    time = 1001;
    expect(await catalogue.gameList('DEMO', query, null)).not.toBe(first);
  });
});

describe('vendors, hot games and vassalage', () => {
  it('answers vendor data with esports and cockfight filed under SPORTS and counts per vendor', async () => {
    const { value } = await get(vendorDataSchema, '/wps/relay/GCSGAME_newGameVendor');
    const sports = value!.sorting.find((entry) => entry.gameCategory === 'SPORTS')!;
    expect(sports.vendorNames.map((vendor) => vendor.vendor)).toEqual(expect.arrayContaining(['TF', 'DS88', 'ARENAPRO']));
    expect(value!.mapping.RNG!.gameCount).toBe((await list('gameType=RNG')).totalCount);
    expect(value!.mapping.MOONPEAK_RNG!.gameCount).toBe((await list('gameType=RNG&vendor=MOONPEAK')).totalCount);
    const resorted = resortVendorCategories(value!.sorting).map((entry) => entry.gameCategory);
    expect(resorted.indexOf('ESPORTS')).toBe(resorted.indexOf('SPORTS') + 1);
    expect(resorted.indexOf('COCKFIGHT')).toBe(resorted.indexOf('RNG') + 1);
    const tf = resortVendorCategories(value!.sorting).find((entry) => entry.gameCategory === 'ESPORTS')!.vendorNames[0]!;
    expect(tf).toMatchObject({ vendor: 'TF', gameId: 'lobby' });
    expect(tf.nodeId).toEqual(expect.any(Number));
  });

  it('answers hot games, vassal game types and all vassalage', async () => {
    const hot = await get(gameListSchema, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&gameType=RNG');
    expect(hot.value!.list.length).toBeGreaterThan(0);
    expect(hot.value!.list.every((game) => game.isHot && game.gameCategory === 'RNG')).toBe(true);
    const types = await get(vassalGameTypesSchema, '/wps/relay/GCSGAME_getVassGameType?typeId=RNG&vassalage=MPLAY');
    expect(types.value!.list.map((entry) => entry.subType)).toContain('VIDEO_SLOT');
    const vassalage = await get(allVassalageSchema, '/wps/relay/GCSGAME_getAllVassalage?merchant_code=DEMO');
    expect(vassalage.value!.list).toEqual([expect.objectContaining({ vassalage: 'MPLAY', vendor: 'MPLAY', gameTypes: ['FISH', 'PVP', 'RNG'] })]);
  });
});

describe('favourites and recents', () => {
  it('adds once, lists newest first, filters by category and removes', async () => {
    const member = await createTestMember(ctx.database.db);
    const [slot, live] = [(await list('gameType=RNG')).games[0]!, (await list('gameType=LIVE')).games[2]!];
    const change = (method: 'POST' | 'DELETE', game: Game) =>
      ctx.app.inject({
        method, url: `/wps/relay/MCSFE_${method === 'POST' ? 'add' : 'remove'}FavoriteGameV2`,
        headers: { merchant: 'DEMO', authorization: member.token }, payload: { nodeId: game.nodeId, vendor: game.vendor },
      }).then((response) => response.json().value.changed as boolean);
    expect(await change('POST', slot)).toBe(true);
    expect(await change('POST', slot)).toBe(false);
    expect(await change('POST', live)).toBe(true);
    const ids = await get(favouriteIdsSchema, '/wps/relay/MCSFE_getFavoriteGames', member.token);
    expect(ids.value!.list).toEqual([{ nodeId: live.nodeId, vendor: live.vendor }, { nodeId: slot.nodeId, vendor: slot.vendor }]);
    const page = await get(gamePageSchema, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=26&gameType=RNG', member.token);
    expect(page.value!.games.map((game) => game.nodeId)).toEqual([slot.nodeId]);
    expect(await change('DELETE', slot)).toBe(true);
    expect(await change('DELETE', slot)).toBe(false);
    const after = await get(gamePageSchema, '/wps/relay/MCSFE_getFavoriteGamesList', member.token);
    expect(after.value!.games.map((game) => game.nodeId)).toEqual([live.nodeId]);
  });

  it('refuses a favourite whose vendor does not match, and guests', async () => {
    const member = await createTestMember(ctx.database.db);
    const slot = (await list('gameType=RNG')).games[0]!;
    const wrong = await ctx.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: { merchant: 'DEMO', authorization: member.token }, payload: { nodeId: slot.nodeId, vendor: 'NEONREEL' === slot.vendor ? 'MOONPEAK' : 'NEONREEL' } });
    expect(wrong.json().errorCode).toBe('not.found');
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames', headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
    const recents = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame', headers: { merchant: 'DEMO' } });
    expect(recents.json().errorCode).toBe('login.not.session');
  });

  it('records recents on launch, latest first, 25 a page', async () => {
    const member = await createTestMember(ctx.database.db);
    const slots = (await list('gameType=RNG&pageSize=30')).games;
    for (const game of slots) {
      const launched = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${game.nodeId}&accountType=1`, member.token);
      expect(launched.success).toBe(true);
    }
    const first = await get(gamePageSchema, '/wps/relay/GCS_recentGame?page=1&clientType=2', member.token);
    expect(first.value!.games).toHaveLength(25);
    expect(first.value!.totalCount).toBe(30);
    expect(first.value!.totalPages).toBe(2);
    expect(first.value!.games[0]!.nodeId).toBe(slots.at(-1)!.nodeId);
    const relaunched = slots[0]!;
    await get(launchGameSchema, `/wps/game/launchGame?nodeId=${relaunched.nodeId}`, member.token);
    const again = await get(gamePageSchema, '/wps/relay/GCS_recentGame?page=1', member.token);
    expect(again.value!.games[0]!.nodeId).toBe(relaunched.nodeId);
    expect(again.value!.totalCount).toBe(30);
  });
});

describe('launch', () => {
  it('refuses real play without a session and answers free play where the game offers it', async () => {
    const slot = (await list('gameType=RNG')).games.find((game) => game.supportFreePlay)!;
    const live = (await list('gameType=LIVE')).games.find((game) => !game.supportFreePlay)!;
    const real = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=1`);
    expect(real.status).toBe(401);
    expect(real.errorCode).toBe('login.not.session');
    const free = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=0`);
    expect(free.value!.game_url).toMatch(/^\/wps\/game\/demo\/play\?launch=/);
    const noFree = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${live.nodeId}&accountType=0`);
    expect(noFree.errorCode).toBe('login.not.session');
    const bogus = await get(launchGameSchema, '/wps/game/launchGame?nodeId=123', 'not-a-token');
    expect(bogus.status).toBe(401);
  });

  it('lets trial accounts play free-play games only', async () => {
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    const slot = (await list('gameType=RNG')).games.find((game) => game.supportFreePlay)!;
    const live = (await list('gameType=LIVE')).games.find((game) => !game.supportFreePlay)!;
    expect((await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=1`, trial.token)).success).toBe(true);
    const refused = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${live.nodeId}&accountType=1`, trial.token);
    expect(refused.errorCode).toBe('trial.rejected');
  });

  it('gives a trial account its play money in its wallet: the game plays with the balance the header shows', async () => {
    const created = await ctx.app.inject({ method: 'GET', url: '/wps/session/trial', headers: { merchant: 'DEMO' } });
    const { userName, password } = created.json().value;
    const login = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/session/login/freeplay', headers: { merchant: 'DEMO' }, payload: { username: userName, password, merchantCode: 'DEMOTRIAL' },
    });
    const token: string = login.json().value.token;
    const headerBalance = async () => (await get(balanceSchema, '/wps/wallets/balance', token)).value!.sumBalance;
    expect(await headerBalance()).toBe(2000);

    const slot = (await list('gameType=RNG&minBet=0.01')).games.find((game) => game.supportFreePlay)!;
    const launched = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=0`, token);
    const page = await ctx.app.inject({ method: 'GET', url: launched.value!.game_url });
    expect(page.body).toContain('data-testid="demo-balance">2,000.00<');
    const launch = new URL(launched.value!.game_url, 'http://localhost').searchParams.get('launch')!;
    const spin = await ctx.app.inject({
      method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO' }, payload: { launch, stake: 1, idempotencyKey: 'trial-spin-1' },
    });
    const settled = envelopeSchema(demoSpinSchema).parse(spin.json()).value!;
    expect(settled.freePlay).toBe(false);
    expect(settled.balance).toBe(2000 - 1 + settled.win);
    expect(await headerBalance()).toBe(settled.balance);
  });

  it('launches a vendor lobby by vendor and game code, and lottery games with their mode', async () => {
    const member = await createTestMember(ctx.database.db);
    const lobby = await get(launchGameSchema, '/wps/game/launchGame?vendor=TF&gameCode=lobby', member.token);
    expect(lobby.success).toBe(true);
    const lottery = await get(launchGameSchema, '/wps/game/launchGame?vendor=TCG_SEA&gameCode=lobby&prizeMode=SEA&playType=trad&accountType=0');
    expect(lottery.success).toBe(true);
    const unknown = await get(launchGameSchema, '/wps/game/launchGame?vendor=TF&gameCode=nothing', member.token);
    expect(unknown.errorCode).toBe('not.found');
  });

  it('serves the game page for a valid launch and an expired page otherwise, with no inline script', async () => {
    const member = await createTestMember(ctx.database.db);
    const slot = (await list('gameType=RNG')).games[0]!;
    const { value } = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&language=TY`, member.token);
    const page = await ctx.app.inject({ method: 'GET', url: value!.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="demo-spin"');
    expect(page.body).toContain('Paikutin');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await ctx.app.inject({ method: 'GET', url: '/wps/game/demo/slot.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const expired = await ctx.app.inject({ method: 'GET', url: '/wps/game/demo/play?launch=forged.token.value' });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('demo-expired');
  });
});

describe('winner board and lotteries', () => {
  it('lists seeded wins, biggest first, with masked names', async () => {
    const { value } = await get(winnerBoardSchema, '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20');
    const amounts = value!.list.map((entry) => entry.vo.winAmount);
    expect(amounts.length).toBeGreaterThanOrEqual(10);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(value!.list.every((entry) => entry.vo.customerName.includes('***'))).toBe(true);
    expect(value!.list.map((entry) => entry.vo.customerName)).not.toContain('demo');
  });

  it('lists lotteries with their issue on sale, and a lottery draw history (the stored draws: modules/lottery)', async () => {
    const { value } = await get(lotteryListSchema, '/wps/relay/GCSGAME_getLotteryList');
    expect(value!.list.length).toBeGreaterThan(20);
    const sea = value!.list.find((lottery) => lottery.game.vendor === 'TCG_SEA')!;
    expect(sea.prizeMode).toBe('SEA');
    const elott = value!.list.find((lottery) => lottery.game.vendor === 'ELOTT')!;
    expect(elott.prizeMode).toBe('Elott');
    const pk10 = value!.list.find((lottery) => lottery.game.subType === 'PK10')!;
    expect(pk10.nextDraw.closesAt).toBeGreaterThan(Date.now());
    expect(pk10.format).toEqual({ count: 10, min: 1, max: 10 });
    const filtered = await get(lotteryListSchema, '/wps/relay/GCSGAME_getLotteryList?prizeMode=SEA');
    expect(filtered.value!.list.every((lottery) => lottery.game.vendor === 'TCG_SEA')).toBe(true);
    const draws = await get(lotteryDrawsSchema, `/wps/relay/GCSGAME_getLotteryDraws?nodeId=${pk10.game.nodeId}&pageSize=10`);
    expect(draws.success).toBe(true);
    const notLottery = await get(lotteryDrawsSchema, `/wps/relay/GCSGAME_getLotteryDraws?nodeId=${(await list('gameType=RNG')).games[0]!.nodeId}`);
    expect(notLottery.errorCode).toBe('not.found');
  });
});

describe('demo spin (free play)', () => {
  it('plays without the wallet when launched as free play', async () => {
    const slot = (await list('gameType=RNG')).games.find((game) => game.supportFreePlay)!;
    const { value } = await get(launchGameSchema, `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=0`);
    const launch = new URL(value!.game_url, 'http://x').searchParams.get('launch')!;
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO' },
      payload: { launch, stake: Math.max(slot.minBet, 1), idempotencyKey: 'free-spin-0001' },
    });
    const spin = envelopeSchema(demoSpinSchema).parse(response.json()).value!;
    expect(spin).toMatchObject({ freePlay: true, balance: null });
    expect(spin.window.length).toBeGreaterThanOrEqual(3);
    const otherMerchant = await ctx.app.inject({
      method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'ALT' },
      payload: { launch, stake: 1, idempotencyKey: 'free-spin-0002' },
    });
    expect(otherMerchant.json().errorCode).toBe('login.not.session');
  });
});
