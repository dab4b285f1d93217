import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, useSessionIn, plainSlot, type Player } from '../support/games.ts';
import { openLoggedIn } from '../support/home.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'rebate123';
const STAKE = 50;
const SPINS = 3;
/** DEMO's slots rate at the base club level (0.80%) and its minimum claim. */
const SLOTS_RATE = 0.8;
const MINIMUM = 1;

/** A fresh player of DEMO with ₱1,000 from an operator. */
async function freshPlayer(): Promise<Player> {
  const username = uniqueName('reb');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  await devCredit(baseUrl(), 'DEMO', username, 1_000_00);
  return { token: session.token, userName: session.userName, type: session.type };
}

/** Spins the demo slot as the player does, each spin settled before the next. */
async function spin(frame: FrameLocator, stake: number, times: number): Promise<void> {
  await frame.getByTestId('demo-stake').selectOption(String(stake));
  for (let count = 0; count < times; count += 1) {
    await frame.getByTestId('demo-spin').click();
    await expect.poll(async () => (await frame.locator('body.spinning').count()) === 0 && (await frame.getByTestId('demo-result').textContent()) !== '').toBe(true);
  }
}

const slotsRow = (page: Page) => page.locator('[data-testid="rebate-category"][data-category="RNG"]');

/** The page scrolls sideways when anything is wider than the screen. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe('manual rebate', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('accrues on real bets, is claimed to the wallet once, and shows in the rebate report', async () => {
    const player = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);

    await page.goto(`${baseUrl()}/m/member/manualRebate`);
    await expect.poll(() => page.getByTestId('rebate-total').textContent()).toBe(money(0));
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    expect(await page.getByTestId('rebate-claim-reason').textContent()).toBe(`You can claim once your rebate reaches ${money(MINIMUM)}.`);

    const slot = await plainSlot();
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=RNG&vendor=${slot.vendor}&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1`);
    await spin(page.frameLocator('[data-testid="launch-frame"]'), STAKE, SPINS);

    const turnover = STAKE * SPINS;
    const rebate = (turnover * SLOTS_RATE) / 100;
    await page.goto(`${baseUrl()}/m/member/manualRebate`);
    await expect.poll(() => page.getByTestId('rebate-total').textContent()).toBe(money(rebate));
    expect(await slotsRow(page).getByTestId('rebate-category-turnover').textContent()).toBe(money(turnover));
    expect(await slotsRow(page).getByTestId('rebate-category-rate').textContent()).toBe('0.80%');
    expect(await slotsRow(page).getByTestId('rebate-category-amount').textContent()).toBe(money(rebate));
    expect(await page.getByTestId('rebate-claim-reason').count()).toBe(0);
    const before = await balanceOf(player);
    await expect.poll(() => page.getByTestId('rebate-balance').textContent()).toBe(money(before));

    await page.getByTestId('rebate-claim').click();
    await expect.poll(() => toast(page).textContent()).toBe(`${money(rebate)} rebate added to your wallet.`);
    await expect.poll(() => page.getByTestId('rebate-total').textContent()).toBe(money(0));
    expect(await balanceOf(player)).toBeCloseTo(before + rebate, 2);
    await expect.poll(() => page.getByTestId('rebate-balance').textContent()).toBe(money(before + rebate));
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    expect(await page.getByTestId('rebate-since').textContent()).toMatch(/^From your bets since your last claim on \u2066\d{4}\u2011\d\d\u2011\d\d\u00a0\d\d:\d\d\u2069\.$/);

    await page.getByTestId('rebate-report-link').click();
    await page.getByTestId('rebate-report-item').waitFor();
    expect(await page.getByTestId('rebate-report-item').count()).toBe(1);
    expect(await page.getByTestId('rebate-report-amount').textContent()).toBe(money(rebate));
    expect(await page.getByTestId('rebate-report-turnover').textContent()).toBe(money(turnover));
    expect(await page.getByTestId('rebate-report-total-amount').textContent()).toBe(money(rebate));
    expect(await page.getByTestId('rebate-report-item').getByTestId('rebate-category-rate').textContent()).toBe('0.80%');
    await page.getByTestId('date-range-yesterday').click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('rebate-report-total-amount').textContent()).toBe(money(0));
  });

  it.each([
    { path: '/m/member/manualRebate', ready: 'rebate-total' },
    { path: '/m/member/rebateReport', ready: 'rebate-report-total-amount' },
  ])('$path in Arabic at 320 px is no wider than the screen and reads right to left', async ({ path, ready }) => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
    await openLoggedIn(page, path, { origin: hostUrl('alt.localhost'), merchant: 'ALT', username: 'altdemo' });
    await expect.poll(() => page.getByTestId(ready).textContent()).toMatch(/\d/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await scrollWidth(page)).toBe(320);
  });
});
