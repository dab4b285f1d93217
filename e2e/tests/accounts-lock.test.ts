import { afterAll, describe, expect, it } from 'vitest';
import { resetLoginGuards } from '../support/accounts.ts';
import { apiFailedLogin, input, preferEnglish, storedSession, toast } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

// Apart from the other login tests: the failures make this address wait for agent01.
describe('accounts: locked account', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  afterAll(() => resetLoginGuards(baseUrl()));

  // The browser and the API calls share one address: after five failures from it, that address waits for the account.
  it('says the account is locked to the address after five failures, even with the right password', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) codes.push(await apiFailedLogin(baseUrl(), 'DEMO', 'agent01'));
    expect(codes.slice(0, 4).every((code) => code === 'login.failed')).toBe(true);
    expect(codes[4]).toBe('login.locked');

    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await input(page, 'login-username').fill('agent01');
    await input(page, 'login-password').fill('agent1234');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('This account is locked, please contact customer service.');
    expect(await storedSession(page)).toBeNull();
    // The failures from this address also made the captcha necessary.
    await page.getByTestId('login-captcha-image').locator('img').waitFor();
  });
});
