import { commitmentOf, fairRoundSchema, memberInfoSchema } from '@m/contract';
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferEnglish } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { callApi, DEMO_PLAYER, gameList, loginPlayer, useSessionIn, type Player } from '../support/games.ts';

/**
 * A seed whose first spin shows three pyramids on Pharaoh's Gold with the player seed below
 * (found with `node --import tsx scripts/find-slot-seed.ts pharaoh free-spins 1`).
 */
const FREE_SPINS_SEED = '21e0591df4ecaf6eab020a5f7083cb62aa51b6101b0a160ed81895bc430123c5';
const PLAYER_SEED = 'free-spins';
/** An in-house slot whose name opens the Pharaoh's Gold theme. */
const PHARAOH_GAME = 'MPL011_RNG';

async function openSlot(page: Page, query: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl()}/m/launchGame?${query}`);
  const frame = page.frameLocator('[data-testid="launch-frame"]');
  await frame.getByTestId('demo-spin').waitFor();
  return frame;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('the slot themes', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;

  beforeAll(async () => {
    player = await loginPlayer(DEMO_PLAYER);
  });

  it('reach the free spins from a chosen seed: the commitment shown first, the stake debited, free spins staking nothing, the spin verifiable', async () => {
    const member = await callApi(memberInfoSchema, '/wps/member/info', { token: player.token });
    const slot = (await gameList('gameType=RNG&vendor=MPLAY&pageSize=100')).games.find((game) => game.gameId === PHARAOH_GAME)!;
    await callApi(z.unknown(), '/wps/dev/fair/seed', {
      method: 'POST', body: { game: 'slot-pharaoh', round: `${member.id}.${slot.nodeId}.1.base`, serverSeed: FREE_SPINS_SEED },
    });

    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);
    await page.addInitScript((seed) => window.localStorage.setItem('slot-client-seed', seed), PLAYER_SEED);
    const frame = await openSlot(page, `gameCategory=RNG&vendor=MPLAY&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1`);
    expect(await frame.getByTestId('slot-commitment').textContent()).toBe(commitmentOf(FREE_SPINS_SEED));
    expect(await frame.getByTestId('slot-rtp').textContent()).toBe('Return to player: 95.65%');

    const before = money(await frame.getByTestId('demo-balance').textContent());
    const stake = Number(await frame.getByTestId('demo-stake').locator('option').first().getAttribute('value'));
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('slot-free-spins').textContent()).toBe('Free spins left: 5');
    expect(await frame.getByTestId('demo-result').textContent()).toMatch(/^You won 5 free spins!/);
    expect(await frame.getByTestId('demo-spin').textContent()).toBe('Free spin');
    const afterTrigger = money(await frame.getByTestId('demo-balance').textContent());
    const paid = await frame.getByTestId('slot-wins').locator('li').allTextContents();
    expect(paid.length).toBeGreaterThan(0);
    expect(afterTrigger).toBeGreaterThan(before - stake);
    await expect.poll(() => page.getByTestId('launch-balance').textContent()).toContain(afterTrigger.toLocaleString('en-US', { minimumFractionDigits: 2 }));

    const verify = await frame.getByTestId('slot-verify').getAttribute('href');
    expect(verify).toMatch(/^\/m\/fair\?id=\d+$/);
    const round = await callApi(fairRoundSchema, `/wps/fair/round?id=${verify!.split('=').at(-1)}`);
    expect(round).toMatchObject({ game: 'slot-pharaoh', serverSeed: FREE_SPINS_SEED, publicSeed: `${PLAYER_SEED}:1` });
    expect((await page.request.get(`${baseUrl()}${verify}`)).status()).toBe(200);

    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('slot-free-spins').textContent()).not.toBe('Free spins left: 5');
    expect(money(await frame.getByTestId('demo-balance').textContent())).toBeGreaterThanOrEqual(afterTrigger);

    // The game page on its own, free spins waiting and the fairness panel shown: nothing serious for axe.
    await page.goto(page.frames().find((candidate) => candidate.url().includes('/wps/game/demo/play'))!.url());
    await page.getByTestId('slot-free-spins').waitFor();
    expect(await seriousViolations(page, 'slot game page')).toEqual([]);

    // The first spin's verify page checks its seed and recomputes its reels in the browser.
    await page.goto(`${baseUrl()}${verify}`);
    await expect.poll(() => page.getByTestId('fair-verdict').count()).toBe(2);
    expect(await page.getByTestId('fair-verdict').allTextContents()).toEqual([expect.stringMatching(/^✓/), expect.stringMatching(/^✓/)]);
    expect(phone.errors).toEqual([]);
  });

  it('plays for free as a guest with play money, the wins shown on their lines', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.route('**/wps/game/demo/spin', async (route) => {
      const { stake } = route.request().postDataJSON() as { stake: number };
      await route.fulfill({
        json: {
          success: true,
          value: {
            theme: 'fruits', window: [['CHERRY', 'BAR', 'PLUM'], ['CHERRY', 'BELL', 'LEMON'], ['ORANGE', 'SEVEN', 'BAR']],
            lineWins: [{ line: 1, symbol: 'CHERRY', count: 2, win: stake * 0.6 }], scatterCount: 0, scatterWin: 0,
            stake, bet: stake, win: stake * 0.6, free: false, multiplier: 1, freeSpinsAwarded: 0, freeSpinsLeft: 0,
            balance: null, freePlay: true, fairRoundId: null, next: null,
          },
        },
      });
    });
    // Frozen Mango Megaways: a name that opens the fruits.
    const fruits = (await gameList('gameType=RNG&vendor=MPLAY&pageSize=100')).games.find((game) => game.gameId === 'MPL030_RNG')!;
    const frame = await openSlot(page, `gameCategory=RNG&vendor=MPLAY&gameId=${fruits.gameId}&nodeId=${fruits.nodeId}&supportFreePlay=1&freePlay=1`);
    await frame.getByTestId('demo-free-play').waitFor();
    expect(await frame.getByTestId('slot-fairness').count()).toBe(0);
    await frame.getByTestId('demo-stake').selectOption('1');
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).toBe('You won \u2066₱0.60\u2069.');
    expect(await frame.getByTestId('slot-wins').textContent()).toBe('Line 2 ×2 \u2066₱0.60\u2069');
    expect(await frame.locator('.cell.hit').count()).toBe(2);
    expect(await frame.getByTestId('demo-balance').textContent()).toBe('1,999.60');

    // The game page on its own, its paytable open: nothing serious for axe.
    await page.goto(page.frames().find((candidate) => candidate.url().includes('/wps/game/demo/play'))!.url());
    await page.getByTestId('slot-paytable').locator('summary').click();
    expect(await seriousViolations(page, 'slot game page')).toEqual([]);
  });
});
