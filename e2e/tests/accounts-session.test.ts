import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { input, loginThroughPage, preferEnglish, revokeSession, storedSession } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

/** Whether the sealing key of remembered passwords is still in IndexedDB. */
const sealingKeyStored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const opening = indexedDB.open('m-secure-store', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('keys');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('keys', 'readonly').objectStore('keys').get('remembered-credentials');
          read.onsuccess = () => {
            opening.result.close();
            resolve(read.result !== undefined);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );

async function confirmLogout(page: Page) {
  await page.getByText('Are you sure you want to logout?').waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

const serverKnows = async (token: string) =>
  (await fetch(`${baseUrl()}/wps/member/info`, { headers: { Merchant: 'DEMO', Authorization: token } })).status;

describe('accounts: settings, logout and session expiry', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('needs a session for settings', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/set`);
    await page.getByTestId('page-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });

  it('settings: change-password entry and a sign-out that keeps the remembered login', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), 'demo', 'demo1234');
    const { token } = (await storedSession(page))!;
    await page.goto(`${baseUrl()}/m/set`);
    expect(await page.getByTestId('settings-account').textContent()).toBe('demo');
    await page.getByTestId('settings-change-password').click();
    await page.getByTestId('page-changePsw').waitFor();
    await page.goBack();

    await page.getByTestId('settings-logout').click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await storedSession(page))?.token).toBe(token);

    await page.getByTestId('settings-logout').click();
    await confirmLogout(page);
    await page.waitForURL(`${baseUrl()}/m/home`);
    await page.getByTestId('page-home').waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    expect(await page.evaluate(() => localStorage.getItem('sass'))).toContain('"username":"demo"');
    expect(await sealingKeyStored(page)).toBe(true);
    expect(await serverKnows(token)).toBe(401);
  });

  it('header sign-out also forgets the remembered logins and their key', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    // The popup announcements that follow a login would cover the header.
    await page.context().addInitScript(() => sessionStorage.setItem('MC_LOGIN_POPUPS_SHOWN', '1'));
    await loginThroughPage(page, baseUrl(), 'demo', 'demo1234');
    const { token } = (await storedSession(page))!;
    await page.getByTestId('page-home').waitFor();
    expect(await sealingKeyStored(page)).toBe(true);
    await page.getByTestId('header-account').click();
    await page.getByTestId('header-popover-logout').click();
    await confirmLogout(page);
    await expect.poll(() => storedSession(page)).toBeNull();
    await page.getByTestId('page-home').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sass'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('remPass'))).toBeNull();
    expect(await sealingKeyStored(page)).toBe(false);
    expect(await serverKnows(token)).toBe(401);

    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-form').waitFor();
    expect(await input(page, 'login-username').inputValue()).toBe('');
  });

  it('asks to log in again when the session expired and returns where the user was', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), 'demo', 'demo1234');
    await page.goto(`${baseUrl()}/m/changePsw`);
    await page.getByTestId('changePsw-form').waitFor();
    await revokeSession(baseUrl(), 'DEMO', (await storedSession(page))!.token);

    // The remembered password stands in for the old one; the new one goes to the server, which refuses the session.
    await input(page, 'changePsw-newPassword').fill('another123');
    await input(page, 'changePsw-confirmNewPassword').fill('another123');
    await page.getByTestId('changePsw-submit').click();
    await page.getByTestId('session-expired').waitFor();
    expect(await page.getByTestId('session-expired').textContent()).toBe('The account has been logged out, please log in again');
    expect(await storedSession(page)).toBeNull();

    await page.locator('.adm-dialog').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).search).toBe('?redirect=%2Fm%2FchangePsw');
    await expect.poll(() => input(page, 'login-password').inputValue()).toBe('demo1234');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('page-changePsw').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/changePsw');
  });
});
