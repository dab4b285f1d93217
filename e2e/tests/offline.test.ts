import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const dictionary = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${code}.json`, import.meta.url), 'utf8'));

const htmlAttributes = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

describe('offline page', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each([
    ['AR', () => hostUrl('alt.localhost'), { lang: 'ar', dir: 'rtl' }],
    ['EN', baseUrl, { lang: 'en', dir: 'ltr' }],
  ] as const)('follows the stored language %s and its direction', async (code, origin, attributes) => {
    const page = await phone.open({ serviceWorkers: 'allow' });
    await page.context().addInitScript((language) => localStorage.setItem('MC_LANGUAGE', language), code);
    await page.goto(`${origin()}/m/home`);
    await page.getByTestId('page-home').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);

    await page.context().setOffline(true);
    await page.goto(`${origin()}/m/home`);
    await page.getByTestId('offline-page').waitFor();
    const texts = dictionary(code);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 5_000 }).toBe(texts['offlinePage.title']);
    expect(await page.evaluate(htmlAttributes)).toEqual(attributes);
    expect(await page.locator('#offline-text').textContent()).toBe(texts['offlinePage.text']);
    expect(await page.locator('#offline-retry').textContent()).toBe(texts['offlinePage.retry']);
    await page.context().setOffline(false);
  });
});
