import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { input, storedSession, toast, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { devCredit, useKnownCaptchas } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { verifyIdentity } from '../support/identity.ts';
import { money, setUpPayout } from '../support/money.ts';

/**
 * The first hour of a new player on the narrowest phone, as one journey: registering, the greeting,
 * a deposit with the first-deposit bonus, the bonus's lock on the withdraw page, a withdrawal of the
 * money it does not lock, and the records. In English on DEMO, and in Arabic on ALT (right to left,
 * deposits switched off there). Each stop checks the defects a new player found before.
 */
const NARROW = { width: 320, height: 568 };
const PASSWORD = 'secret123';
const PIN = '482913';

/** The page scrolls sideways when anything is wider than the screen. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(NARROW.width);

/** What a raw record code looks like (`withdrawal:2`, `upline:1`): never on a screen. */
const RAW_CODE = /\b[a-z]+:\d+\b/;

/** The amount of a money text ("₱1,000.00", isolated or not). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openNarrow(page: Page, language: string) {
  await page.setViewportSize(NARROW);
  await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
}

async function submitWithdrawal(page: Page, amount: string) {
  await input(page, 'withdraw-amount').fill(amount);
  await input(page, 'withdraw-paymentPassword').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
}

/** The transaction record of the last 7 days: every row names what it belongs to in words. */
async function expectReadableRecords(page: Page, origin: string) {
  await page.goto(`${origin}/m/transaction/record`);
  await expect.poll(() => page.getByTestId('transaction-subject').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  for (const subject of await page.getByTestId('transaction-subject').allTextContents()) expect(subject).not.toMatch(RAW_CODE);
  await expectNoSidewaysScroll(page);
}

describe('the first hour of a new player at 320 px', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('in English: registers, is greeted as new, deposits with the bonus, sees what it locks and withdraws the rest', async () => {
    const page = await phone.open();
    await openNarrow(page, 'EN');
    const captchas = await useKnownCaptchas(page, baseUrl());

    // Registration: the page does not shift while its banner and captcha arrive; home opens at its top.
    await page.goto(`${baseUrl()}/m/register`);
    await page.getByTestId('register-captcha-image').locator('img').waitFor();
    await expectNoSidewaysScroll(page);
    const username = uniqueName('hour');
    await input(page, 'register-username').fill(username);
    await input(page, 'register-password').fill(PASSWORD);
    await input(page, 'register-confirmPassword').fill(PASSWORD);
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await page.getByTestId('page-home').waitFor();
    expect(await storedSession(page)).toMatchObject({ userName: username, merchantCode: 'DEMO' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Greeted as a new member, offered what the deposit page pays.
    const greeting = page.getByTestId('login-popup');
    await greeting.waitFor();
    expect(await greeting.textContent()).toContain('Welcome!');
    expect(await greeting.textContent()).not.toMatch(/welcome back|rebate|688/i);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await greeting.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(money(0));
    await expect.poll(() => page.getByTestId('tab-deposit-badge').textContent()).toBe('+20%');
    await expectNoSidewaysScroll(page);

    // The first deposit with its bonus, paid at the gateway.
    await page.getByTestId('tab-deposit').click();
    await page.getByTestId('deposit-panel').waitFor();
    await page.getByTestId('deposit-channel-pg').click();
    await page.getByTestId('deposit-provider-GCASH').click();
    await input(page, 'deposit-amount').fill('500');
    await page.getByTestId('deposit-promotion-FIRST_DEPOSIT').click();
    await expectNoSidewaysScroll(page);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('gateway-pay').click();
    await page.waitForURL(/\/m\/voucherCenter\?order=D/);
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('PAID');
    await expect.poll(() => page.getByTestId('deposit-balance').textContent()).toBe(money(600));
    // The bonus is used: the Deposit tab no longer promises one.
    await expect.poll(() => page.getByTestId('tab-deposit-badge').count()).toBe(0);

    // A second deposit without a bonus stays free to withdraw.
    await page.goto(`${baseUrl()}/m/voucherCenter`);
    await page.getByTestId('deposit-channel-pg').click();
    await page.getByTestId('deposit-provider-GCASH').click();
    await input(page, 'deposit-amount').fill('300');
    expect(await page.getByTestId('deposit-promotion-FIRST_DEPOSIT').count()).toBe(0);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('gateway-pay').click();
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('PAID');

    // DEMO withdraws to verified members: this one's identity is sent and approved (e2e/tests/identity-verification.test.ts drives those screens).
    await verifyIdentity(username, (await storedSession(page))!.token);

    // The withdraw page: what is locked, why, and how much play unlocks it; the rest can go.
    await page.goto(`${baseUrl()}/m/withdraw`);
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe(money(900));
    expect(await page.getByTestId('withdraw-withdrawable').textContent()).toBe(money(300));
    expect(await page.getByTestId('withdraw-locked').textContent()).toBe(money(600));
    expect(await page.getByTestId('withdraw-turnover').textContent()).toContain(`${money(600)} is locked by a bonus`);
    expect(await page.getByTestId('withdraw-turnover-progress').getAttribute('aria-valuenow')).toBe('0');
    await expectNoSidewaysScroll(page);
    // An e-wallet number of its own: a number bound by another member is refused.
    await setUpPayout(page, PIN, `0${uniqueMobile()}`);
    await submitWithdrawal(page, '400');
    expect(await page.getByTestId('withdraw-amount-error').textContent()).toBe(
      `You can withdraw up to ${money(300)} now. ${money(600)} stays locked by a bonus until you have wagered ${money(6000)} more.`,
    );
    await submitWithdrawal(page, '200');
    await expect.poll(() => toast(page).textContent()).toBe('Withdrawal submitted');
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe(money(700));
    await expectNoSidewaysScroll(page);

    // The records say what each movement was.
    await expectReadableRecords(page, baseUrl());
    expect(await page.getByTestId('transaction-row').count()).toBe(4);
    const subjects = await page.getByTestId('transaction-subject').allTextContents();
    expect(subjects.some((subject) => /^Withdrawal #\d+$/.test(subject))).toBe(true);
    expect(phone.errors).toEqual([]);
  });

  it('in Arabic on ALT, where deposits are off: no way to deposit, money reads left to right, and a withdrawal goes through', async () => {
    // ALT takes no registrations (DIRECTREG3 off): its seeded member, with fresh money to withdraw.
    const origin = hostUrl('alt.localhost');
    await devCredit(baseUrl(), 'ALT', 'altdemo', 1_000_00);
    const page = await phone.open();
    await openNarrow(page, 'AR');
    await openLoggedIn(page, '/m/home', { origin, merchant: 'ALT', username: 'altdemo' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toMatch(/\d/);

    // Deposits are switched off on ALT: no tab, no header icon, no badge.
    await page.getByTestId('tab-bar').waitFor();
    expect(await page.getByTestId('tab-deposit').count()).toBe(0);
    expect(await page.getByTestId('header-deposit').count()).toBe(0);
    await expectNoSidewaysScroll(page);

    // The withdraw page: balance and limits with the peso sign first, the timeline's steps apart.
    await page.goto(`${origin}/m/withdraw`);
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('withdraw-limits').textContent()).toContain(money(100));
    await expectNoSidewaysScroll(page);
    // The seeded member may have set up its payout in an earlier test: set it up only when asked to.
    await page.getByTestId('payout-set-password').or(input(page, 'withdraw-amount')).waitFor();
    if (await page.getByTestId('payout-set-password').isVisible()) await setUpPayout(page, PIN, `0${uniqueMobile()}`);
    const before = amountOf(await page.getByTestId('withdraw-balance').textContent());
    await submitWithdrawal(page, '250');
    await expect.poll(async () => amountOf(await page.getByTestId('withdraw-balance').textContent())).toBe(before - 250);
    const step = page.getByTestId('withdrawal-timeline').first().locator('.withdraw-step-done').first();
    await step.waitFor();
    const [name, time] = await Promise.all([step.locator('.withdraw-step-name').boundingBox(), step.locator('.withdraw-step-time').boundingBox()]);
    expect(name!.x - (time!.x + time!.width)).toBeGreaterThanOrEqual(6);
    await expectNoSidewaysScroll(page);

    await expectReadableRecords(page, origin);
    expect(phone.errors).toEqual([]);
  });
});
