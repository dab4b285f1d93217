import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { rewriteSiteStatus } from '../support/home.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_11 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const APP_SHELL = `${ANDROID} MApp/2.3.0`;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** What the install texts must not name: an amount, a bonus or a gift (nothing pays one for installing). */
const NO_PROMISE = /[\d₱%]|bonus|libre|free|gift|regalo/i;

type Resource = { resourceType: string; url: string };
type Status = { info: { resources: Resource[] } };

/** Chromium cannot emulate the display mode: the page's own media query is answered instead. */
const runAs = (page: Page, display: { standalone?: boolean; webClip?: boolean }) =>
  page.addInitScript(({ standalone, webClip }) => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      /display-mode:\s*standalone/.test(query) ? ({ ...original(query), matches: standalone, media: query } as MediaQueryList) : original(query);
    if (webClip) Object.defineProperty(navigator, 'standalone', { value: true });
  }, { standalone: display.standalone ?? false, webClip: display.webClip ?? false });

const withoutResources = (page: Page, types: string[]) =>
  rewriteSiteStatus<Status>(page, (status) => ({
    ...status,
    info: { ...status.info, resources: status.info.resources.filter((resource) => !types.includes(resource.resourceType)) },
  }));

async function homeShown(page: Page) {
  await page.goto(`${baseUrl()}/m/home`);
  await page.getByTestId('home-banner').waitFor();
}

describe('installable web app', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe('manifest and service worker', () => {
    it('links a manifest with name, start URL, standalone display and 192/512/maskable icons', async () => {
      const page = await phone.open();
      await homeShown(page);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/m/manifest.webmanifest');
      const response = await fetch(`${baseUrl()}${href}`);
      expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
      const manifest = (await response.json()) as { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
      expect(manifest).toMatchObject({ name: 'M Play', start_url: '/m/home', scope: '/m/', display: 'standalone' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const image = await fetch(new URL(icon.src, `${baseUrl()}${href}`));
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    });

    it('registers the service worker and passes Chromium\'s installability checks', async () => {
      const page = await phone.open({ serviceWorkers: 'allow' });
      await homeShown(page);
      const script = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL));
      expect(script).toBe(`${baseUrl()}/m/sw.js`);
      await page.reload();
      await page.getByTestId('home-banner').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl()}/m/sw.js`);
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      // Test browser contexts are incognito, which alone keeps Chromium from offering the install.
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      expect(phone.errors).toEqual([]);
    });

    it('opens a cached page that says it is offline', async () => {
      const page = await phone.open({ serviceWorkers: 'allow' });
      await homeShown(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.context().setOffline(true);
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.locator('h1').textContent()).toBe('You are offline');
      await page.context().setOffline(false);
    });
  });

  describe('download bar (spec §4)', () => {
    it('shows the app icon, what installing gives (no bonus, no amount: none is paid), install and close on an Android phone; closing is remembered', async () => {
      const page = await phone.open({ userAgent: ANDROID });
      await homeShown(page);
      const bar = page.getByTestId('download-bar');
      await bar.waitFor();
      // DEMO's default language is Filipino.
      expect(await page.getByTestId('download-bar-benefit').textContent()).toBe('Buksan ito mula sa home screen sa isang tap, full screen, walang browser bar');
      expect(await bar.textContent()).not.toMatch(NO_PROMISE);
      expect(await bar.locator('img').getAttribute('src')).toBe('/m/icons/app-download.png');
      expect(await page.getByTestId('download-bar-tip').count()).toBe(0);
      await page.getByTestId('download-bar-close').click();
      expect(await bar.count()).toBe(0);
      await page.reload();
      await page.getByTestId('home-banner').waitFor();
      expect(await page.getByTestId('download-bar').count()).toBe(0);
    });

    it.each<[string, { userAgent: string; standalone?: boolean; webClip?: boolean; drop?: string[] }, boolean]>([
      ['hidden when running as an installed web app', { userAgent: ANDROID, standalone: true }, false],
      ['hidden inside the app shell', { userAgent: APP_SHELL }, false],
      ['shown on an iOS home-screen clip with an iOS link', { userAgent: IOS_SAFARI, standalone: true, webClip: true }, true],
      ['hidden on an iOS home-screen clip without an iOS link', { userAgent: IOS_SAFARI, standalone: true, webClip: true, drop: ['IOS'] }, false],
      ['hidden without a link for the device', { userAgent: ANDROID, drop: ['Android'] }, false],
      ['hidden with no download link at all', { userAgent: IOS_SAFARI, drop: ['Android', 'IOS', 'MOBILECONFIG'] }, false],
    ])('%s', async (_name, setup, shown) => {
      const page = await phone.open({ userAgent: setup.userAgent });
      await runAs(page, setup);
      if (setup.drop) await withoutResources(page, setup.drop);
      await homeShown(page);
      await page.getByTestId('home-notice').waitFor();
      expect(await page.getByTestId('download-bar').count()).toBe(shown ? 1 : 0);
    });

    it('gives older iOS (11, 12.0–12.1) the extra tip', async () => {
      const page = await phone.open({ userAgent: IOS_11 });
      await homeShown(page);
      await page.getByTestId('download-bar-tip').waitFor();
    });

    it('tells iOS users outside Safari to use Safari', async () => {
      const page = await phone.open({ userAgent: IOS_CHROME });
      await homeShown(page);
      await page.getByTestId('download-bar-install').click();
      await page.getByTestId('ios-safari-alert').waitFor();
      expect(await page.getByTestId('app-download-popup').count()).toBe(0);
    });
  });

  describe('app-download popup (spec §2)', () => {
    const entriesFor = async (page: Page) => {
      await homeShown(page);
      await page.getByTestId('download-bar-install').click();
      await page.getByTestId('app-download-popup').waitFor();
      return page.locator('[data-testid^="app-download-"]:is(button)').evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-testid')!.replace('app-download-', '')),
      );
    };

    it.each([
      ['an Android phone: Android and the profile', ANDROID, ['android', 'profile']],
      ['iPhone Safari: iOS, the profile and the home-screen guide', IOS_SAFARI, ['ios', 'profile', 'guide']],
      ['a computer: Android, iOS and the profile', DESKTOP, ['android', 'ios', 'profile']],
    ])('on %s', async (_name, userAgent, expected) => {
      const page = await phone.open({ userAgent });
      expect(await entriesFor(page)).toEqual(expected);
    });

    it('shows the iOS add-to-home-screen guide', async () => {
      const page = await phone.open({ userAgent: IOS_SAFARI });
      await entriesFor(page);
      await page.getByTestId('app-download-guide').click();
      const guide = page.getByTestId('ios-guide');
      await guide.waitFor();
      expect(await guide.getAttribute('data-kind')).toBe('homeScreen');
      expect(await guide.locator('li').count()).toBe(3);
    });

    it('is also a page at /m/download, which promises no bonus either', async () => {
      const page = await phone.open({ userAgent: ANDROID });
      await page.goto(`${baseUrl()}/m/download`);
      await page.getByTestId('page-download').waitFor();
      await page.getByTestId('app-download-android').waitFor();
      expect(await page.getByTestId('download-page-benefit').textContent()).toBe('Buksan ito mula sa home screen sa isang tap, full screen, walang browser bar');
      expect(await page.getByTestId('page-download').textContent()).not.toMatch(NO_PROMISE);
    });
  });
});
