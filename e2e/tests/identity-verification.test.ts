import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, fieldError, input, preferEnglish, toast, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { ONE_PIXEL_PNG, pendingIdentityOf } from '../support/identity.ts';
import { depositThroughGateway, money, setUpPayout } from '../support/money.ts';

const PASSWORD = 'secret123';
const PIN = '482913';
const OPS = fileURLToPath(new URL('../../apps/server/src/cli/ops.ts', import.meta.url));

const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

/** A date of birth `years` ago today (minus `days`: a day short of that birthday). */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function tryWithdrawal(page: Page, amount: string) {
  await input(page, 'withdraw-amount').fill(amount);
  await input(page, 'withdraw-paymentPassword').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
}

/** `npm run ops -- <args>` against the test server, as an operator logged in with a token. */
async function ops(args: string[]): Promise<string> {
  const login = await fetch(`${baseUrl()}/ops/api/session/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'operator', password: 'operator1234' }),
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', OPS, ...args], {
      env: { PATH: process.env.PATH, OPS_URL: baseUrl(), OPS_TOKEN: token }, timeout: 60_000,
    }, (error, stdout, stderr) => (error ? reject(new Error(`${stderr}${stdout}`)) : resolve(stdout)));
  });
}

describe('identity verification and the withdrawal hold', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('a new member is told to verify, sends their identity, waits, and withdraws once the operator approves it in the console', async () => {
    const username = uniqueName('kyc');
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/home', { username, password: PASSWORD });
    await depositThroughGateway(page, '500');

    // The withdraw page says what is missing before anything else.
    await page.goto(`${baseUrl()}/m/withdraw`);
    const notice = page.getByTestId('withdraw-identity');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This site asks you to verify your identity before your first withdrawal. You must be at least 21 years old.');
    expect(await notice.locator('li').allTextContents()).toEqual(['Full name', 'Date of birth', 'Picture of your ID', 'Selfie']);
    await setUpPayout(page, PIN, `0${uniqueMobile()}`);
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe(money(500));
    await tryWithdrawal(page, '200');
    await expect.poll(() => toast(page).textContent()).toBe('Please verify your identity before your first withdrawal.');
    expect(await page.getByTestId('withdraw-balance').textContent()).toBe(money(500));

    // The form: the merchant's least age (21) is checked before sending, and both pictures are needed.
    await page.getByTestId('identity-link').click();
    await page.getByTestId('page-member-identity').waitFor();
    expect(await page.getByTestId('identity-status').textContent()).toBe('Not verified');
    await input(page, 'identity-fullName').fill('Maria Clara Santos');
    await input(page, 'identity-birthDate').fill(bornYearsAgo(21, 1));
    await page.getByTestId('identity-submit').click();
    await expect.poll(() => fieldError(page, 'identity-birthDate').textContent()).toBe('You must be at least 21 years old.');
    await input(page, 'identity-birthDate').fill(bornYearsAgo(30));
    await page.getByTestId('identity-submit').click();
    await expect.poll(() => page.getByTestId('identity-pictures-error').textContent()).toBe('Add a picture of your ID and a selfie.');
    await page.getByTestId('identity-id-picture-input').setInputFiles(picture('id-card.png'));
    await page.getByTestId('identity-selfie-input').setInputFiles(picture('selfie.png'));
    expect(await seriousViolations(page, '/m/member/identity (form)')).toEqual([]);
    await page.getByTestId('identity-submit').click();
    await expect.poll(() => page.getByTestId('identity-status').textContent()).toBe('Being checked');
    expect(await page.getByTestId('identity-facts').textContent()).toContain('Maria Clara Santos');
    // The pictures are never shown back to the member.
    expect(await page.locator('.identity-page img').count()).toBe(0);
    expect(await page.getByTestId('identity-submit').count()).toBe(0);
    expect(await seriousViolations(page, '/m/member/identity (pending)')).toEqual([]);

    // Withdrawals wait while it is checked.
    await page.goto(`${baseUrl()}/m/withdraw`);
    await expect.poll(() => notice.textContent()).toBe('Your identity is being checked. You can withdraw once it is approved; we will tell you in your inbox.');
    await tryWithdrawal(page, '200');
    await expect.poll(() => toast(page).textContent()).toBe('Your identity is being checked. You can withdraw once it is approved.');
    expect(await page.getByTestId('withdraw-balance').textContent()).toBe(money(500));

    // The operator reads it in the console and approves it.
    const { id } = await pendingIdentityOf(username);
    expect(await ops(['identity-show', String(id)])).toContain('Full name: Maria Clara Santos');
    expect(await ops(['identity-approve', String(id)])).toBe(`Identity ${id} of ${username}: APPROVED\n`);

    await page.reload();
    await page.getByTestId('withdraw-balance').waitFor();
    await tryWithdrawal(page, '200');
    await expect.poll(() => toast(page).textContent()).toBe('Withdrawal submitted');
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe(money(300));
    expect(await notice.count()).toBe(0);

    // The security centre shows it verified; the inbox says so.
    await page.goto(`${baseUrl()}/m/securityCenter`);
    await expect.poll(() => page.getByTestId('security-identity').getByTestId('identity-status').textContent()).toBe('Verified');
    await page.goto(`${baseUrl()}/m/webEmail`);
    await page.getByText('Identity verified').first().waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('a rejected identity shows the operator\'s reason and is sent again', async () => {
    const username = uniqueName('kyr');
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/member/identity', { username, password: PASSWORD });
    await input(page, 'identity-fullName').fill('Jose Santos');
    await input(page, 'identity-birthDate').fill(bornYearsAgo(40));
    await page.getByTestId('identity-id-picture-input').setInputFiles(picture('id-card.png'));
    await page.getByTestId('identity-selfie-input').setInputFiles(picture('selfie.png'));
    await page.getByTestId('identity-submit').click();
    await expect.poll(() => page.getByTestId('identity-status').textContent()).toBe('Being checked');

    const { id } = await pendingIdentityOf(username);
    const reason = 'The ID picture is blurred: send a sharp photo of the whole card.';
    expect(await ops(['identity-reject', String(id), '--reason', reason])).toBe(`Identity ${id} of ${username}: REJECTED\n`);
    await page.reload();
    await expect.poll(() => page.getByTestId('identity-status').textContent()).toBe('Not approved');
    expect(await page.getByTestId('identity-reason').textContent()).toBe(reason);
    // The form is back, with what was sent before filled in; new pictures are needed.
    expect(await input(page, 'identity-fullName').inputValue()).toBe('Jose Santos');
    await page.getByTestId('identity-id-picture-input').setInputFiles(picture('id-card-sharp.png'));
    await page.getByTestId('identity-selfie-input').setInputFiles(picture('selfie.png'));
    await page.getByTestId('identity-submit').click();
    await expect.poll(() => page.getByTestId('identity-status').textContent()).toBe('Being checked');

    await page.goto(`${baseUrl()}/m/withdraw`);
    await expect.poll(() => page.getByTestId('withdraw-identity').textContent()).toContain('Your identity is being checked.');
    expect(phone.errors).toEqual([]);
  });
});
