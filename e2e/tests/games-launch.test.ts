import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lotteryListSchema } from '@m/contract';
import { devRunJob } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, DEMO_PLAYER, gameList, loginPlayer, plainSlot, useSessionIn, type Player } from '../support/games.ts';

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const tileOf = (page: Page, nodeId: number) => page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"] .game-tile-open`);

async function openList(page: Page, query: string) {
  await page.goto(`${baseUrl()}/m/gameList?${query}`);
  await page.getByTestId('game-tile').first().waitFor();
}

async function openLobbyVendor(page: Page, category: string, vendor: string) {
  await page.goto(`${baseUrl()}/m/gameLobby`);
  await page.getByTestId(`lobby-${category}`).locator(`[data-testid="vendor-card"][data-vendor="${vendor}"]`).click();
}

describe('launching games (spec §4 launch table)', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;

  beforeAll(async () => {
    player = await loginPlayer(DEMO_PLAYER);
  });

  it('opens a slot for a member through the generic launch, full screen, and back to the list', async () => {
    const page = await phone.open();
    await useSessionIn(page, player);
    await openList(page, 'gameType=RNG');
    const game = (await gameList('gameType=RNG')).games[2]!;
    await tileOf(page, game.nodeId).click();
    await page.waitForURL('**/m/launchGame?**');
    expect(pathAndQuery(page)).toBe(
      `/m/launchGame?gameCategory=RNG&vendor=${game.vendor}&gameId=${game.gameId}&nodeId=${game.nodeId}&supportFreePlay=1`,
    );
    const frame = page.frameLocator('[data-testid="launch-frame"]');
    await frame.getByTestId('demo-spin').waitFor();
    expect(await frame.locator('h1').textContent()).toBe(game.gameName);
    expect(await frame.getByTestId('demo-free-play').count()).toBe(0);
    await page.getByTestId('launch-back').click();
    await page.getByTestId('page-gameList').waitFor();
    expect(phone.errors).toEqual([]);
  });

  it.each([
    { vendor: 'LOTT', mode: 'Lott' },
    { vendor: 'ELOTT', mode: 'Elott' },
    { vendor: 'TCG_SEA', mode: 'SEA' },
    { vendor: 'TCG_LOTTO_VN', mode: 'Lott' },
  ])('launches a $vendor lottery directly, even for a guest: the launcher with prize mode $mode opens its game page', async ({ vendor, mode }) => {
    const page = await phone.open();
    const lotteries = await gameList(`gameType=${vendor === 'ELOTT' ? 'ELOTT' : 'LOTT'}&vendor=${vendor}`);
    const lottery = lotteries.games.find((game) => game.gameCode !== 'lobby')!;
    await openList(page, `gameType=${lottery.gameCategory}&vendor=${vendor}`);
    const launched = page.waitForURL('**/m/launchGame?**');
    await tileOf(page, lottery.nodeId).click();
    await launched;
    expect(pathAndQuery(page)).toBe(
      `/m/launchGame?playType=${lottery.playType}&prize_mode=${mode}&code=${lottery.gameCode}&vendor=${vendor}&pageBack=home`,
    );
    await page.waitForURL('**/m/lotteryGame?**');
    expect(pathAndQuery(page)).toBe(`/m/lotteryGame?code=${lottery.gameCode}&prizeMode=${mode}&vendor=${vendor}&pageBack=home`);
    await page.getByTestId('lottery-issue').waitFor();
  });

  it('sends a guest to login for a live vendor and a slot', async () => {
    const page = await phone.open();
    await openLobbyVendor(page, 'LIVE', 'VELVETROOM');
    await page.waitForURL('**/m/login');
    await openList(page, 'gameType=RNG');
    await page.getByTestId('game-tile').first().locator('.game-tile-open').click();
    await page.waitForURL('**/m/login');
  });

  it('routes vendor entries: in-house to its game page, slot vendors to the slot list, others to their lobby', async () => {
    const page = await phone.open();
    await useSessionIn(page, player);
    await openLobbyVendor(page, 'RNG', 'MPLAY');
    await page.waitForURL('**/m/gameList?**');
    expect(pathAndQuery(page)).toBe('/m/gameList?gameType=RNG&vassalage=MPLAY');
    await page.getByTestId('game-tile').first().waitFor();
    const inHouse = await page.getByTestId('game-tile').evaluateAll((tiles) => [...new Set(tiles.map((tile) => tile.getAttribute('data-vendor')))]);
    expect(inHouse).toEqual(['MPLAY']);

    await openLobbyVendor(page, 'RNG', 'MOONPEAK');
    await page.waitForURL('**/m/gameList?**');
    expect(pathAndQuery(page)).toBe('/m/gameList?gameType=RNG&vendor=MOONPEAK');

    await openLobbyVendor(page, 'FISH', 'DEEPTIDE');
    await page.waitForURL('**/m/gameList?**');
    expect(pathAndQuery(page)).toBe('/m/gameList?gameType=FISH&vendor=DEEPTIDE');

    // Esports vendors open the sportsbook on its esports matches.
    await openLobbyVendor(page, 'ESPORTS', 'TF');
    await page.waitForURL('**/m/sportsbook?**');
    expect(pathAndQuery(page)).toBe('/m/sportsbook?sport=ESPORTS');
    await page.getByTestId('page-sportsbook').waitFor();

    await openLobbyVendor(page, 'COCKFIGHT', 'DS88');
    await page.waitForURL('**/m/launchGame?**');
    expect(new URL(page.url()).searchParams.get('gameCategory')).toBe('COCKFIGHT');
  });

  it('shows esports after sports and cockfight after slots in the lobby (vendor re-sort)', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/gameLobby`);
    await page.locator('[data-testid^="lobby-"]').first().waitFor();
    const order = await page.locator('[data-testid^="lobby-"]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')!.slice(6)));
    expect(order.indexOf('ESPORTS')).toBe(order.indexOf('SPORTS') + 1);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('RNG') + 1);
  });

  it('plays the demo slot: the stake is debited, the win credited, and the balance follows', async () => {
    const page = await phone.open();
    await useSessionIn(page, player);
    const before = await balanceOf(player);
    const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await page.goto(`${baseUrl()}/m/home`);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain(money(before));
    const slot = await plainSlot();
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=RNG&vendor=${slot.vendor}&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1&pageBack=home`);
    const frame = page.frameLocator('[data-testid="launch-frame"]');
    await frame.getByTestId('demo-spin').waitFor();
    await expect.poll(() => page.getByTestId('launch-balance').textContent()).toBe(`\u2066₱${money(before)}\u2069`);
    await frame.getByTestId('demo-stake').selectOption('1');
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).not.toBe('');
    const win = await frame.getByTestId('demo-result').getAttribute('class').then((tone) => tone?.includes('win'));
    const after = await balanceOf(player);
    const winAmount = Math.round((after - (before - 1)) * 100) / 100;
    expect(winAmount).toBeGreaterThanOrEqual(0);
    expect(win, 'a win is a payout above the 1.00 stake').toBe(winAmount > 1);
    const shown = money(after);
    expect(await frame.getByTestId('demo-balance').textContent()).toBe(shown);
    await expect.poll(() => page.getByTestId('launch-balance').textContent()).toBe(`\u2066₱${shown}\u2069`);

    await page.getByTestId('launch-back').click();
    await page.waitForURL('**/m/home');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain(shown);
  });

  it('refuses a stake above the balance with a clear message inside the game', async () => {
    const page = await phone.open();
    await useSessionIn(page, player);
    const balance = await balanceOf(player);
    const slot = await plainSlot();
    await page.route('**/wps/game/demo/spin', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, stake: Math.ceil(balance) + 1000 }) });
    });
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=RNG&vendor=${slot.vendor}&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1`);
    const frame = page.frameLocator('[data-testid="launch-frame"]');
    await frame.getByTestId('demo-spin').click();
    // DEMO's default language is TY: the server's message comes in it.
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).toMatch(/Kulang ang iyong balanse/);
    expect(await frame.getByTestId('demo-result').getAttribute('class')).toContain('error');
    expect(await balanceOf(player)).toBe(balance);
  });

  it('offers free play on the trial page without an account', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/trail`);
    await page.getByTestId('trail-game').first().click();
    await page.waitForURL('**/m/launchGame?**');
    expect(new URL(page.url()).searchParams.get('freePlay')).toBe('1');
    const frame = page.frameLocator('[data-testid="launch-frame"]');
    await frame.getByTestId('demo-free-play').waitFor();
    expect(await frame.getByTestId('demo-balance').textContent()).toBe('2,000.00');
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).not.toBe('');
    expect(await frame.getByTestId('demo-balance').textContent()).not.toBe('');
  });
});

describe('winners and lotteries', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('shows the winner board, biggest win first, without the footer', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/winnerPage`);
    await page.getByTestId('winner-row').first().waitFor();
    const amounts = (await page.getByTestId('winner-amount').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
    expect(amounts.length).toBeGreaterThanOrEqual(10);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(await page.getByTestId('app-footer').count()).toBe(0);
  });

  it('lists lotteries with countdowns, groups by prize mode and opens the launcher', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/moreLottery`);
    await page.getByTestId('lottery-card').first().waitFor();
    for (const mode of ['Lott', 'Elott', 'SEA']) expect(await page.getByTestId(`lottery-group-${mode}`).count()).toBe(1);
    const card = page.getByTestId('lottery-group-SEA').getByTestId('lottery-card').first();
    expect(await card.getByTestId('lottery-countdown').textContent()).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    await card.getByTestId('lottery-play').click();
    await page.waitForURL('**/m/lotteryGame?**');
    expect(new URL(page.url()).searchParams.get('prizeMode')).toBe('SEA');

    await page.goto(`${baseUrl()}/m/startLottery`);
    await page.getByTestId('lottery-mode-Elott').click();
    await expect.poll(() => page.getByTestId('lottery-card').first().getAttribute('data-vendor')).toBe('ELOTT');

    // The results are the stored draws: eleven past draws of a minute lottery, driven through its draw job.
    const { list } = await callApi(lotteryListSchema, '/wps/relay/GCSGAME_getLotteryList');
    const index = list.findIndex((lottery) => lottery.drawIntervalSeconds < 86_400);
    const lottery = list[index]!;
    const intervalMs = lottery.drawIntervalSeconds * 1000;
    const nextDrawAt = lottery.nextDraw.closesAt + 10_000;
    for (let back = 2; back <= 12; back++) {
      await devRunJob(baseUrl(), `lottery.draw:${lottery.game.vendor}-${lottery.game.gameCode}`, new Date(nextDrawAt - back * intervalMs).toISOString());
    }
    await page.goto(`${baseUrl()}/m/lottery`);
    await page.getByTestId('lottery-result').nth(index).locator('button').click();
    await page.getByTestId('draw-row').first().waitFor();
    expect(await page.getByTestId('draw-row').count()).toBe(10);
    await page.getByTestId('draw-more').click();
    await expect.poll(() => page.getByTestId('draw-row').count()).toBeGreaterThanOrEqual(11);
  });
});
