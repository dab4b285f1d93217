import { sessionSummarySchema } from '@m/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, storedSession, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { callApi, spinSlot } from '../support/games.ts';
import { openLoggedIn } from '../support/home.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'secret123';

/** A fresh member of DEMO, so the demo accounts are never excluded. */
async function newMember(prefix: string) {
  const username = uniqueName(prefix);
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return { username, token: session.token };
}

/** A reality check every `seconds`, through the development endpoints (a player chooses 15, 30 or 60 minutes). */
async function devRealityCheck(username: string, seconds: number) {
  const response = await fetch(`${baseUrl()}/wps/dev/members/DEMO/${username}/realityCheck`, {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds }),
  });
  expect(response.ok).toBe(true);
}

/** The UI kit's dialog fades in by script: axe reads its colours once it is fully shown. */
const dialogShown = (page: Page) =>
  page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap > div')).some((surface) => surface.style.opacity === '1'));

describe('player protection', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('shows a reality check after the interval, with the time played and the net result; keep playing starts the next one, stop logs out', async () => {
    const member = await newMember('rc');
    await devCredit(baseUrl(), 'DEMO', member.username, 100_000);
    const page = await phone.open();
    await preferEnglish(page);
    const session = await openLoggedIn(page, '/m/home', { username: member.username, password: PASSWORD });
    await spinSlot(session.token, 10);
    await devRealityCheck(member.username, 4);
    await page.reload();

    await page.getByTestId('reality-check').waitFor({ timeout: 20_000 });
    const summary = await callApi(sessionSummarySchema, '/wps/member/protection/session', { token: session.token });
    expect(summary.bets).toBe(1);
    expect(await page.getByTestId('reality-check-played').textContent()).toMatch(/^Time played this session: \u2066\d+:\d\d:\d\d\u2069$/);
    expect(await page.getByTestId('reality-check-net').textContent()).toBe(`Net result this session: ${money(summary.net, { signed: true })}`);
    await dialogShown(page);
    expect(await seriousViolations(page, 'reality check')).toEqual([]);

    await page.getByTestId('reality-check-keep').click();
    await page.getByTestId('reality-check').waitFor({ state: 'detached' });
    // The next one comes an interval after "keep playing".
    await page.getByTestId('reality-check').waitFor({ timeout: 20_000 });
    await page.getByTestId('reality-check-stop').click();
    await page.getByTestId('page-home').waitFor();
    await expect.poll(() => storedSession(page)).toBeNull();
  }, 90_000);

  it('takes a time-out with the password: signed out at once, and the login is refused naming its end', async () => {
    const member = await newMember('to');
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/securityCenter', { username: member.username, password: PASSWORD });
    await page.getByTestId('security-responsible-gaming-link').click();
    await page.getByTestId('page-responsibleGaming').waitFor();
    await page.getByTestId('exclusion-state').waitFor();
    expect(await page.getByTestId('exclusion-state').textContent()).toBe('No break is in force.');
    expect(await seriousViolations(page, '/m/responsibleGaming')).toEqual([]);

    await input(page, 'exclusion-period').selectOption('24h');
    await input(page, 'exclusion-password').fill('not-my-password');
    await page.getByTestId('exclusion-submit').click();
    await page.getByTestId('exclusion-confirm-yes').click();
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toBe('The password is incorrect.');

    await input(page, 'exclusion-password').fill(PASSWORD);
    await page.getByTestId('exclusion-submit').click();
    await page.getByTestId('exclusion-confirm').waitFor();
    expect(await page.getByTestId('exclusion-confirm').textContent()).toMatch(/cannot log in until .+This cannot be undone or shortened, not even by customer service\./);
    await dialogShown(page);
    expect(await seriousViolations(page, 'exclusion confirmation')).toEqual([]);
    await page.getByTestId('exclusion-confirm-yes').click();
    await page.getByTestId('exclusion-started').waitFor();
    const started = await page.getByTestId('exclusion-started').textContent();
    const until = /until (\u2066[^\u2069]+\u2069)/.exec(started ?? '')?.[1];
    expect(until).toMatch(/^\u2066\d{4}\u2011\d\d\u2011\d\d\u00a0\d\d:\d\d\u2069$/);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('page-home').waitFor();
    await expect.poll(() => storedSession(page)).toBeNull();
    // Every session ended, the one the member registered with too.
    const old = await fetch(`${baseUrl()}/wps/member/info`, { headers: { Merchant: 'DEMO', Authorization: member.token } });
    expect(old.status).toBe(401);

    await page.goto(`${baseUrl()}/m/login`);
    await input(page, 'login-username').fill(member.username);
    await input(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-excluded').waitFor();
    expect(await page.getByTestId('login-excluded').textContent()).toBe(`You are on a break from play: this account cannot log in until ${until}.`);
    expect(await storedSession(page)).toBeNull();
  }, 90_000);
});
