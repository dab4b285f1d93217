import type { SiteStatus } from '@m/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useKnownCaptchas } from '../support/accounts.ts';
import { apiRegister, input, preferEnglish, storedSession, uniqueName } from '../support/account-pages.ts';
import { baseUrl, hostUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn, rewriteSiteStatus } from '../support/home.ts';
import { depositThroughGateway, money } from '../support/money.ts';

const PASSWORD = 'secret123';
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The page scrolls sideways when anything is wider than the screen. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

async function newMember(prefix: string) {
  const username = uniqueName(prefix);
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

const inviteeStatuses = (page: Page) => page.getByTestId('invitee-status').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));

describe('invite friends', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let referrer: string;

  beforeAll(async () => {
    referrer = await newMember('ref');
  });

  it('an invitation followed to a registration shows in the referrer\'s list, and the invitee\'s deposit pays the referrer', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/inviteFriends', { username: referrer, password: PASSWORD });
    await page.getByTestId('invite-code').waitFor();
    const code = (await page.getByTestId('invite-code').textContent())!;
    const link = (await page.getByTestId('invite-link').textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(link).toBe(`${baseUrl()}/m/register?ref=${code}`);
    await page.getByTestId('invite-qr').waitFor();
    expect(await page.getByTestId('invite-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await page.getByTestId('invite-rules').textContent()).toContain(`When your friend's deposits reach ${money(500)} within 30 days of registering, you receive ${money(100)}.`);
    expect(await page.getByTestId('invite-total-invited').textContent()).toBe('0');
    await page.getByText('No friends have registered with your code yet').waitFor();

    // Without a share sheet (desktop Chromium) the share button copies the link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByTestId('invite-share').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor on another phone follows the link and registers; the code is filled in.
    const visitor = await openPhone(phone.browser);
    try {
      await preferEnglish(visitor.page);
      const captchas = await useKnownCaptchas(visitor.page, baseUrl());
      await visitor.page.goto(link);
      await visitor.page.getByTestId('register-captcha-image').locator('img').waitFor();
      await expect.poll(() => input(visitor.page, 'register-recommenderId').inputValue()).toBe(code);
      const invitee = uniqueName('inv');
      await input(visitor.page, 'register-username').fill(invitee);
      await input(visitor.page, 'register-password').fill(PASSWORD);
      await input(visitor.page, 'register-confirmPassword').fill(PASSWORD);
      await input(visitor.page, 'register-captcha').fill(captchas.answer());
      await visitor.page.getByTestId('register-submit').click();
      await visitor.page.getByTestId('page-home').waitFor();
      expect((await storedSession(visitor.page))?.userName).toBe(invitee);

      await page.reload();
      await page.getByTestId('invitee-row').first().waitFor();
      expect(await page.getByTestId('invitee-account').allTextContents()).toEqual([`${invitee.slice(0, 2)}***${invitee.slice(-2)}`]);
      expect(await inviteeStatuses(page)).toEqual(['REGISTERED']);
      expect(await page.getByTestId('invitee-status').textContent()).toBe('Registered');
      expect(await page.getByTestId('invite-total-invited').textContent()).toBe('1');

      await depositThroughGateway(visitor.page, '500');
    } finally {
      await visitor.context.close();
    }

    await page.reload();
    await page.getByTestId('invitee-row').first().waitFor();
    expect(await inviteeStatuses(page)).toEqual(['QUALIFIED']);
    expect(await page.getByTestId('invitee-reward').textContent()).toBe(`+${money(100)}`);
    expect(await page.getByTestId('invite-total-qualified').textContent()).toBe('1');
    expect(await page.getByTestId('invite-total-reward').textContent()).toBe(money(100));
    await page.goto(`${baseUrl()}/m/home`);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(money(100));
    expect(phone.errors).toEqual([]);
  });

  it('a registration with an unknown referral code is refused on its field, translated', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    const captchas = await useKnownCaptchas(page, baseUrl());
    await page.goto(`${baseUrl()}/m/register?ref=ZZZZZZZZ`);
    await page.getByTestId('register-captcha-image').locator('img').waitFor();
    await expect.poll(() => input(page, 'register-recommenderId').inputValue()).toBe('ZZZZZZZZ');
    await input(page, 'register-username').fill(uniqueName('bad'));
    await input(page, 'register-password').fill(PASSWORD);
    await input(page, 'register-confirmPassword').fill(PASSWORD);
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-recommenderId-error').textContent())
      .toBe('This referral code does not exist. Check it with the friend who invited you, or leave it empty.');
    expect(pathOf(page)).toBe('/m/register');
  });

  it('sends guests to log in, refuses trial accounts with free_reject, and tells ALT\'s members (REFERRAL off) to contact customer service', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/inviteFriends`);
    await page.getByTestId('page-login').waitFor();
    expect(pathOf(page)).toBe('/m/login');

    await page.getByTestId('login-trial').click();
    await page.getByTestId('page-home').waitFor();
    await page.goto(`${baseUrl()}/m/inviteFriends`);
    await page.getByTestId('free-reject').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/m/home');

    const alt = await phone.open();
    await preferEnglish(alt);
    await openLoggedIn(alt, '/m/inviteFriends', { origin: hostUrl('alt.localhost'), merchant: 'ALT', username: 'altdemo' });
    await alt.getByTestId('page-contact-service').waitFor();
    expect(await alt.getByTestId('page-contact-service').textContent()).toContain('Please contact customer service to use this feature.');
    expect(await alt.getByTestId('page-inviteFriends').count()).toBe(0);
    // The tab stays: it leads to the message.
    expect(await alt.getByTestId('tab-inviteFriends').count()).toBe(1);
    await alt.getByTestId('contact-service-open').click();
    await alt.getByTestId('page-service').waitFor();
  });

  it('reads right to left in Arabic at 320 px without scrolling sideways', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
    // DEMO offers TY and EN only: Arabic is added to its languages in the browser.
    await rewriteSiteStatus<SiteStatus>(page, (status) => ({ ...status, info: { ...status.info, languages: [...status.info.languages, 'AR'] } }));
    await openLoggedIn(page, '/m/inviteFriends', { username: referrer, password: PASSWORD });
    await page.getByTestId('invitee-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('invite-rules').textContent()).toContain('كيف يعمل');
    expect(await scrollWidth(page)).toBe(320);
  });
});
