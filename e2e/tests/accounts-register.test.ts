import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutboxCode, useKnownCaptchas } from '../support/accounts.ts';
import { fieldError, input, preferEnglish, storedSession, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';

/** Counts the registration calls the page makes. */
function countRegistrations(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/member/register')) calls.push(request.method());
  });
  return calls;
}

async function openRegistration(page: Page, base = baseUrl()) {
  await preferEnglish(page);
  // Development captchas are not tied to a merchant; node reaches the server by its address.
  const captchas = await useKnownCaptchas(page, baseUrl());
  await page.goto(`${base}/m/register`);
  await page.getByTestId('register-captcha-image').locator('img').waitFor();
  return captchas;
}

async function fillAccount(page: Page, username: string, password = 'secret123') {
  await input(page, 'register-username').fill(username);
  await input(page, 'register-password').fill(password);
  await input(page, 'register-confirmPassword').fill(password);
}

describe('accounts: registration', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('registers with a username and is logged in at home', async () => {
    const page = await phone.open();
    const captchas = await openRegistration(page);
    await page.getByTestId('register-banner').first().waitFor();
    const asterisk = (id: string) => page.getByTestId(`${id}-field`).locator('.form-required').count();
    expect(await asterisk('register-username')).toBe(1);
    expect(await asterisk('register-password')).toBe(1);
    expect(await asterisk('register-confirmPassword')).toBe(1);
    expect(await asterisk('register-captcha')).toBe(1);
    expect(await asterisk('register-email')).toBe(0);
    expect(await asterisk('register-affiliateCode')).toBe(0);

    const username = uniqueName('new');
    await fillAccount(page, username);
    await input(page, 'register-email').fill(`${username}@example.com`);
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await page.getByTestId('page-home').waitFor();
    const session = await storedSession(page);
    expect(session).toMatchObject({ userName: username, type: 0, merchantCode: 'DEMO' });
    expect(phone.errors).toEqual([]);
  });

  it('checks each field by its rule, with the confirmation messages of the spec', async () => {
    const page = await phone.open();
    const calls = countRegistrations(page);
    await openRegistration(page);
    await page.getByTestId('register-submit').click();
    expect(await fieldError(page, 'register-username').textContent()).toBe('This field is required');
    expect(await fieldError(page, 'register-confirmPassword').textContent()).toBe('Incorrect password');
    expect(await fieldError(page, 'register-captcha').textContent()).toBe('Enter a captcha');
    expect(await fieldError(page, 'register-email').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-username');

    await input(page, 'register-username').fill('ab_');
    expect(await fieldError(page, 'register-username').textContent()).toBe('At least 4 characters');
    await input(page, 'register-username').fill('ab_cd');
    expect(await fieldError(page, 'register-username').textContent()).toBe('Account format is incorrect');
    await input(page, 'register-password').fill('secret123');
    await input(page, 'register-confirmPassword').fill('secret12');
    expect(await fieldError(page, 'register-confirmPassword').textContent()).toBe('Confirmation password not matched');
    // The confirmation is checked again when the password changes.
    await input(page, 'register-password').fill('secret12');
    await expect.poll(() => fieldError(page, 'register-confirmPassword').count()).toBe(0);

    await page.getByTestId('register-agree').click();
    expect(await page.getByTestId('register-submit').isDisabled()).toBe(true);
    await page.getByTestId('register-agree').click();
    expect(await page.getByTestId('register-submit').isDisabled()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('refuses an invalid e-mail, also one of 255 characters or more, without sending', async () => {
    const page = await phone.open();
    const calls = countRegistrations(page);
    const captchas = await openRegistration(page);
    await fillAccount(page, uniqueName('mail'));
    await input(page, 'register-captcha').fill(captchas.answer());
    for (const email of ['player@example', `${'a'.repeat(243)}@example.com`, `${'b'.repeat(300)}@example.com`]) {
      await input(page, 'register-email').fill(email);
      await page.getByTestId('register-submit').click();
      expect(await fieldError(page, 'register-email').textContent()).toBe('E-mail format is incorrect');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-email');
    }
    expect(calls).toEqual([]);
  });

  it('shows a taken username and a wrong captcha under their fields', async () => {
    const page = await phone.open();
    const captchas = await openRegistration(page);
    await fillAccount(page, 'demo');
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await expect.poll(() => fieldError(page, 'register-username').textContent()).toBe('Sorry, the username already exists.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-username');
    expect(await input(page, 'register-captcha').inputValue()).toBe('');

    await input(page, 'register-username').fill(uniqueName('cap'));
    const wrong = captchas.answer() === '0000' ? '1111' : '0000';
    await input(page, 'register-captcha').fill(wrong);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => fieldError(page, 'register-captcha').textContent()).toBe('Verification code error');
    expect(await storedSession(page)).toBeNull();
  });

  it('checks the invitation code first and focuses its field on an unknown code; a valid one registers', async () => {
    const page = await phone.open();
    const calls = countRegistrations(page);
    const captchas = await openRegistration(page);
    await fillAccount(page, uniqueName('inv'));
    await input(page, 'register-affiliateCode').fill('NOPE123');
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await expect.poll(() => fieldError(page, 'register-affiliateCode').textContent()).toBe('Invalid invitation code');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-affiliateCode');
    expect(calls).toEqual([]);

    await input(page, 'register-affiliateCode').fill('AGENT01');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('page-home').waitFor();
    expect(calls).toEqual(['PUT']);
  });

  it('registers with a mobile number and an SMS code; the number carries over between the methods', async () => {
    const page = await phone.open();
    const captchas = await openRegistration(page);
    const mobile = uniqueMobile();
    await page.getByTestId('register-tab-mobile').click();
    expect(await page.getByTestId('register-username-field').count()).toBe(0);
    await input(page, 'register-mobileNum').fill(mobile);
    await page.getByTestId('register-tab-username').click();
    await expect.poll(() => input(page, 'register-mobileNum').inputValue()).toBe(mobile);
    await page.getByTestId('register-tab-mobile').click();
    await expect.poll(() => input(page, 'register-mobileNum').inputValue()).toBe(mobile);
    await page.getByTestId('register-captcha-image').locator('img').waitFor();

    await page.getByTestId('register-verificationCode-send').click();
    await expect.poll(() => page.getByTestId('register-verificationCode-send').textContent()).toBe('300 s');
    await input(page, 'register-verificationCode').fill(await readOutboxCode(baseUrl(), mobile));
    await input(page, 'register-password').fill('secret123');
    await input(page, 'register-confirmPassword').fill('secret123');
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await page.getByTestId('page-home').waitFor();
    expect((await storedSession(page))?.userName).toBe(mobile);
  });

  it('asks for an invitation code where direct registration is off (ALT)', async () => {
    const page = await phone.open();
    await openRegistration(page, hostUrl('alt.localhost'));
    expect(await page.getByTestId('register-affiliateCode-field').locator('.form-required').count()).toBe(1);
    await fillAccount(page, uniqueName('alt'));
    await page.getByTestId('register-submit').click();
    expect(await fieldError(page, 'register-affiliateCode').textContent()).toBe('This field is required');
  });

  it('goes home without history and links back to the login', async () => {
    const page = await phone.open();
    await openRegistration(page);
    await page.getByTestId('auth-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/home');
    await page.goto(`${baseUrl()}/m/register`);
    await page.getByTestId('register-login-link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/login');
  });
});
