import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { apiLogin, devCredit } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { spinSlot } from '../support/games.ts';
import { openLoggedIn } from '../support/home.ts';

const PASSWORD = 'secret123';

type Envelope<T> = { success: boolean; value: T; errorCode?: string };
async function api<T>(path: string, init: { token?: string; body?: unknown; merchant?: string; operator?: boolean } = {}): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.operator ? {} : { Merchant: init.merchant ?? 'DEMO', Language: 'EN' }),
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode}`);
  return envelope.value;
}

type Listed = { id: number; title: string; kind: string };
/** The seeded promotion of DEMO with this English title. */
const promotionTitled = async (title: string) => (await api<Listed[]>('/wps/promotion/list')).find((entry) => entry.title === title)!;

async function newMember(fundsMinor = 0): Promise<{ username: string; token: string }> {
  const username = uniqueName('pr');
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  if (fundsMinor > 0) await devCredit(baseUrl(), 'DEMO', username, fundsMinor);
  return { username, token: await apiLogin(baseUrl(), 'DEMO', username, PASSWORD) };
}

let operatorToken: string | null = null;
/** The demo operator of DEMO, through the operator API. */
async function operator<T>(path: string, body?: unknown): Promise<T> {
  operatorToken ??= (await api<{ token: string }>('/ops/api/session/login', { operator: true, body: { username: 'operator', password: 'operator1234' } })).token;
  return api<T>(path, { operator: true, token: operatorToken, body });
}

const status = (page: Page) => page.getByTestId('promotion-detail').getByTestId('promotion-status');
const membersBadge = (page: Page) => page.getByTestId('tab-mine-badge');

describe('promotions', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('sends a guest to the login page on an action, after showing the rules', async () => {
    const mission = await promotionTitled('Daily slots mission');
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/activityDetail?id=${mission.id}`);
    expect(await page.getByTestId('promotion-rules').textContent()).toContain('bet 1,000.00 on slots');
    await page.getByTestId('promotion-action').click();
    await page.waitForURL(/\/m\/login/);
  });

  it('joins a mission, which the member\'s slot bets make claimable; the claim pays and the Members badge counts down without a reload', async () => {
    const mission = await promotionTitled('Daily slots mission');
    const member = await newMember(5_000_00);
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, `/m/activityDetail?id=${mission.id}`, { username: member.username, password: PASSWORD });
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('JOIN');
    await page.getByTestId('promotion-action').click();
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('JOINED');

    await spinSlot(member.token, 1000);
    await page.goto(`${baseUrl()}/m/rewardCenter`);
    await page.getByTestId('reward-item').waitFor();
    await expect.poll(() => membersBadge(page).textContent()).toBe('1');
    await page.getByTestId('reward-claim').click();
    await expect.poll(() => membersBadge(page).count()).toBe(0);
    await page.getByTestId('reward-tab-history').click();
    await expect.poll(() => page.getByTestId('reward-item').first().getByTestId('promotion-status').getAttribute('data-status')).toBe('CLAIMED');
    const paid = await api<Array<{ status: string; reward: number }>>('/wps/promotion/rewards?tab=history', { token: member.token });
    expect(paid).toMatchObject([{ status: 'CLAIMED', reward: 20 }]);
  });

  it('the Members badge rises while the page is open when a reward becomes claimable, and falls when it is claimed elsewhere, by the live stream alone', async () => {
    const mission = await promotionTitled('Daily slots mission');
    const member = await newMember(5_000_00);
    await api(`/wps/promotion/join`, { token: member.token, body: { id: mission.id } });
    const page = await phone.open();
    await preferEnglish(page);
    const countCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/promotion/unclaimedCount') countCalls.push(request.url());
    });
    await openLoggedIn(page, '/m/home', { username: member.username, password: PASSWORD });
    await page.waitForLoadState('networkidle');
    expect(await membersBadge(page).count()).toBe(0);
    // Set on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { badgeMarker: true }));
    const callsBefore = countCalls.length;

    // The member's bets (made outside this page) reach the mission's target: its reward becomes claimable.
    await spinSlot(member.token, 1000);
    await expect.poll(() => membersBadge(page).textContent()).toBe('1');
    // Claimed in another tab (the same account's session elsewhere): the badge falls here too.
    const [reward] = await api<Array<{ participationId: number }>>('/wps/promotion/rewards?tab=claimable', { token: member.token });
    await api('/wps/promotion/claim', { token: member.token, body: { participationId: reward!.participationId } });
    await expect.poll(() => membersBadge(page).count()).toBe(0);

    expect(await page.evaluate(() => 'badgeMarker' in window)).toBe(true);
    expect(countCalls.length).toBe(callsBefore);
    expect(phone.errors).toEqual([]);
  });

  it('applies with a comment; the operator issues one application and rejects another with a reason', async () => {
    const birthday = await promotionTitled('Birthday bonus');
    const issued = await newMember();
    const rejected = await newMember();
    const page = await phone.open();
    await preferEnglish(page);

    for (const member of [issued, rejected]) {
      await openLoggedIn(page, `/m/activityDetail?id=${birthday.id}`, { username: member.username, password: PASSWORD });
      await expect.poll(() => status(page).getAttribute('data-status')).toBe('APPLY');
      await page.getByTestId('promotion-comment').fill(`Born on the 3rd, ${member.username}`);
      await page.getByTestId('promotion-action').click();
      await expect.poll(() => status(page).getAttribute('data-status')).toBe('APPLYING');
    }

    const applications = await operator<Array<{ participationId: number; account: string; comment: string }>>('/ops/api/promotions/applications');
    const idOf = (username: string) => applications.find((entry) => entry.account === username)!.participationId;
    expect(applications.find((entry) => entry.account === issued.username)?.comment).toBe(`Born on the 3rd, ${issued.username}`);
    expect(await operator('/ops/api/promotions/issue', { participationId: idOf(issued.username) })).toMatchObject({ status: 'ISSUED' });
    expect(await operator('/ops/api/promotions/reject', { participationId: idOf(rejected.username), reason: 'Your birthday is not this month' }))
      .toMatchObject({ status: 'REJECTED' });

    await page.reload();
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('REJECTED');
    expect(await page.getByTestId('promotion-reject-reason').textContent()).toBe('Not approved: Your birthday is not this month');
    expect(await page.getByTestId('promotion-action').count()).toBe(0);

    await openLoggedIn(page, `/m/activityDetail?id=${birthday.id}`, { username: issued.username, password: PASSWORD });
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('ISSUED');
    const balance = await api<{ balance: number }>('/wps/promotion/claimAll', { token: issued.token, body: {} });
    expect(balance.balance).toBe(100);
  });

  it('lists the promotions in Arabic at 320 px with no sideways scrolling', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
    await page.goto(`${hostUrl('alt.localhost')}/m/activity`);
    await page.getByTestId('promotion-card').first().waitFor();
    expect(await page.getByTestId('promotion-card').count()).toBe(5);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(320);
  });
});
