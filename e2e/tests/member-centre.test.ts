import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { apiLoginSession, devAllowUplineTransfer, devCredit } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { useSessionIn, type Player } from '../support/games.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'centre123';

async function freshPlayer(): Promise<Player> {
  const username = uniqueName('mine');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return { token: session.token, userName: session.userName, type: session.type };
}

const entryIds = (page: Page, list: 'mine-quick' | 'mine-list') =>
  page.locator(`.${list} [data-testid^="mine-entry-"]`).evaluateAll((entries) => entries.map((entry) => (entry as HTMLElement).dataset.testid!.replace('mine-entry-', '')));

/** Whether anything on the page is wider than the screen (a horizontal scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('member centre (/m/mine)', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('shows a fresh player\'s account, days since joining and balance, with the DEMO merchant\'s entries, each leading to its page', async () => {
    const player = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);
    await page.goto(`${baseUrl()}/m/mine`);

    await expect.poll(() => page.getByTestId('mine-account').textContent()).toBe(player.userName);
    await expect.poll(() => page.getByTestId('mine-joined').textContent()).toBe('Joined 1 day');
    await expect.poll(() => page.getByTestId('mine-balance').textContent()).toBe(money(0));
    expect(await page.title()).toContain('Member centre');
    expect(await entryIds(page, 'mine-quick')).toEqual(['deposit', 'gameRecord', 'transactions', 'security']);
    // DEMO: every switch on, referral on, no mission promotion; a player (no agent centre) not allowed to send to the upline.
    expect(await entryIds(page, 'mine-list')).toEqual([
      'rewardCenter', 'redRain', 'referral', 'depositReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitLoss',
      'manualRebate', 'rebateReport', 'news', 'feedback', 'service', 'appDownload',
    ]);
    await expect.poll(() => page.getByTestId('mine-vip').isVisible()).toBe(true);

    await page.getByTestId('mine-entry-depositReport').click();
    await page.getByTestId('page-vouReport').waitFor();
    await page.goBack();
    await page.getByTestId('mine-entry-withdrawReport').click();
    await page.getByTestId('page-withdrawReport').waitFor();
    await page.goBack();
    await page.getByTestId('mine-settings').click();
    await page.getByTestId('page-set').waitFor();
    await page.goBack();
    await page.getByTestId('mine-entry-appDownload').click();
    await page.getByTestId('app-download-popup').waitFor();
  });

  it('offers the upline transfer once the member may send to the upline, and shows a credit in the balance', async () => {
    const player = await freshPlayer();
    await devAllowUplineTransfer(baseUrl(), 'DEMO', player.userName);
    await devCredit(baseUrl(), 'DEMO', player.userName, 1_234_50);
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);
    await page.goto(`${baseUrl()}/m/member/home`);

    await expect.poll(() => page.getByTestId('mine-balance').textContent()).toBe(money(1234.5));
    await page.getByTestId('mine-entry-uplineTransfer').click();
    await page.getByTestId('page-upLine-transfer').waitFor();
  });

  it('reads right to left in Arabic on ALT with only what ALT leaves on, at 320 px without a horizontal scroll', async () => {
    const login = await apiLoginSession(baseUrl(), 'ALT', 'altdemo', 'demo1234');
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.context().addInitScript((info) => {
      localStorage.setItem('MC_LANGUAGE', 'AR');
      localStorage.setItem('MC_SESSION_INFO', info);
    }, JSON.stringify({ token: login.token, merchantCode: 'ALT', userName: login.userName, type: login.type }));
    await page.goto(`${hostUrl('alt.localhost')}/m/mine`);

    await expect.poll(() => page.getByTestId('mine-account').textContent()).toBe('altdemo');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // ALT switches off deposits, the reward centre, the message centre and feedback; no VIP benefits. The
    // referral entry stays: its dialog says contact_service while REFERRAL is off.
    expect(await entryIds(page, 'mine-quick')).toEqual(['gameRecord', 'transactions', 'security']);
    expect(await entryIds(page, 'mine-list')).toEqual([
      'redRain', 'referral', 'depositReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitLoss', 'manualRebate', 'rebateReport', 'service', 'appDownload',
    ]);
    expect(await page.getByTestId('mine-vip').count()).toBe(0);
    expect(await page.getByTestId('mine-entry-withdrawReport').textContent()).toMatch(/^[\u0600-\u06FF\s]+$/);
    // The amount keeps its left-to-right order inside the right-to-left page.
    await expect.poll(() => page.getByTestId('mine-balance').textContent()).toMatch(/^\u2066₱[\d,]+\.\d{2}\u2069$/);
    expect(await overflows(page)).toBe(false);
  });
});
