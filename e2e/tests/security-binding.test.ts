import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, loginThroughPage, preferEnglish, storedSession, toast, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { readOutboxCode } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';

const PASSWORD = 'bind1234';

/** A new player; registering signs in, so it has one session already (from no browser: "Unknown device"). */
async function newPlayer(): Promise<{ username: string; registrationToken: string }> {
  const username = uniqueName('sec');
  const { token } = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return { username, registrationToken: token };
}

/** The phones of these tests: Chrome on Android (support/browser.ts PHONE_USER_AGENT). */
const PHONE_DEVICE = 'Chrome · Android';

async function openSecurityCentre(page: Page) {
  await page.goto(`${baseUrl()}/m/securityCenter`);
  await page.getByTestId('security-level-value').waitFor();
}

const item = (page: Page, name: string) => page.getByTestId(`security-item-${name}`);

describe('security centre: binding a mobile and an e-mail, signing out other devices', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('binds a mobile number and an e-mail address with codes from the outbox, and the level rises', async () => {
    const { username } = await newPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    await openSecurityCentre(page);
    expect(await page.getByTestId('security-level-value').textContent()).toBe('Low');
    expect(await page.getByRole('meter').getAttribute('aria-valuenow')).toBe('1');
    expect(await item(page, 'mobile').getAttribute('data-done')).toBe('false');
    expect(await page.getByTestId('security-mobile-state').textContent()).toBe('Not bound');

    // Mobile: the code is refused before the number is valid, then sent and typed.
    await page.getByTestId('security-mobile-open').click();
    await input(page, 'bindMobile-mobileNum').fill('12345');
    await page.getByTestId('bindMobile-verificationCode-send').click();
    expect(await page.getByTestId('bindMobile-mobileNum-error').textContent()).toBe('The mobile number needs at least 7 digits');
    const mobile = uniqueMobile();
    await input(page, 'bindMobile-mobileNum').fill(mobile);
    await page.getByTestId('bindMobile-verificationCode-send').click();
    await expect.poll(() => page.getByTestId('bindMobile-verificationCode-send').textContent()).toMatch(/^\d+ s$/);
    const code = await readOutboxCode(baseUrl(), mobile);
    await input(page, 'bindMobile-verificationCode').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('bindMobile-submit').click();
    await expect.poll(() => page.getByTestId('bindMobile-verificationCode-error').textContent()).toBe('Verification code error');
    await input(page, 'bindMobile-verificationCode').fill(code);
    await page.getByTestId('bindMobile-submit').click();
    await expect.poll(() => page.getByTestId('security-mobile-state').getAttribute('data-bound')).toBe('true');
    expect(await page.getByTestId('security-mobile-state').textContent()).toContain(`${mobile.slice(0, 3)}`);
    expect(await page.getByTestId('security-mobile-state').textContent()).not.toContain(mobile);
    await expect.poll(() => item(page, 'mobile').getAttribute('data-done')).toBe('true');

    // E-mail: the code comes by e-mail.
    const email = `${username}@example.com`;
    await page.getByTestId('security-email-open').click();
    await input(page, 'bindEmail-email').fill(email);
    await page.getByTestId('bindEmail-verificationCode-send').click();
    await expect.poll(() => page.getByTestId('bindEmail-verificationCode-send').textContent()).toMatch(/^\d+ s$/);
    await input(page, 'bindEmail-verificationCode').fill(await readOutboxCode(baseUrl(), email));
    await page.getByTestId('bindEmail-submit').click();
    await expect.poll(() => page.getByTestId('security-email-state').getAttribute('data-bound')).toBe('true');
    expect(await page.getByTestId('security-email-state').textContent()).toContain('@example.com');
    await expect.poll(() => page.getByTestId('security-level-value').textContent()).toBe('Medium');
    expect(await page.getByRole('meter').getAttribute('aria-valuenow')).toBe('3');

    // Changing the bound mobile asks for the login password; axe finds nothing serious with the forms open.
    await page.getByTestId('security-mobile-open').click();
    await input(page, 'bindMobile-password').waitFor();
    await page.getByTestId('security-email-open').click();
    await input(page, 'bindEmail-password').waitFor();
    expect(await seriousViolations(page, '/m/securityCenter')).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('signs out another device: its next call answers login.not.session and the app asks it to log in', async () => {
    const { username } = await newPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);

    const other = await openPhone(phone.browser, { locale: 'en-US' });
    try {
      await preferEnglish(other.page);
      await loginThroughPage(other.page, baseUrl(), username, PASSWORD);
      const otherToken = (await storedSession(other.page))!.token;

      await openSecurityCentre(page);
      await page.getByTestId('security-session-current').waitFor();
      await expect.poll(() => page.getByTestId('security-session-other').count()).toBe(2);
      expect(await page.getByTestId('security-session-current').textContent()).toContain('This device');
      const otherPhone = page.getByTestId('security-session-other').filter({ hasText: PHONE_DEVICE });
      expect(await otherPhone.textContent()).toContain('Local network');
      expect(await page.getByTestId('security-session-other').filter({ hasText: 'Unknown device' }).count()).toBe(1);

      await otherPhone.getByTestId('security-session-sign-out').click();
      await page.getByText('Sign out this device? It will have to log in again.').waitFor();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Sign out' }).click();
      await expect.poll(() => toast(page).textContent()).toBe('Signed out');
      await expect.poll(() => page.getByTestId('security-session-other').filter({ hasText: PHONE_DEVICE }).count()).toBe(0);
      expect(await page.getByTestId('security-session-other').count()).toBe(1);

      const refused = await fetch(`${baseUrl()}/wps/member/securityConfig`, { headers: { Merchant: 'DEMO', Authorization: otherToken } });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('login.not.session');

      // The signed-out phone forgets its session and is asked to log in again: by the session-expired prompt when
      // its own call was refused first, or by the login dialog when its closed live stream told it before.
      await other.page.goto(`${baseUrl()}/m/securityCenter`);
      await other.page.locator('[data-testid="session-expired"], [data-testid="login-dialog"]').first().waitFor();
      await expect.poll(() => storedSession(other.page)).toBeNull();

      // The first phone's session is untouched.
      expect((await storedSession(page))?.token).toBeTruthy();
      await openSecurityCentre(page);
      expect(other.errors.filter((error) => !error.includes('401'))).toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  it('signs out all other devices at once', async () => {
    const { username, registrationToken } = await newPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    const others = [await openPhone(phone.browser, { locale: 'en-US' }), await openPhone(phone.browser, { locale: 'en-US' })];
    try {
      for (const other of others) await loginThroughPage(other.page, baseUrl(), username, PASSWORD);
      const tokens = [registrationToken, ...(await Promise.all(others.map(async (other) => (await storedSession(other.page))!.token)))];
      await openSecurityCentre(page);
      await expect.poll(() => page.getByTestId('security-session-other').count()).toBe(3);
      await page.getByTestId('security-sign-out-others').click();
      await page.getByText('Sign out every device except this one?').waitFor();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Sign out' }).click();
      await expect.poll(() => page.getByTestId('security-session-other').count()).toBe(0);
      for (const token of tokens) {
        const refused = await fetch(`${baseUrl()}/wps/member/sessions`, { headers: { Merchant: 'DEMO', Authorization: token } });
        expect(refused.status).toBe(401);
      }
      const kept = await fetch(`${baseUrl()}/wps/member/sessions`, { headers: { Merchant: 'DEMO', Authorization: (await storedSession(page))!.token } });
      expect(kept.status).toBe(200);
    } finally {
      for (const other of others) await other.context.close();
    }
  });
});
