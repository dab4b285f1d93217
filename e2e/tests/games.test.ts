import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import {
  clearFavourites, DEMO_AGENT, favouriteIds, gameList, loadedCount, loginPlayer, renderedNodeIds, useSessionIn,
  waitForLoadedCount, type Player,
} from '../support/games.ts';

const openList = async (page: Page, query: string) => {
  await page.goto(`${baseUrl()}/m/gameList?${query}`);
  await page.getByTestId('page-gameList').waitFor();
  await page.getByTestId('game-tile').first().waitFor();
};

/** Scrolls to the bottom until the list says it has everything. */
async function scrollToEnd(page: Page) {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await page.getByTestId('game-list-end').isVisible()) return;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(400);
  }
  throw new Error('The list did not reach its end');
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('game list', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;

  beforeAll(async () => {
    player = await loginPlayer(DEMO_AGENT);
  });

  it('shows the first 26 games of a category in the server order, with pictures from the server', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=RNG');
    const expected = await gameList('gameType=RNG&pageNo=1');
    await waitForLoadedCount(page, 26);
    const rendered = await renderedNodeIds(page);
    expect(rendered.slice(0, 9)).toEqual(expected.games.slice(0, 9).map((game) => game.nodeId));
    const src = await page.getByTestId('game-tile').first().locator('img').getAttribute('src');
    expect(src).toMatch(/^\/wps\/media\/games\//);
    // The first screen's pictures load at once (largest paint), the rest lazily.
    expect(await page.getByTestId('game-tile').first().locator('img').getAttribute('loading')).toBe('eager');
    expect(await page.getByTestId('game-tile').nth(6).locator('img').getAttribute('loading')).toBe('lazy');
    expect(phone.errors).toEqual([]);
  });

  it('searches by name only on Enter, case-insensitively', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=RNG');
    const word = (await gameList('gameType=RNG')).games[4]!.gameName.split(' ')[1]!;
    const search = page.getByTestId('game-search');
    await search.fill(word.toUpperCase());
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get('gameName')).toBeNull();
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('gameName') === word.toUpperCase());
    const expected = await gameList(`gameType=RNG&gameName=${encodeURIComponent(word)}&pageSize=100`);
    await waitForLoadedCount(page, Math.min(26, expected.totalCount));
    const names = await page.getByTestId('game-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());
  });

  it('lists each tab from its own source: all, hot, new (slots only), recent and favourites', async () => {
    const page = await phone.open();
    await useSessionIn(page, player);
    await openList(page, 'gameType=RNG');
    const tabs: [tab: string, classify: string][] = [['hot', 'HOT'], ['new', 'NEW'], ['all', 'ALL']];
    for (const [tab, classify] of tabs) {
      await page.getByTestId(`game-tab-${tab}`).click();
      await expect.poll(() => page.getByTestId(`game-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      const expected = await gameList(`gameType=RNG&gameClassify=${classify}`);
      await waitForLoadedCount(page, Math.min(26, expected.totalCount));
      expect((await renderedNodeIds(page)).slice(0, 6)).toEqual(expected.games.slice(0, 6).map((game) => game.nodeId));
    }
    await page.getByTestId('game-tab-recent').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('recent');
    await page.getByTestId('game-tab-fav').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('fav');

    await openList(page, 'gameType=LIVE');
    expect(await page.getByTestId('game-tab-new').count()).toBe(0);
    expect(phone.errors).toEqual([]);
  });

  it('sends guests to login from the recent and favourites tabs, a game and a heart', async () => {
    const page = await phone.open();
    for (const target of ['game-tab-recent', 'game-tab-fav', 'game-fav']) {
      await openList(page, 'gameType=RNG');
      await page.getByTestId(target).first().click();
      await page.waitForURL('**/m/login');
    }
    await openList(page, 'gameType=FISH');
    await page.getByTestId('game-tile').first().locator('.game-tile-open').click();
    await page.waitForURL('**/m/login');
    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG&tab=fav`);
    await page.waitForURL('**/m/login');
  });

  it('filters slots by vendor, game type and minimum bet, resets, and links to other categories', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=RNG');
    await page.getByTestId('game-filter-open').click();
    const panel = page.getByTestId('game-filter-panel');
    await panel.waitFor();
    await panel.getByTestId('filter-vendor').locator('[data-value="MOONPEAK"]').click();
    await panel.getByTestId('filter-game-type').locator('[data-value="VIDEO_SLOT"]').click();
    await panel.getByTestId('filter-min-bet').locator('[data-value="0.05"]').click();
    await panel.getByTestId('filter-submit').click();
    await page.waitForURL((url) => url.searchParams.get('vendor') === 'MOONPEAK' && url.searchParams.get('minBet') === '0.05');
    expect(new URL(page.url()).searchParams.get('subType')).toBe('VIDEO_SLOT');
    const expected = await gameList('gameType=RNG&vendor=MOONPEAK&subType=VIDEO_SLOT&minBet=0.05');
    if (expected.totalCount > 0) {
      await waitForLoadedCount(page, expected.totalCount);
      expect(await renderedNodeIds(page)).toEqual(expected.games.map((game) => game.nodeId));
    } else {
      await page.getByText('No data').waitFor();
    }
    await expect.poll(() => page.getByTestId('vendor-option').and(page.locator('[data-vendor="MOONPEAK"]')).getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('game-filter-open').click();
    await panel.getByTestId('filter-reset').click();
    await panel.getByTestId('filter-submit').click();
    await page.waitForURL((url) => !url.searchParams.has('vendor') && !url.searchParams.has('minBet') && !url.searchParams.has('subType'));
    await waitForLoadedCount(page, 26);

    await page.getByTestId('game-filter-open').click();
    await panel.getByTestId('filter-category-FISH').click();
    await page.waitForURL((url) => url.searchParams.get('gameType') === 'FISH');
    await page.getByTestId('game-filter-open').click();
    await panel.waitFor();
    expect(await panel.getByTestId('filter-min-bet').count()).toBe(0);
    expect(await panel.getByTestId('filter-vendor').count()).toBe(1);
  });

  it('filters by a vendor of the carousel, four vendors a slide', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=RNG');
    const slides = page.getByTestId('vendor-slide');
    expect(await slides.first().getByTestId('vendor-option').count()).toBe(4);
    const vendor = await slides.first().getByTestId('vendor-option').nth(1).getAttribute('data-vendor');
    await slides.first().getByTestId('vendor-option').nth(1).click();
    await page.waitForURL((url) => url.searchParams.get('vendor') === vendor);
    const expected = await gameList(`gameType=RNG&vendor=${vendor}`);
    await expect.poll(() => renderedNodeIds(page).then((ids) => ids[0])).toBe(expected.games[0]!.nodeId);
  });

  it('pages to the end of a category 26 at a time and then stops', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=PVP');
    const first = await gameList('gameType=PVP');
    expect(first.totalPages).toBeGreaterThan(2);
    await waitForLoadedCount(page, 26);
    await scrollToEnd(page);
    expect(await loadedCount(page)).toBe(first.totalCount);
    const last = (await gameList(`gameType=PVP&pageNo=${first.totalPages}`)).games.at(-1)!;
    expect(await renderedNodeIds(page)).toContain(last.nodeId);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_gameList')) requests.push(request.url());
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });

  it('keeps the DOM the same size while the whole slot catalogue loads (virtualised rows)', async () => {
    const page = await phone.open();
    await openList(page, 'gameType=RNG');
    await waitForLoadedCount(page, 26);
    const nodesAtStart = await page.evaluate(() => document.querySelectorAll('*').length);
    const total = (await gameList('gameType=RNG')).totalCount;
    await scrollToEnd(page);
    expect(await loadedCount(page)).toBe(total);
    const tiles = await page.getByTestId('game-tile').count();
    const nodesAtEnd = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(tiles).toBeLessThan(40);
    expect(nodesAtEnd).toBeLessThan(nodesAtStart * 1.3);
    const last = (await gameList(`gameType=RNG&pageNo=${Math.ceil(total / 26)}`)).games.at(-1)!;
    expect(await renderedNodeIds(page)).toContain(last.nodeId);
  }, 120_000);

  it('adds and removes favourites on each tab; a removed favourite leaves the favourites tab', async () => {
    await clearFavourites(player);
    const page = await phone.open();
    await useSessionIn(page, player);
    await openList(page, 'gameType=RNG');

    const heartOf = (nodeId: number) => page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"] [data-testid="game-fav"]`);
    const addFirstOn = async (tab: string) => {
      await page.getByTestId(`game-tab-${tab}`).click();
      await expect.poll(() => page.getByTestId(`game-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('game-tile').first().waitFor();
      const ids = await renderedNodeIds(page);
      const id = ids.find((candidate) => !added.includes(candidate))!;
      await heartOf(id).click();
      await expect.poll(() => heartOf(id).getAttribute('aria-pressed')).toBe('true');
      added.push(id);
      return id;
    };
    const added: number[] = [];
    await addFirstOn('all');
    await addFirstOn('hot');
    await addFirstOn('new');
    await expect.poll(() => favouriteIds(player).then((ids) => [...ids].sort())).toEqual([...added].sort());

    // A second tap on a favourite removes it (adding again is skipped).
    await heartOf(added[2]!).click();
    await expect.poll(() => heartOf(added[2]!).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => favouriteIds(player)).not.toContain(added[2]);
    added.pop();

    await page.getByTestId('game-tab-fav').click();
    await waitForLoadedCount(page, added.length);
    expect([...(await renderedNodeIds(page))].sort()).toEqual([...added].sort());
    await heartOf(added[0]!).click();
    await waitForLoadedCount(page, added.length - 1);
    expect(await renderedNodeIds(page)).not.toContain(added[0]);
    await expect.poll(() => favouriteIds(player)).toEqual([added[1]]);

    // Recent tab: open a game so it is recent, then favourite it there.
    await page.getByTestId('game-tab-all').click();
    await waitForLoadedCount(page, 26);
    const recent = (await renderedNodeIds(page))[5]!;
    await page.locator(`[data-testid="game-tile"][data-node-id="${recent}"] .game-tile-open`).click();
    await page.getByTestId('launch-frame').waitFor();
    await page.getByTestId('launch-back').click();
    await page.getByTestId('page-gameList').waitFor();
    await page.getByTestId('game-tab-recent').click();
    await expect.poll(() => renderedNodeIds(page).then((ids) => ids[0])).toBe(recent);
    await heartOf(recent).click();
    await expect.poll(() => favouriteIds(player)).toContain(recent);
    await heartOf(recent).click();
    await expect.poll(() => favouriteIds(player)).not.toContain(recent);
    expect(pathAndQuery(page)).toContain('tab=recent');
  }, 90_000);
});
