import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { input, preferEnglish } from '../support/account-pages.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

async function inLanguage(page: Page, code: string) {
  await page.context().addInitScript((language) => localStorage.setItem('MC_LANGUAGE', language), code);
}

describe('accounts: what a person sees on the login and registration pages', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('mirrors the method tabs in Arabic and keeps "+63" in its order', async () => {
    const page = await phone.open();
    await inLanguage(page, 'AR');
    await page.goto(`${hostUrl('alt.localhost')}/m/register`);
    await page.getByTestId('register-tab-mobile').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await box(page, 'register-tab-username')).x).toBeGreaterThan((await box(page, 'register-tab-mobile')).x);

    await page.getByTestId('register-tab-mobile').click();
    const dialingCode = page.getByTestId('register-mobileNum-dialing-code');
    await expect.poll(() => dialingCode.textContent(), { timeout: 10_000 }).toMatch(/^\+\d+$/);
    expect(await dialingCode.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await input(page, 'register-mobileNum').evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
  });

  it("shows a centred logo with a visible wordmark, and the providers' marks on the social buttons", async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    const logo = await box(page, 'auth-logo');
    const viewport = page.viewportSize()!;
    expect(Math.abs(logo.x + logo.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(await page.getByTestId('auth-logo').locator('text').getAttribute('fill')).toBe('#0f1b3d');
    for (const provider of ['facebook', 'google', 'telegram']) {
      const button = page.getByTestId(`login-social-${provider}`);
      expect(await button.locator('svg').count()).toBe(1);
      expect((await button.textContent())?.trim()).toBe('');
    }
  });

  it('keeps the footer links apart in Filipino', async () => {
    const page = await phone.open();
    await inLanguage(page, 'TY');
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-nav-service').waitFor();
    const boxes = await Promise.all(['home', 'register', 'forget', 'service'].map((id) => box(page, `login-nav-${id}`)));
    for (let index = 1; index < boxes.length; index++) {
      const [before, after] = [boxes[index - 1]!, boxes[index]!];
      const sameRow = Math.abs(before.y - after.y) < before.height / 2;
      if (sameRow) expect(after.x - (before.x + before.width)).toBeGreaterThanOrEqual(8);
    }
  });
});
