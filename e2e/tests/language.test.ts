import { describe, expect, it } from 'vitest';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const htmlAttributes = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

describe('language', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('starts in the merchant default (TY), switches to EN and back, and keeps the choice over a reload', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/home`);
    const tabHome = page.getByTestId('tab-home');
    await tabHome.waitFor();
    expect(await page.evaluate(htmlAttributes)).toEqual({ lang: 'fil', dir: 'ltr' });
    const filipino = await tabHome.textContent();

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-EN').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => tabHome.textContent()).not.toBe(filipino);
    const english = await tabHome.textContent();
    expect(english).toMatch(/home/i);

    await page.reload();
    await page.getByTestId('tab-home').waitFor();
    expect(await page.evaluate(htmlAttributes)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByTestId('tab-home').textContent()).toBe(english);

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-TY').click();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    expect(await page.getByTestId('tab-home').textContent()).toBe(filipino);
    expect(phone.errors).toEqual([]);
  });

  it('offers only the merchant languages: TY and EN for DEMO, all 31 with flags for ALT', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.locator('[data-testid^="language-option-"]').count()).toBe(2);

    await page.goto(`${hostUrl('alt.localhost')}/m/home`);
    await page.getByTestId('language-switch').click();
    const options = page.locator('[data-testid^="language-option-"]');
    await expect.poll(() => options.count()).toBe(31);
    await expect.poll(() => options.locator('img').count()).toBe(31);
    expect(phone.errors).toEqual([]);
  });

  it.each([['AR', 'ar'], ['FA', 'fa'], ['UR', 'ur']])('renders %s right-to-left', async (code, lang) => {
    const page = await phone.open();
    await page.goto(`${hostUrl('alt.localhost')}/m/home`);
    await page.getByTestId('language-switch').click();
    await page.getByTestId(`language-option-${code}`).click();
    await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
    expect(await page.evaluate(htmlAttributes)).toEqual({ lang, dir: 'rtl' });
    expect(phone.errors).toEqual([]);
  });

  it('hides the register button where DIRECTREG3 is off (ALT)', async () => {
    const page = await phone.open();
    await page.goto(`${hostUrl('alt.localhost')}/m/home`);
    await page.getByTestId('header-login').waitFor();
    expect(await page.getByTestId('header-register').count()).toBe(0);
  });
});
