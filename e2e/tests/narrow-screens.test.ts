import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';

/** The narrowest phone the app is made for. */
const NARROW = { width: 320, height: 568 };

const DEMO = { host: '127.0.0.1', merchant: 'DEMO', username: 'demo' };
const ALT = { host: 'alt.localhost', merchant: 'ALT', username: 'altdemo' };

async function openNarrow(page: Page, language: string) {
  await page.setViewportSize(NARROW);
  await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
}

/** The page scrolls sideways when anything is wider than the screen. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('narrow screens (320 px)', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each([
    { language: 'EN', site: DEMO },
    { language: 'TY', site: DEMO },
    { language: 'AR', site: ALT },
  ])('home of a guest in $language is no wider than the screen', async ({ language, site }) => {
    const page = await phone.open();
    await openNarrow(page, language);
    await page.goto(`${hostUrl(site.host)}/m/home`);
    await page.getByTestId('home-game').first().waitFor();
    expect(await scrollWidth(page)).toBe(NARROW.width);
  });

  it.each([
    { language: 'EN', site: DEMO, path: '/m/withdraw', ready: 'withdraw-limits' },
    { language: 'TY', site: DEMO, path: '/m/withdraw', ready: 'withdraw-limits' },
    { language: 'AR', site: ALT, path: '/m/withdraw', ready: 'withdraw-limits' },
    { language: 'EN', site: DEMO, path: '/m/voucherCenter', ready: 'deposit-balance' },
    { language: 'TY', site: DEMO, path: '/m/voucherCenter', ready: 'deposit-balance' },
  ])('$path of a member in $language is no wider than the screen', async ({ language, site, path, ready }) => {
    const page = await phone.open();
    await openNarrow(page, language);
    await openLoggedIn(page, path, { origin: hostUrl(site.host), merchant: site.merchant, username: site.username });
    await expect.poll(() => page.getByTestId(ready).textContent()).toMatch(/\d/);
    expect(await scrollWidth(page)).toBe(NARROW.width);
  });

  it.each(['EN', 'TY'])('the customer-service button leaves the game categories free to tap (%s)', async (language) => {
    const page = await phone.open();
    await openNarrow(page, language);
    await page.goto(`${hostUrl(DEMO.host)}/m/home`);
    const categories = page.getByTestId('home-categories');
    await categories.waitFor();
    const service = (await page.getByTestId('service-toggle').boundingBox())!;
    expect(overlap((await categories.boundingBox())!, service)).toBe(false);
    // Scrolled to the height of the button, where a player may well stop.
    const top = (await categories.boundingBox())!.y;
    await page.evaluate((by) => window.scrollBy(0, by), top - service.y);
    await expect.poll(async () => Math.round((await categories.boundingBox())!.y)).toBe(Math.round(service.y));
    expect(overlap((await categories.boundingBox())!, (await page.getByTestId('service-toggle').boundingBox())!)).toBe(false);
  });

  it('the tab bar keeps every label on one line in Arabic', async () => {
    const page = await phone.open();
    await openNarrow(page, 'AR');
    await page.goto(`${hostUrl(ALT.host)}/m/home`);
    const labels = page.getByTestId('tab-bar').locator('.tab-label');
    // ALT takes no deposits: four tabs, without Deposit.
    await expect.poll(() => labels.count()).toBe(4);
    const lines = await labels.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
      }));
    expect(lines).toEqual([1, 1, 1, 1]);
    expect(await scrollWidth(page)).toBe(NARROW.width);
  });
});
