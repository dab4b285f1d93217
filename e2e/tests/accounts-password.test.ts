import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, readOutboxCode, readResetToken, resetLoginGuards } from '../support/accounts.ts';
import {
  apiRegister, fieldError, input, loginThroughPage, preferEnglish, storedSession, toast, uniqueMobile, uniqueName,
} from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const PASSWORD = 'secret123';

async function newMember(extra: { email?: string; mobileNum?: string } = {}) {
  const username = uniqueName('pw');
  await apiRegister(baseUrl(), 'DEMO', {
    username, password: PASSWORD, confirmPassword: PASSWORD, type: 0,
    ...extra, ...(extra.mobileNum ? { countryDialingCode: '+63' } : {}),
  });
  return username;
}

function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

describe('accounts: passwords', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('sends a reset link by e-mail (trimmed values), goes back, and the link sets a new password', async () => {
    const email = `${uniqueName('mail')}@example.com`;
    const username = await newMember({ email });
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-nav-forget').click();
    await page.getByTestId('forget-phone-form').waitFor();
    await page.getByTestId('forget-tab-email').click();

    await input(page, 'forget-username').fill(`  ${username} `);
    for (const wrong of ['player@example.c', `${'c'.repeat(243)}@example.com`]) {
      await input(page, 'forget-email').fill(wrong);
      await page.getByTestId('forget-email-submit').click();
      expect(await fieldError(page, 'forget-email').textContent()).toBe('E-mail incorrect');
    }
    await input(page, 'forget-email').fill(` ${email.toUpperCase()}  `);
    await page.getByTestId('forget-email-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('The e-mail has been sent');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/m/login');

    const token = await readResetToken(baseUrl(), email);
    await page.goto(`${baseUrl()}/m/forget?resetToken=${token}`);
    await input(page, 'forget-newPassword').fill('renewed123');
    await input(page, 'forget-confirmNewPassword').fill('renewed12');
    await page.getByTestId('forget-reset-submit').click();
    expect(await fieldError(page, 'forget-confirmNewPassword').textContent()).toBe('Confirmation password not matched');
    await input(page, 'forget-confirmNewPassword').fill('renewed123');
    await page.getByTestId('forget-reset-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Your new password is set, please log in');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/m/login');
    await loginThroughPage(page, baseUrl(), username, 'renewed123');

    // A used link is refused.
    await page.goto(`${baseUrl()}/m/forget?resetToken=${token}`);
    await input(page, 'forget-newPassword').fill('another123');
    await input(page, 'forget-confirmNewPassword').fill('another123');
    await page.getByTestId('forget-reset-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('This password reset link is invalid or has expired');
  });

  it('sets a password by phone and logs in with the mobile number; a same password or a wrong code clears its field', async () => {
    const mobile = uniqueMobile();
    const username = await newMember({ mobileNum: mobile });
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/forget`);
    const submit = page.getByTestId('forget-phone-submit');
    expect(await submit.isDisabled()).toBe(true);
    expect(await input(page, 'forget-verificationCode').isDisabled()).toBe(true);

    await input(page, 'forget-mobile').fill(mobile);
    await input(page, 'forget-mobile').blur();
    expect(await submit.isDisabled()).toBe(false);
    await page.getByTestId('forget-verificationCode-send').click();
    await expect.poll(() => input(page, 'forget-verificationCode').isDisabled()).toBe(false);
    const code = await readOutboxCode(baseUrl(), mobile);

    await input(page, 'forget-verificationCode').fill(code);
    await input(page, 'forget-newPassword').fill(PASSWORD);
    await submit.click();
    await expect.poll(() => toast(page).textContent()).toBe('The new password and the old password cannot be the same');
    expect(await input(page, 'forget-newPassword').inputValue()).toBe('');
    expect(await input(page, 'forget-verificationCode').inputValue()).toBe(code);

    await input(page, 'forget-newPassword').fill('byphone123');
    await input(page, 'forget-verificationCode').fill(code === '000000' ? '111111' : '000000');
    await submit.click();
    await expect.poll(() => toast(page).textContent()).toBe('Verification code error');
    expect(await input(page, 'forget-verificationCode').inputValue()).toBe('');
    expect(await input(page, 'forget-newPassword').inputValue()).toBe('byphone123');

    await input(page, 'forget-verificationCode').fill(code);
    await submit.click();
    await page.getByTestId('page-home').waitFor();
    expect((await storedSession(page))?.userName).toBe(username);
    expect(await apiLogin(baseUrl(), 'DEMO', username, 'byphone123')).toBeTruthy();
  });

  it('changes the password: same-as-old popup sends nothing, then saved, home, and the remembered login follows', async () => {
    const username = await newMember();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    const calls = countCalls(page, '/wps/member/password');
    await page.goto(`${baseUrl()}/m/changePsw`);
    expect(await input(page, 'changePsw-username').inputValue()).toBe(username);
    expect(await input(page, 'changePsw-username').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('changePsw-submit').and(page.locator(':enabled')).waitFor();
    // The password is remembered: no old-password field.
    expect(await page.getByTestId('changePsw-oldPassword-field').count()).toBe(0);

    await page.getByTestId('changePsw-submit').click();
    expect(await fieldError(page, 'changePsw-newPassword').textContent()).toBe('This field is required');
    expect(await fieldError(page, 'changePsw-confirmNewPassword').textContent()).toBe('Enter password');

    await input(page, 'changePsw-newPassword').fill(PASSWORD);
    await input(page, 'changePsw-confirmNewPassword').fill(PASSWORD);
    await page.getByTestId('changePsw-submit').click();
    await page.getByTestId('changePsw-same').waitFor();
    expect(await page.getByTestId('changePsw-same').textContent()).toBe('The new password and the old password cannot be the same');
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(calls).toEqual([]);

    await input(page, 'changePsw-newPassword').fill('changed123');
    await input(page, 'changePsw-confirmNewPassword').fill('changed12');
    expect(await fieldError(page, 'changePsw-confirmNewPassword').textContent()).toBe('Confirmation password not matched');
    await input(page, 'changePsw-confirmNewPassword').fill('changed123');
    await page.getByTestId('changePsw-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Change saved');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/m/home');
    expect(calls).toEqual(['POST']);

    expect(await page.evaluate(() => localStorage.getItem('sass'))).not.toContain('changed123');
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.goto(`${baseUrl()}/m/login`);
    await expect.poll(() => input(page, 'login-password').inputValue()).toBe('changed123');
    expect(await apiLogin(baseUrl(), 'DEMO', username, 'changed123')).toBeTruthy();
  });

  it('asks for the old password when none is remembered and says when it is wrong', async () => {
    const username = await newMember();
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-remember').click();
    await input(page, 'login-username').fill(username);
    await input(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => storedSession(page).then((session) => session?.userName)).toBe(username);

    await page.goto(`${baseUrl()}/m/changePsw`);
    await page.getByTestId('changePsw-oldPassword-field').waitFor();
    await input(page, 'changePsw-oldPassword').fill('not-my-password');
    await input(page, 'changePsw-newPassword').fill('changed123');
    await input(page, 'changePsw-confirmNewPassword').fill('changed123');
    await page.getByTestId('changePsw-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('The old password is incorrect');
    expect(new URL(page.url()).pathname).toBe('/m/changePsw');
    await resetLoginGuards(baseUrl());
  });

  it('sends a visitor without a session from change password to home', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/changePsw`);
    await page.getByTestId('page-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });
});
