import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { preferEnglish } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { gameList } from '../support/games.ts';

/** Opens the in-house slot (vendor MPLAY) from the app, as a guest in free play or as the signed-in account. */
async function openInHouseSlot(page: Page, accountType: 0 | 1) {
  const slot = (await gameList('gameType=RNG&vendor=MPLAY')).games[0]!;
  await page.goto(`${baseUrl()}/m/launchGame?gameCategory=RNG&vendor=MPLAY&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1${accountType === 0 ? '&freePlay=1' : ''}`);
  const frame = page.frameLocator('[data-testid="launch-frame"]');
  await frame.getByTestId('demo-spin').waitFor();
  return frame;
}

describe('the in-house slot', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each([
    ['a payout above the stake is a win, in pesos: the gain and the payout', 5, 'win', 'You won ₱4.00! Paid ₱5.00.'],
    ['a payout equal to the stake is the stake back, not a win', 1, 'even', 'Your stake of ₱1.00 came back.'],
    ['no payout is no win', 0, 'lose', 'No win this time.'],
  ] as const)('%s', async (_name, multiplier, tone, message) => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.route('**/wps/game/demo/spin', async (route) => {
      const { stake } = route.request().postDataJSON() as { stake: number };
      await route.fulfill({
        json: { success: true, value: { reels: ['CHERRY', 'LEMON', 'CHERRY'], stake, win: stake * multiplier, balance: null, freePlay: true } },
      });
    });
    const frame = await openInHouseSlot(page, 0);
    await frame.getByTestId('demo-stake').selectOption('1');
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).toBe(message);
    expect(await frame.getByTestId('demo-result').getAttribute('class')).toBe(`result ${tone}`);
  });

  it('a trial account plays with the balance its header shows', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-trial').click();
    await page.getByTestId('page-home').waitFor();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('₱2,000.00');

    const frame = await openInHouseSlot(page, 1);
    expect(await frame.getByTestId('demo-balance').textContent()).toBe('2,000.00');
    await frame.getByTestId('demo-stake').selectOption('1');
    await frame.getByTestId('demo-spin').click();
    await expect.poll(() => frame.getByTestId('demo-result').textContent()).not.toBe('');
    const inGame = await frame.getByTestId('demo-balance').textContent();
    await expect.poll(() => page.getByTestId('launch-balance').textContent()).toBe(`\u2066₱${inGame}\u2069`);
  });
});
