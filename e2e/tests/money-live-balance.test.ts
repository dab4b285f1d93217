import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'secret123';
const STREAM_PATH = '/wps/member/events';

/** A real ledger transfer on the server (an operator adjustment), made outside the page. */
const creditOnServer = (username: string, amountMinor: number) => devCredit(baseUrl(), 'DEMO', username, amountMinor);

async function newMember() {
  const username = uniqueName('live');
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

/** Calls of the page to `path`, with the session token each carried. */
function callsTo(page: Page, path: string) {
  const calls: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.headers().authorization);
  });
  return calls;
}

describe('money: live balance', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('the header balance follows a change made on the server, without a reload or another balance call', async () => {
    const username = await newMember();
    const page = await phone.open();
    const streams = callsTo(page, STREAM_PATH);
    const balanceCalls = callsTo(page, '/wps/wallets/balance');
    await openLoggedIn(page, '/m/home', { username, password: PASSWORD });
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent()).toBe(money(0));
    await expect.poll(() => streams.length).toBe(1);
    expect(streams[0]).toBeTruthy();
    // Set on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { liveBalanceMarker: true }));
    const balanceCallsBefore = balanceCalls.length;

    await creditOnServer(username, 123_456);
    await expect.poll(() => balance.textContent()).toBe(money(1234.56));
    await creditOnServer(username, 44);
    await expect.poll(() => balance.textContent()).toBe(money(1235));

    expect(await page.evaluate(() => 'liveBalanceMarker' in window)).toBe(true);
    expect(balanceCalls.length).toBe(balanceCallsBefore);
    expect(streams).toHaveLength(1);
    expect(phone.errors).toEqual([]);
  });

  it('a guest page opens no balance stream', async () => {
    const page = await phone.open();
    const streams = callsTo(page, STREAM_PATH);
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('header-login').waitFor();
    await page.waitForLoadState('networkidle');
    expect(streams).toEqual([]);
  });
});
