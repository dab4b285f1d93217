import { encryptPayload, envelopeSchema, rsaKeySchema } from '@m/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, settle } from '../support/axe.ts';
import { apiRegister, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { apiLoginSession, devCreateAgent, devCredit } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, spinSlot, useSessionIn, type Player } from '../support/games.ts';

const PASSWORD = 'team12345';
const PAYMENT_PASSWORD = '258147';

async function devCall(path: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  expect(await response.json()).toMatchObject({ success: true });
}

/** Sets the payment password through its API (the cards screens are another test's business). */
async function setPaymentPassword(token: string): Promise<void> {
  const key = envelopeSchema(rsaKeySchema).parse(await (await fetch(`${baseUrl()}/wps/session/key/rsa`, { headers: { Merchant: 'DEMO' } })).json()).value!;
  const sealed = await encryptPayload(key, { newPassword: PAYMENT_PASSWORD, confirmNewPassword: PAYMENT_PASSWORD });
  await devCall('/wps/member/paymentPassword', {
    method: 'PUT', headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Authorization: token, Encryption: sealed.header }, body: JSON.stringify(sealed.body),
  });
}

/** A new member registered with the affiliate code of its upline. */
async function register(prefix: string, uplineCode: string): Promise<Player> {
  const session = await apiRegister(baseUrl(), 'DEMO', { username: uniqueName(prefix), password: PASSWORD, confirmPassword: PASSWORD, type: 0, affiliateCode: uplineCode });
  return { token: session.token, userName: session.userName, type: session.type };
}

/** A new agent under `parent` with an affiliate code others register under, signed in. */
async function agentUnder(prefix: string, parent: string): Promise<Player & { code: string }> {
  const username = uniqueName(prefix);
  const code = `T${username.slice(-8).toUpperCase()}`;
  await devCreateAgent(baseUrl(), 'DEMO', username, PASSWORD, { parent, affiliateCode: code });
  const session = await apiLoginSession(baseUrl(), 'DEMO', username, PASSWORD);
  return { token: session.token, userName: session.userName, type: session.type, code };
}

/**
 * A team of its own for the test: agent → sub-agent → deep player, agent → direct player; the agent
 * has ₱100 and a payment password, the players bet ₱1 (deep once, direct twice).
 */
async function team() {
  const agent = await agentUnder('tla', 'agent01');
  await devCredit(baseUrl(), 'DEMO', agent.userName, 100_00);
  await setPaymentPassword(agent.token);
  const subAgent = await agentUnder('tls', agent.userName);
  const direct = await register('tld', agent.code);
  const deep = await register('tlp', subAgent.code);
  for (const player of [deep, direct, direct]) {
    await devCredit(baseUrl(), 'DEMO', player.userName, 10_00);
    await spinSlot(player.token, 1);
  }
  return { agent, subAgent, direct, deep };
}

const rowNames = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => row.querySelector('.card-row-title')?.textContent ?? ''));

describe('team lists', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('lists the team with levels, finds a member, drills into a sub-agent, shows the team\'s bets with filters and sends money to a member', async () => {
    const { agent, subAgent, direct, deep } = await team();
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);

    await page.goto(`${baseUrl()}/m/member/team`);
    await page.getByTestId('team-member-row').first().waitFor();
    expect((await rowNames(page, 'team-member-row')).sort()).toEqual([subAgent.userName, direct.userName, deep.userName].sort());
    expect(await page.getByTestId('team-size').textContent()).toBe('3');
    expect(await page.getByTestId('team-direct-count').textContent()).toBe('2');
    expect(await page.locator(`[data-username="${deep.userName}"]`).textContent()).toContain('Level 2');
    expect(await page.locator(`[data-username="${subAgent.userName}"]`).textContent()).toContain('Agent');
    await settle(page);
    expect(await seriousViolations(page, '/m/member/team')).toEqual([]);

    await page.getByTestId('team-scope-direct').click();
    await expect.poll(() => rowNames(page, 'team-member-row').then((names) => names.sort())).toEqual([subAgent.userName, direct.userName].sort());
    await page.getByTestId('team-scope-all').click();
    await page.getByTestId('team-search-input').fill(deep.userName.slice(3).toUpperCase());
    await page.getByTestId('team-search-submit').click();
    await expect.poll(() => rowNames(page, 'team-member-row')).toEqual([deep.userName]);
    await page.getByTestId('team-search-input').fill('');
    await page.getByTestId('team-search-submit').click();
    await expect.poll(() => page.getByTestId('team-member-row').count()).toBe(3);

    await page.locator(`[data-username="${subAgent.userName}"]`).getByTestId('team-member-drill').click();
    await page.getByTestId('team-breadcrumbs').waitFor();
    await expect.poll(() => rowNames(page, 'team-member-row')).toEqual([deep.userName]);
    expect(await page.getByTestId('team-breadcrumbs').textContent()).toContain(subAgent.userName);
    await settle(page);
    expect(await seriousViolations(page, '/m/member/team?root=')).toEqual([]);
    await page.getByRole('link', { name: 'My team' }).click();
    await expect.poll(() => page.getByTestId('team-member-row').count()).toBe(3);

    await page.locator(`[data-username="${direct.userName}"]`).getByTestId('team-member-transfer').click();
    await page.getByTestId('team-transfer-sheet').waitFor();
    expect(await page.getByTestId('team-transfer-to').textContent()).toBe(direct.userName);
    const directBefore = await balanceOf(direct);
    await input(page, 'teamTransfer-amount').fill('12.5');
    await input(page, 'teamTransfer-paymentPassword').fill(PAYMENT_PASSWORD);
    await settle(page);
    expect(await seriousViolations(page, '/m/member/team (transfer)')).toEqual([]);
    await page.getByTestId('team-transfer-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe(`Sent to ${direct.userName}`);
    expect(await balanceOf(agent)).toBe(87.5);
    expect(await balanceOf(direct)).toBe(Math.round((directBefore + 12.5) * 100) / 100);

    await page.goto(`${baseUrl()}/m/teamBetting`);
    await page.getByTestId('team-bet-row').first().waitFor();
    expect(await page.getByTestId('team-bets-count').textContent()).toBe('3');
    expect((await rowNames(page, 'team-bet-row')).sort()).toEqual([deep.userName, direct.userName, direct.userName].sort());
    await settle(page);
    expect(await seriousViolations(page, '/m/teamBetting')).toEqual([]);
    await page.getByTestId('team-bets-member').fill(deep.userName);
    await page.getByTestId('team-bets-search').click();
    await expect.poll(() => page.getByTestId('team-bets-count').textContent()).toBe('1');
    expect(await rowNames(page, 'team-bet-row')).toEqual([deep.userName]);
    await page.getByTestId('team-bets-category').selectOption('FISH');
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('team-bets-count').textContent()).toBe('0');
    expect(phone.errors).toEqual([]);
  });
});
