import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADER } from '@m/contract';
import { PHONE_USER_AGENT, baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';

/**
 * Spec §2 layout rules, §4 start-up and menu click, §9 page fade, pinned as the app shows them in EN:
 * the rebuild of the route table and the layout must keep every one of them.
 */
const inEnglish = (page: Page) =>
  page.context().addInitScript(() => {
    if (!localStorage.getItem('MC_LANGUAGE')) localStorage.setItem('MC_LANGUAGE', 'EN');
  });

/** The app's own calls (pictures under /wps/ are plain image loads, without the app's headers). */
const isApiCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).pathname.startsWith('/wps/');

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

const fadesOnScreen = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector('.page-transition');
    return {
      fade: container?.classList.contains('page-fade') ?? false,
      duration: container ? getComputedStyle(container).animationDuration : '',
    };
  });

describe('layout pins', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each([
    ['/m/forget', 'forget'],
    ['/m/trail', 'trail'],
    ['/m/activity', 'activity'],
  ])('the back arrow on %s goes home, not one step back', async (path, name) => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/gameCenter`);
    await page.getByTestId('page-gameCenter').waitFor();
    await page.goto(`${baseUrl()}${path}`);
    await page.getByTestId(`page-${name}`).waitFor();
    await page.getByTestId('header-back').click();
    await page.getByTestId('page-home').waitFor();
    expect(pathnameOf(page)).toBe('/m/home');
  });

  // The titles the spec names (§2), as the EN dictionary words them.
  it.each([
    ['/m/activity', 'activity', 'Activity centre'],
    ['/m/forget', 'forget', 'Forgot password'],
    ['/m/trail', 'trail', 'Free trial'],
    ['/m/notice', 'notice', 'Announcements'],
    ['/m/gameCenter', 'gameCenter', 'Game centre'],
    ['/m/slotsCenter', 'slotsCenter', 'Slots'],
    ['/m/helpDetail', 'helpDetail', 'Help centre'],
    ['/m/leaderBoard', 'leaderBoard', 'Leaderboard'],
  ])('the header of %s reads its title', async (path, name, title) => {
    const page = await phone.open();
    await inEnglish(page);
    await page.goto(`${baseUrl()}${path}`);
    await page.getByTestId(`page-${name}`).waitFor();
    expect((await page.locator('.app-header .header-title').textContent())?.trim()).toBe(title);
  });

  it.each([
    ['/m/webEmail', 'webEmail', 'Messages'],
    ['/m/set', 'set', 'Personal settings'],
  ])('the header of %s reads its title for a member', async (path, name, title) => {
    const page = await phone.open();
    await inEnglish(page);
    await openLoggedIn(page, path);
    await page.getByTestId(`page-${name}`).waitFor();
    expect((await page.locator('.app-header .header-title').textContent())?.trim()).toBe(title);
  });

  it('fades a page change in over 300 ms, but not the back navigation a swipe started', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/gameCenter`);
    await page.getByTestId('page-gameCenter').waitFor();
    expect((await fadesOnScreen(page)).fade).toBe(false);

    await page.getByTestId('tab-home').click();
    await page.getByTestId('page-home').waitFor();
    expect(await fadesOnScreen(page)).toEqual({ fade: true, duration: '0.3s' });

    await page.goBack();
    await page.getByTestId('page-gameCenter').waitFor();
    expect((await fadesOnScreen(page)).fade).toBe(true);

    await page.goForward();
    await page.getByTestId('page-home').waitFor();
    // A swipe from the left edge, 200 px to the right, then the browser's own back navigation.
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(5)], changedTouches: [touch(5)] }));
      window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(205)] }));
      window.history.back();
    });
    await page.getByTestId('page-gameCenter').waitFor();
    expect((await fadesOnScreen(page)).fade).toBe(false);
  });

  it.each([
    { where: 'inside the app shell', userAgent: `${PHONE_USER_AGENT} MApp/2.3.0`, device: 'OTHERS', appShell: true },
    { where: 'in a plain mobile browser', userAgent: PHONE_USER_AGENT, device: 'MOBILE', appShell: false },
  ])('$where: Device $device on every call, app-shell class $appShell', async ({ userAgent, device, appShell }) => {
    const page = await phone.open({ userAgent });
    const devices = new Set<string | undefined>();
    page.on('request', (request) => {
      if (isApiCall(request)) devices.add(request.headers()[HEADER.device.toLowerCase()]);
    });
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('page-home').waitFor();
    await expect.poll(() => devices.size, { timeout: 10_000 }).toBeGreaterThan(0);
    expect([...devices]).toEqual([device]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('app-shell'))).toBe(appShell);
  });

  it('a menu category picked off the home paths goes home first (spec §4 menu click)', async () => {
    const page = await phone.open();
    // /m/home/ shows home but is none of the spec's home paths (/, /m/, /m/home, /m/index, /m/index.html).
    await openLoggedIn(page, '/m/home/');
    await page.getByTestId('page-home').waitFor();
    expect(pathnameOf(page)).toBe('/m/home/');
    await page.getByTestId('header-menu').click();
    await page.getByTestId('side-menu-category-SPORTS').click();
    await page.waitForURL((url) => url.pathname === '/m/home');
    await expect.poll(() => page.getByTestId('home-category-SPORTS').getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
  });

  it('an empty page shows the "No data" placeholder', async () => {
    const page = await phone.open();
    await inEnglish(page);
    // A help article past the last one the merchant has.
    await page.goto(`${baseUrl()}/m/helpDetail?i=99`);
    await page.getByTestId('page-helpDetail').waitFor();
    expect((await page.getByTestId('page-helpDetail').locator('.empty-state-text').textContent())?.trim()).toBe('No data');
  });
});
