import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';

/** A balance as the app writes it: isolated left to right (U+2066 … U+2069), the peso sign first, 2 decimals. */
const MONEY = /^\u2066₱\d{1,3}(,\d{3})*\.\d{2}\u2069$/;

/** Home's member prompts have loaded and decided: any prompt that is due is on screen by now. */
const sessionPromptsSettled = (page: Page) => page.locator('[data-testid="home-session-prompts"][data-ready="true"]').waitFor({ state: 'attached' });

describe('home header and side menu', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe('header', () => {
    it('logged out: login, register (DIRECTREG3 on) and the language switch', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      for (const id of ['header-logo', 'header-login', 'header-register', 'language-switch']) await page.getByTestId(id).waitFor();
      expect(await page.getByTestId('header-username').count()).toBe(0);
      expect(await page.getByTestId('header-menu').count()).toBe(0);
      await page.getByTestId('header-login').click();
      await page.waitForURL('**/m/login');
    });

    it.each([
      { language: 'EN', host: '127.0.0.1' },
      { language: 'TY', host: '127.0.0.1' },
      { language: 'AR', host: 'alt.localhost' },
    ])('logged out at 320 px in $language: logo, log in, register and the language switch fit on the screen', async ({ language, host }) => {
      const page = await phone.open();
      await page.setViewportSize({ width: 320, height: 568 });
      await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
      await page.goto(`${hostUrl(host)}/m/home`);
      await expect.poll(() => page.getByTestId('language-switch').textContent()).toContain(language);
      const parts = ['header-logo', 'header-login', 'language-switch', ...(host === '127.0.0.1' ? ['header-register'] : [])];
      for (const id of parts) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect({ id, inside: box.x >= 0 && box.x + box.width <= 320 }).toEqual({ id, inside: true });
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(320);
      // Whole words on the buttons: nothing cut to make room (the widths are whole pixels, rounded either way).
      for (const id of parts.filter((part) => part === 'header-login' || part === 'header-register')) {
        expect(await page.getByTestId(id).evaluate((button) => button.scrollWidth - button.clientWidth)).toBeLessThanOrEqual(1);
      }
    });

    it('logged out without direct registration (ALT): no register button', async () => {
      const page = await phone.open();
      await page.goto(`${hostUrl('alt.localhost')}/m/home`);
      await page.getByTestId('header-login').waitFor();
      expect(await page.getByTestId('header-register').count()).toBe(0);
    });

    it('logged in: username, balance with 2 decimals, deposit icon, language and menu; keeps a screenshot', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      expect(await page.getByTestId('header-username').textContent()).toBe('demo');
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toMatch(MONEY);
      for (const id of ['header-deposit', 'language-switch', 'header-menu']) await page.getByTestId(id).waitFor();
      expect(await page.getByTestId('header-login').count()).toBe(0);
      await page.getByTestId('home-game').first().waitFor();
      await page.waitForFunction(() => Array.from(document.images).filter((image) => image.loading !== 'lazy').every((image) => image.complete && image.naturalWidth > 0));
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, 'home-logged-in.png') });

      await page.getByTestId('header-deposit').click();
      await page.waitForURL('**/m/voucherCenter');
      expect(phone.errors).toEqual([]);
    });

    it('hides and shows the balance, and remembers it', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      const balance = page.getByTestId('header-balance');
      await expect.poll(() => balance.textContent()).toMatch(MONEY);
      await page.getByTestId('header-balance-toggle').click();
      expect(await balance.textContent()).toBe('****');
      await page.reload();
      await page.getByTestId('header-balance').waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('header-balance').textContent()).toBe('****');
      await page.getByTestId('header-account').click();
      await page.getByTestId('header-popover-visibility').click();
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toMatch(MONEY);
    });

    it('offers Deposit, Withdraw, Refresh, Hide/Show, Sign out and the 2025 copyright; refresh hides the amount until the wallet answers', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toMatch(MONEY);
      await page.getByTestId('header-account').click();
      const popover = page.getByTestId('header-popover');
      await popover.waitFor();
      for (const id of ['deposit', 'withdraw', 'refresh', 'visibility', 'logout']) await page.getByTestId(`header-popover-${id}`).waitFor();
      expect(await popover.textContent()).toContain('2025');

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/wps/wallets/balance', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId('header-popover-refresh').click();
      await expect.poll(() => page.getByTestId('header-balance').textContent()).not.toMatch(MONEY);
      release();
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toMatch(MONEY);

      await page.getByTestId('header-popover-withdraw').click();
      await page.waitForURL('**/m/withdraw');
    });

    it('signs out after the confirmation: the session ends on the server and here', async () => {
      const page = await phone.open();
      const session = await openLoggedIn(page);
      await page.getByTestId('header-username').waitFor();
      await page.getByTestId('header-account').click();
      await page.getByTestId('header-popover-logout').click();
      const dialog = page.locator('.adm-dialog');
      await dialog.getByText(/logout\?|mag-logout\?/i).waitFor();
      const logout = page.waitForRequest((request) => request.url().endsWith('/wps/session/logout') && request.method() === 'DELETE');
      // The page reloads at /m/home.
      const reloaded = page.waitForEvent('load');
      await dialog.locator('.adm-dialog-button').last().click();
      expect((await logout).headers()['authorization']).toBe(session.token);
      await reloaded;
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate(() => ({ session: localStorage.getItem('MC_SESSION_INFO'), autoLogin: localStorage.getItem('autoLogin') }))).toEqual({ session: null, autoLogin: '0' });
      const balance = await fetch(`${baseUrl()}/wps/wallets/balance`, { headers: { Merchant: 'DEMO', Authorization: session.token } });
      expect(balance.status).toBe(401);
    });

    it('keeps the session when the sign-out is cancelled', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      await page.getByTestId('header-account').click();
      await page.getByTestId('header-popover-logout').click();
      const dialog = page.locator('.adm-dialog');
      await dialog.locator('.adm-dialog-button').first().click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('header-username').textContent()).toBe('demo');
    });
  });

  describe('side menu', () => {
    const entries = async (page: Page) =>
      page.locator('[data-testid^="side-menu-entry-"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!.replace('side-menu-entry-', '')));

    it.each([
      ['DEMO (every switch on)', baseUrl, 'DEMO', 'demo', ['deposit', 'withdraw', 'share', 'vip', 'rewardCenter', 'messages', 'leaderBoard', 'manualRebate', 'appDownload']],
      // Share stays without REFERRAL: its dialog says contact_service.
      ['ALT (no deposit, reward centre or VIP benefits)', () => hostUrl('alt.localhost'), 'ALT', 'altdemo', ['withdraw', 'share', 'leaderBoard', 'manualRebate', 'appDownload']],
    ])('%s shows its flag-gated entries', async (_name, origin, merchant, username, expected) => {
      const page = await phone.open();
      await openLoggedIn(page, '/m/home', { origin: origin(), merchant, username });
      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu').waitFor();
      expect(await entries(page)).toEqual(expected);
      await page.getByTestId('side-menu-license').waitFor();
      await page.getByTestId('side-menu-logout').waitFor();
      expect(await page.getByTestId('side-menu').textContent()).toContain('2025');
    });

    it('picks a game category on home, and PROMO opens the promotions', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      await page.getByTestId('header-menu').click();
      const tabs = page.locator('[data-testid^="side-menu-category-"]');
      await expect.poll(() => tabs.count()).toBe(11);
      await page.getByTestId('side-menu-category-SPORTS').click();
      await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
      expect(await page.getByTestId('home-category-SPORTS').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('home-panel-SPORTS').getByTestId('home-vendor').first().waitFor();

      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu-category-PROMO').click();
      await page.waitForURL('**/m/activity');
    });

    it('opens the license and the app-download popup, and goes to a shortcut page', async () => {
      const page = await phone.open();
      await openLoggedIn(page);
      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu-license').click();
      await page.getByTestId('license-popup').waitFor();
      await page.locator('.adm-dialog-button').click();
      await page.getByTestId('side-menu-entry-appDownload').click();
      await page.getByTestId('app-download-popup').waitFor();
      await page.locator('.adm-mask').last().click({ position: { x: 20, y: 20 } });
      await page.getByTestId('app-download-popup').waitFor({ state: 'detached' });
      await page.getByTestId('header-menu').click();
      await page.getByTestId('side-menu-entry-rewardCenter').click();
      await page.waitForURL('**/m/rewardCenter');
    });
  });

  describe('on entering home', () => {
    it('shows the popup announcements once after logging in', async () => {
      const page = await phone.open();
      await openLoggedIn(page, '/m/home', { showLoginPopups: true });
      const popup = page.getByTestId('login-popup');
      await popup.waitFor();
      expect(await popup.locator('article').count()).toBeGreaterThanOrEqual(1);
      await page.locator('.adm-dialog-button').click();
      await popup.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('header-username').waitFor();
      await sessionPromptsSettled(page);
      expect(await page.getByTestId('login-popup').count()).toBe(0);
    });

    it('asks an agent (type 1) to review the contracts, not a player', async () => {
      const page = await phone.open();
      await openLoggedIn(page, '/m/home', { username: 'agent01', password: 'agent1234', showAgentPrompt: true });
      await page.getByTestId('agent-contract-prompt').waitFor();
      await page.locator('.adm-dialog-button').first().click();
      await page.waitForURL('**/m/member/agent/getSalaryContract');

      const player = await phone.open();
      await openLoggedIn(player, '/m/home', { showAgentPrompt: true });
      await player.getByTestId('header-username').waitFor();
      await sessionPromptsSettled(player);
      expect(await player.getByTestId('agent-contract-prompt').count()).toBe(0);
    });
  });

  describe('notice pages', () => {
    it('lists player notices, opens one and marks it read for a member', async () => {
      const page = await phone.open();
      await openLoggedIn(page, '/m/notice');
      const items = page.getByTestId('notice-item');
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(5);
      const first = items.first();
      expect(await first.getAttribute('data-read')).toBe('false');
      const read = page.waitForResponse((response) => response.url().endsWith('/wps/relay/MCSFE_readAnnouncement'));
      await first.locator('button').click();
      await first.getByTestId('notice-body').waitFor();
      expect((await read).status()).toBe(200);
      await expect.poll(() => first.getAttribute('data-read')).toBe('true');
    });

    it('lists agent notices on /m/member/notice?types=A for an agent', async () => {
      const page = await phone.open();
      await openLoggedIn(page, '/m/member/notice?types=A', { username: 'agent01', password: 'agent1234' });
      expect(await page.getByTestId('page-notice').getAttribute('data-type')).toBe('A');
      await expect.poll(() => page.getByTestId('notice-item').count()).toBeGreaterThanOrEqual(2);
    });
  });
});
