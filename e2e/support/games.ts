import { balanceSchema, endpoints, envelopeSchema, favouriteIdsSchema, gamePageSchema, type GamePage } from '@m/contract';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { apiLoginSession } from './accounts.ts';
import { baseUrl } from './browser.ts';

export type Player = { token: string; userName: string; type: number };

/** Seeded accounts of the DEMO merchant (the accounts seed; opening balances come with the wallet seed). */
export const DEMO_PLAYER = { username: 'demo', password: 'demo1234' } as const;
export const DEMO_AGENT = { username: 'agent01', password: 'agent1234' } as const;

export async function loginPlayer(account: { username: string; password: string }): Promise<Player> {
  const session = await apiLoginSession(baseUrl(), 'DEMO', account.username, account.password);
  return { token: session.token, userName: session.userName, type: session.type };
}

/** Puts the session where the app's session store reads it, before any page script runs. */
export async function useSessionIn(page: Page, player: Player): Promise<void> {
  const info = JSON.stringify({ token: player.token, merchantCode: 'DEMO', userName: player.userName, type: player.type, firstTimeLogin: false });
  await page.addInitScript((raw) => {
    window.localStorage.setItem('MC_SESSION_INFO', raw);
  }, info);
}

/** `init.base`: another server than the suite's (a test that starts its own). */
export async function callApi<S extends z.ZodType>(schema: S, path: string, init: { token?: string; method?: string; body?: unknown; base?: string } = {}) {
  const response = await fetch((init.base ?? baseUrl()) + path, {
    method: init.method ?? 'GET',
    headers: {
      Merchant: 'DEMO',
      Language: 'EN',
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = envelopeSchema(schema).parse(await response.json());
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode}`);
  return envelope.value as z.output<S>;
}

export const gameList = (query: string, token?: string): Promise<GamePage> =>
  callApi(gamePageSchema, `/wps/relay/GCSGAME_gameList?${query}`, { token });

/**
 * An in-house slot whose theme has no free spins (Frozen Mango Megaways opens the fruits, minimum bet
 * 0.01), so every spin stakes what was chosen: for tests that count stakes.
 */
export const plainSlot = async (base = baseUrl()) =>
  (await callApi(gamePageSchema, '/wps/relay/GCSGAME_gameList?gameType=RNG&vendor=MPLAY&pageSize=100', { base })).games.find((game) => game.gameId === 'MPL030_RNG')!;

/** Settles one spin of an in-house slot for the member with real money (`stake` in major units), as the game page would. */
export async function spinSlot(token: string, stake: number, base = baseUrl()): Promise<void> {
  const slot = await plainSlot(base);
  const launch = await callApi(endpoints.launchGame.response, `/wps/game/launchGame?gameCategory=RNG&vendor=MPLAY&gameId=${slot.gameId}&nodeId=${slot.nodeId}`, { token, base });
  const launchToken = new URL(launch.game_url, base).searchParams.get('launch')!;
  await callApi(endpoints.demoSpin.response, '/wps/game/demo/spin', { method: 'POST', body: { launch: launchToken, stake, idempotencyKey: randomUUID().replaceAll('-', '') }, base });
}

export const balanceOf = async (player: Player): Promise<number> =>
  (await callApi(balanceSchema, '/wps/wallets/balance', { token: player.token })).sumBalance;

/** Removes every favourite of the player, so a test starts from none. */
export async function clearFavourites(player: Player): Promise<void> {
  const { list } = await callApi(favouriteIdsSchema, '/wps/relay/MCSFE_getFavoriteGames', { token: player.token });
  for (const key of list) {
    await fetch(`${baseUrl()}/wps/relay/MCSFE_removeFavoriteGameV2`, {
      method: 'DELETE',
      headers: { Merchant: 'DEMO', Authorization: player.token, 'Content-Type': 'application/json' },
      body: JSON.stringify(key),
    });
  }
}

export const favouriteIds = async (player: Player): Promise<number[]> =>
  (await callApi(favouriteIdsSchema, '/wps/relay/MCSFE_getFavoriteGames', { token: player.token })).list.map((key) => key.nodeId);

/** The node ids of the game tiles in the DOM, in order. */
export const renderedNodeIds = (page: Page): Promise<number[]> =>
  page.getByTestId('game-tile').evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-node-id'))));

/** Waits until the grid holds `count` games (loaded, not necessarily rendered). */
export async function waitForLoadedCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('[data-testid="game-grid"]')?.getAttribute('data-count') === String(expected), count);
}

export const loadedCount = async (page: Page): Promise<number> => Number(await page.getByTestId('game-grid').getAttribute('data-count'));

/**
 * Waits until a live table's page shows an open round with at least `seconds` left to bet in it (the next round, when
 * this one is about to close); its key. `table`: the page's test-id prefix (`baccarat`, `cockfight`).
 */
export async function openRoundOf(page: Page, table: string, seconds: number, timeout: number): Promise<string> {
  const round = await page.waitForFunction(({ testId, least }) => {
    const bar = document.querySelector(`[data-testid="${testId}"]`);
    return bar?.getAttribute('data-open') === 'true' && Number(bar.getAttribute('data-seconds-left')) >= least ? bar.getAttribute('data-round') : null;
  }, { testId: `${table}-round`, least: seconds }, { timeout });
  return (await round.jsonValue())!;
}
