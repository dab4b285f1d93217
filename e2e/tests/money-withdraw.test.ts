import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { verifyIdentity } from '../support/identity.ts';
import { money, setUpPayout } from '../support/money.ts';

const PASSWORD = 'secret123';
const PIN = '482913';

async function newFundedMember(amountMinor: number): Promise<string> {
  const username = uniqueName('wd');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  await verifyIdentity(username, session.token);
  await devCredit(baseUrl(), 'DEMO', username, amountMinor);
  return username;
}

let operatorToken: string | null = null;

/** An operator's decision through the operator API, as the demo operator of DEMO. */
async function decide(action: 'approve' | 'reject', body: { withdrawalId: number; reason?: string }) {
  if (!operatorToken) {
    const login = await fetch(`${baseUrl()}/ops/api/session/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'operator', password: 'operator1234' }),
    });
    operatorToken = ((await login.json()) as { value: { token: string } }).value.token;
  }
  const response = await fetch(`${baseUrl()}/ops/api/withdrawals/${action}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: operatorToken }, body: JSON.stringify(body),
  });
  expect(await response.json()).toMatchObject({ success: true });
}

const item = (page: Page, index: number) => page.getByTestId('withdrawal-item').nth(index);
const stepsOf = (page: Page, index: number) =>
  item(page, index).locator('.withdraw-step-done').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-status')));
const shownBalance = (page: Page) => page.getByTestId('withdraw-balance').textContent();

async function withdraw(page: Page, amount: string) {
  await input(page, 'withdraw-amount').fill(amount);
  await input(page, 'withdraw-paymentPassword').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
  await expect.poll(() => toast(page).textContent()).toBe('Withdrawal submitted');
}

describe('money: withdrawal', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('sets a payment password, binds a card, and follows one withdrawal approved and one rejected to the report', async () => {
    const username = await newFundedMember(5_000_00);
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/withdraw', { username, password: PASSWORD });
    await page.getByTestId('page-withdraw').waitFor();
    expect(await shownBalance(page)).toBe(money(5000));
    expect(await page.getByTestId('withdraw-limits').textContent()).toBe(`Per withdrawal: ${money(100)} – ${money(50_000)} · Withdrawals left in 24 hours: 5/5 · Amount left in 24 hours: ${money(100_000)} of ${money(100_000)}`);

    // First the payment password, then a card, each with the cards' own forms.
    await setUpPayout(page, PIN, '09171234567');

    // The form: amounts outside the limits are refused before sending.
    expect(await input(page, 'withdraw-bankCardId').inputValue()).not.toBe('');
    await input(page, 'withdraw-amount').fill('50');
    await input(page, 'withdraw-paymentPassword').fill(PIN);
    await page.getByTestId('withdraw-submit').click();
    expect(await page.getByTestId('withdraw-amount-error').textContent()).toBe('The amount must be at least 100');
    await page.getByTestId('withdraw-all').click();
    expect(await input(page, 'withdraw-amount').inputValue()).toBe('5000.00');

    // Approved: submitted, taken into review, approved and paid; the hold leaves the balance at once.
    await withdraw(page, '1500');
    await expect.poll(() => shownBalance(page)).toBe(money(3500));
    expect(await item(page, 0).getByTestId('withdrawal-status').textContent()).toMatch(/Submitted|In review/);
    await expect.poll(() => stepsOf(page, 0), { timeout: 10_000 }).toEqual(['SUBMITTED', 'IN_REVIEW']);
    const approvedId = Number(await item(page, 0).getAttribute('data-id'));
    await decide('approve', { withdrawalId: approvedId });
    await expect.poll(() => stepsOf(page, 0), { timeout: 10_000 }).toEqual(['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID']);
    expect(await item(page, 0).getByTestId('withdrawal-status').textContent()).toBe('Paid');
    expect(await shownBalance(page)).toBe(money(3500));

    // Rejected with a reason: the amount comes back to the balance.
    await withdraw(page, '1200.50');
    await expect.poll(() => shownBalance(page)).toBe(money(2299.5));
    const rejectedId = Number(await item(page, 0).getAttribute('data-id'));
    await decide('reject', { withdrawalId: rejectedId, reason: 'Account name does not match' });
    await expect.poll(() => item(page, 0).getByTestId('withdrawal-status').textContent(), { timeout: 10_000 }).toBe('Rejected');
    expect(await item(page, 0).getByTestId('withdrawal-reject-reason').textContent()).toBe('Reason: Account name does not match');
    expect((await stepsOf(page, 0)).at(-1)).toBe('REJECTED');
    await expect.poll(() => shownBalance(page)).toBe(money(3500));
    // A rejected withdrawal does not use up one of the day's withdrawals.
    expect(await page.getByTestId('withdraw-limits').textContent()).toContain('4/5');

    // The report of today shows both, with their totals and timelines.
    await page.goto(`${baseUrl()}/m/withdrawReport`);
    await page.getByTestId('page-withdrawReport').waitFor();
    await expect.poll(() => page.getByTestId('withdrawal-item').count()).toBe(2);
    expect(await page.getByTestId('withdraw-total-paid').textContent()).toBe(money(1500));
    expect(await page.getByTestId('withdraw-total-rejected').textContent()).toBe(money(1200.5));
    expect(await page.getByTestId('withdraw-total-pending').textContent()).toBe(money(0));
    expect(await item(page, 0).getAttribute('data-status')).toBe('REJECTED');
    expect(await item(page, 1).getAttribute('data-status')).toBe('PAID');
    expect(await item(page, 0).getByTestId('withdrawal-reject-reason').textContent()).toBe('Reason: Account name does not match');

    // Yesterday had none.
    await page.getByTestId('date-range-yesterday').click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('empty-state').textContent()).toContain('No withdrawals in this period');
    expect(phone.errors).toEqual([]);
  });
});
