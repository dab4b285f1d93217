import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hostUrl, preferLanguage, screenshotFailures, usePhone } from '../support/browser.ts';

const sectionHeadings = (page: Page) => page.getByTestId('user-agreement').locator('h2').allTextContents();

describe('/m/useragreement', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it("opens from the registration's agreement box: the merchant's terms, privacy and responsible gaming in sections, with its own title", async () => {
    const page = await phone.open();
    await preferLanguage(page, 'EN');
    await page.goto(`${baseUrl()}/m/register`);
    await page.getByTestId('register-agree').getByRole('link').click();
    await page.getByTestId('page-useragreement').waitFor();
    await page.getByTestId('user-agreement').waitFor();
    expect(await page.locator('h1').textContent()).toBe('User agreement');
    await expect.poll(() => page.title()).toBe('User agreement · M Play');
    expect(await sectionHeadings(page)).toEqual([
      'Who may play', 'Your account', 'Deposits', 'Bonuses', 'Withdrawals', 'Fair play', 'Privacy', 'Responsible gaming', 'Changes and contact',
    ]);
    expect(await page.getByTestId('user-agreement').textContent()).toContain('18 or older');
  });

  it('reads in Filipino, the default language, and fits a 320 px screen without sideways scrolling', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`${baseUrl()}/m/useragreement`);
    await page.getByTestId('user-agreement').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Kasunduan ng user');
    expect(await sectionHeadings(page)).toContain('Responsableng paglalaro');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('reads in Arabic, right to left, on a merchant that takes no deposits: no deposit or bonus section', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'AR');
    await page.goto(`${hostUrl('alt.localhost')}/m/useragreement`);
    await page.getByTestId('user-agreement').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const agreementPage = page.getByTestId('page-useragreement');
    expect(await agreementPage.getAttribute('lang')).toBe('ar');
    expect(await agreementPage.getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe('اتفاقية المستخدم');
    const headings = await sectionHeadings(page);
    expect(headings).toHaveLength(7);
    expect(headings).toContain('الخصوصية');
    expect(headings).not.toContain('الإيداع');
    expect(headings).not.toContain('المكافآت');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  });
});
