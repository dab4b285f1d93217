import { describe, expect, it } from 'vitest';
import { baseUrl, usePhone } from '../support/browser.ts';
import { input, preferEnglish, storedSession } from '../support/account-pages.ts';

describe('explore', () => {
  const phone = usePhone();
  it('login page', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('page-login').waitFor();
    await page.screenshot({ path: '/tmp/login.png' });
    await input(page, 'login-username').fill('demo');
    await input(page, 'login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => storedSession(page).then((s) => s?.userName)).toBe('demo');
    await page.goto(`${baseUrl()}/m/register`);
    await page.getByTestId('register-form').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/register.png', fullPage: true });
    console.log(phone.errors);
  });
});
