import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { input, preferEnglish, storedSession } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';

/** Spec §6 roles, as the route table enforces them for a guest, a trial account, a player and an agent. */
const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;

describe('access in the route table', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe('a guest', () => {
    it('is sent to /m/login for the message centre, and comes back there after logging in', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.goto(`${baseUrl()}/m/webEmail`);
      await page.getByTestId('page-login').waitFor();
      expect(pathOf(page)).toBe('/m/login');
      expect(searchOf(page)).toBe(`?redirect=${encodeURIComponent('/m/webEmail')}`);

      await input(page, 'login-username').fill('demo');
      await input(page, 'login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('page-webEmail').waitFor();
      expect(pathOf(page)).toBe('/m/webEmail');
    });

    it.each(['/m/mine', '/m/inviteFriends', '/m/member/notice?types=A'])('is sent to /m/login for %s', async (path) => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('page-login').waitFor();
      expect(searchOf(page)).toBe(`?redirect=${encodeURIComponent(path)}`);
    });

    it('gets the login dialog on a member-centre page: cancel goes back, log in goes to /m/login and returns', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.goto(`${baseUrl()}/m/gameCenter`);
      await page.getByTestId('page-gameCenter').waitFor();
      await page.getByTestId('tab-deposit').click();
      await page.getByTestId('login-dialog').waitFor();
      expect(await page.getByTestId('login-dialog').textContent()).toBe('You are not logged in, please login first');
      expect(await page.getByTestId('page-voucherCenter').count()).toBe(0);
      await page.getByTestId('login-dialog-cancel').click();
      await page.getByTestId('page-gameCenter').waitFor();
      await page.getByTestId('login-dialog').waitFor({ state: 'detached' });

      await page.goto(`${baseUrl()}/m/withdraw`);
      await page.getByTestId('login-dialog-login').click();
      await page.getByTestId('page-login').waitFor();
      expect(searchOf(page)).toBe(`?redirect=${encodeURIComponent('/m/withdraw')}`);
      await input(page, 'login-username').fill('demo');
      await input(page, 'login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('page-withdraw').waitFor();
    });

    it.each(['/m/agent', '/m/set', '/m/changePsw'])('is sent home from %s', async (path) => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('page-home').waitFor();
      expect(pathOf(page)).toBe('/m/home');
    });

    it('opens the public pages', async () => {
      const page = await phone.open();
      for (const [path, name] of [['/m/activity', 'activity'], ['/m/notice', 'notice'], ['/m/leaderBoard', 'leaderBoard']]) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByTestId(`page-${name}`).waitFor();
        expect(pathOf(page)).toBe(path);
      }
    });
  });

  it('a trial account is refused a real-account page with free_reject and goes home, but keeps its settings', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-trial').click();
    await page.getByTestId('page-home').waitFor();
    expect((await storedSession(page))?.type).toBe(4);

    await page.goto(`${baseUrl()}/m/withdraw`);
    await page.getByTestId('free-reject').waitFor();
    expect(await page.getByTestId('free-reject').textContent()).toBe('Please login an actual account to use this function');
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    expect(await page.getByTestId('page-withdraw').count()).toBe(0);

    await page.goto(`${baseUrl()}/m/agent`);
    await page.getByTestId('page-home').waitFor();
    expect(pathOf(page)).toBe('/m/home');

    await page.goto(`${baseUrl()}/m/set`);
    await page.getByTestId('page-set').waitFor();
  });

  it('a player opens the real-account pages but not the agent home', async () => {
    const page = await phone.open();
    await openLoggedIn(page, '/m/withdraw');
    await page.getByTestId('page-withdraw').waitFor();
    for (const path of ['/m/agent/team/overview', '/m/member/notice?types=A']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('page-home').waitFor();
      expect(pathOf(page)).toBe('/m/home');
    }
  });

  it('an agent opens the agent home', async () => {
    const page = await phone.open();
    await openLoggedIn(page, '/m/agent', { username: 'agent01', password: 'agent1234' });
    await page.getByTestId('page-agent').waitFor();
    expect(pathOf(page)).toBe('/m/agent');
  });
});
