import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { money } from '../support/money.ts';

/**
 * Whitelabel flags in the route table: a page the merchant switched off (ALT has no deposits) has
 * no way in and is not there when typed; the Deposit tab's badge is the best bonus the player can
 * still have with a deposit.
 */
const PASSWORD = 'flags1234';
const alt = () => hostUrl('alt.localhost');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const badge = (page: Page) => page.getByTestId('tab-deposit-badge');

/** A member of DEMO who has never deposited. */
async function freshPlayer(prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

/** A call of the operator API (its own sessions, never a member's), answering the envelope's value. */
async function operatorCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!answer.success) throw new Error(`${path}: ${answer.errorCode}`);
  return answer.value;
}

/** The smallest PNG there is: one transparent pixel (a receipt picture). */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('whitelabel flags and the deposit badge', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe('ALT (DEPOSIT off)', () => {
    it('a player finds no way to deposit: no Deposit tab, no header icon or popover entry, nothing in the side menu or the member centre', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await openLoggedIn(page, '/m/home', { origin: alt(), merchant: 'ALT', username: 'altdemo' });
      await page.getByTestId('header-username').waitFor();
      await page.getByTestId('tab-home').waitFor();
      expect(await page.getByTestId('tab-deposit').count()).toBe(0);
      expect(await page.getByTestId('tab-bar').locator('a').count()).toBe(4);
      expect(await page.getByTestId('header-deposit').count()).toBe(0);

      await page.getByTestId('header-account').click();
      await page.getByTestId('header-popover-withdraw').waitFor();
      expect(await page.getByTestId('header-popover-deposit').count()).toBe(0);
      await page.getByTestId('header-account').click();

      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu-entry-withdraw').waitFor();
      expect(await page.getByTestId('side-menu-entry-deposit').count()).toBe(0);

      await page.goto(`${alt()}/m/mine`);
      await page.getByTestId('mine-entry-security').waitFor();
      expect(await page.getByTestId('mine-entry-deposit').count()).toBe(0);
      expect(phone.errors).toEqual([]);
    });

    it('/m/voucherCenter typed in the address bar says deposits are not available here, not the deposit page, and leads home', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await openLoggedIn(page, '/m/voucherCenter', { origin: alt(), merchant: 'ALT', username: 'altdemo' });
      await page.getByTestId('page-unavailable').waitFor();
      expect(await page.getByTestId('page-unavailable').textContent()).toContain('This feature is not available on this site.');
      expect(await page.getByTestId('page-voucherCenter').count()).toBe(0);
      expect(await page.getByTestId('deposit-panel').count()).toBe(0);
      expect(pathOf(page)).toBe('/m/voucherCenter');
      await page.getByTestId('unavailable-home').click();
      await page.getByTestId('page-home').waitFor();
      expect(pathOf(page)).toBe('/m/home');
    });

    it('a guest gets the same answer for /m/voucherCenter, not a login that could not help', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.goto(`${alt()}/m/voucherCenter`);
      await page.getByTestId('page-unavailable').waitFor();
      expect(await page.getByTestId('login-dialog').count()).toBe(0);
      expect(await page.getByTestId('page-voucherCenter').count()).toBe(0);
    });
  });

  describe('DEMO (DEPOSIT on)', () => {
    it('a guest and a fresh player see +20%; once the first deposit (with its bonus) is credited the badge is gone, also after a reload', async () => {
      const username = await freshPlayer('badge');
      const page = await phone.open();
      await preferEnglish(page);
      // A guest is shown what a new player gets.
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('page-home').waitFor();
      await expect.poll(() => badge(page).textContent()).toBe('+20%');

      await openLoggedIn(page, '/m/home', { username, password: PASSWORD });
      await expect.poll(() => badge(page).textContent()).toBe('+20%');

      await page.getByTestId('tab-deposit').click();
      await page.getByTestId('deposit-panel').waitFor();
      await page.getByTestId('deposit-channel-pg').click();
      await page.getByTestId('deposit-provider-GCASH').click();
      await input(page, 'deposit-amount').fill('500');
      await page.getByTestId('deposit-promotion-FIRST_DEPOSIT').click();
      await page.getByTestId('deposit-submit').click();
      await page.getByTestId('gateway-simulator').waitFor();
      await page.getByTestId('gateway-pay').click();
      await page.waitForURL(/\/m\/voucherCenter\?order=D/);
      await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('PAID');
      expect(await page.getByTestId('deposit-order-bonus').textContent()).toBe(money(100));

      // The tab bar under the credited order, home, and a fresh page: no bonus is open today.
      await expect.poll(() => badge(page).count()).toBe(0);
      await page.getByTestId('tab-home').click();
      await page.getByTestId('page-home').waitFor();
      expect(await badge(page).count()).toBe(0);
      await page.reload();
      await page.getByTestId('tab-deposit').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await badge(page).count()).toBe(0);
    });

    it('a player waiting on home loses the badge when an operator confirms their first (manual) deposit', async () => {
      const username = await freshPlayer('badgemt');
      const page = await phone.open();
      await preferEnglish(page);
      await openLoggedIn(page, '/m/voucherCenter', { username, password: PASSWORD });
      await page.getByTestId('deposit-panel').waitFor();
      await page.getByTestId('deposit-channel-mt').click();
      await page.getByTestId('deposit-provider-BPI').click();
      await input(page, 'deposit-amount').fill('750');
      await page.getByTestId('deposit-promotion-FIRST_DEPOSIT').click();
      await input(page, 'deposit-reference').fill('BPI-FLAGS-1');
      await page.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      await page.getByTestId('deposit-receipt-preview').waitFor();
      await page.getByTestId('deposit-submit').click();
      await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status')).toBe('AWAITING_PAYMENT');
      const orderId = (await page.getByTestId('deposit-order-id').textContent())!;

      await page.getByTestId('tab-home').click();
      await page.getByTestId('page-home').waitFor();
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(money(0));
      expect(await badge(page).textContent()).toBe('+20%');

      const operator = await operatorCall<{ token: string }>('/ops/api/session/login', { username: 'operator', password: 'operator1234' });
      await operatorCall('/ops/api/deposits/confirm', { orderId }, operator.token);
      // The balance comes by push; money coming in asks for the open bonuses again.
      await expect.poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 }).toBe(money(900));
      await expect.poll(() => badge(page).count()).toBe(0);
    });
  });
});
