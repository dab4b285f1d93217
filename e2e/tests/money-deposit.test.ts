import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'secret123';
/** The smallest PNG there is: one transparent pixel (a receipt picture). */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function newMember(prefix: string) {
  const username = uniqueName(prefix);
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

const shownBalance = (page: Page) => page.getByTestId('deposit-balance').textContent();
const orderStatus = (page: Page) => page.getByTestId('deposit-order').getAttribute('data-status');

/** A call of the operator API (its own sessions, never a member's), answering the envelope's value. */
async function operatorCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!answer.success) throw new Error(`${path}: ${answer.errorCode}`);
  return answer.value;
}

/** Opens the deposit page signed in as `username` and fills channel, provider and amount. */
async function fillDeposit(page: Page, channel: 'pg' | 'qr' | 'ma' | 'mt', provider: string, amount: string) {
  if (!page.url().includes('/m/voucherCenter') || page.url().includes('order=')) {
    await page.goto(`${baseUrl()}/m/voucherCenter`);
  }
  await page.getByTestId('deposit-panel').waitFor();
  await page.getByTestId(`deposit-channel-${channel}`).click();
  await page.getByTestId(`deposit-provider-${provider}`).click();
  await input(page, 'deposit-amount').fill(amount);
}

/** Pays at the payment gateway simulator's page the browser is on; it sends the player back to the order. */
async function payAtGateway(page: Page, amount: string) {
  await page.getByTestId('gateway-simulator').waitFor();
  expect(await page.getByTestId('gateway-amount').textContent()).toContain(amount);
  await page.getByTestId('gateway-pay').click();
}

describe('money: deposit', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let username: string;

  beforeAll(async () => {
    username = await newMember('dep');
  });

  async function open(path = '/m/voucherCenter') {
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, path, { username, password: PASSWORD });
    return page;
  }

  it('pays through the online gateway on its page, with the first-deposit bonus, and comes back to a credited order; the header balance moves', async () => {
    const page = await open('/m/home');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(money(0));
    await page.getByTestId('header-deposit').click();

    await fillDeposit(page, 'pg', 'GCASH', '500');
    expect(await page.getByTestId('deposit-receive').textContent()).toBe(money(500));
    await page.getByTestId('deposit-promotion-FIRST_DEPOSIT').click();
    expect(await page.getByTestId('deposit-promotion-FIRST_DEPOSIT-bonus').textContent()).toBe(`Bonus ${money(100)}; stake ${money(6000)} before withdrawing`);
    await page.getByTestId('deposit-submit').click();

    await payAtGateway(page, '500.00');
    await page.waitForURL(/\/m\/voucherCenter\?order=D/);
    await expect.poll(() => orderStatus(page), { timeout: 15_000 }).toBe('PAID');
    expect(await page.getByTestId('deposit-order-status').textContent()).toBe('Credited');
    expect(await page.getByTestId('deposit-order-bonus').textContent()).toBe(money(100));
    await expect.poll(() => shownBalance(page)).toBe(money(600));

    await page.getByTestId('tab-bar').getByText('Home').click();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(money(600));
  });

  it('pays a QR code drawn on the page on a second phone, as its camera would: that phone, without a session, ends on a plain page in its own language; the waiting page sees the credit by itself', async () => {
    const page = await open();
    await fillDeposit(page, 'qr', 'QRPH', '200');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-qr-image').waitFor();
    expect(await page.getByTestId('deposit-qr-countdown').textContent()).toMatch(/^Expires in 1[45]:\d\d$/);
    expect(await orderStatus(page)).toBe('AWAITING_PAYMENT');

    const encoded = (await page.getByTestId('deposit-qr').getAttribute('data-url'))!;
    const camera = await openPhone(phone.browser, { locale: 'en-US' });
    await camera.page.goto(encoded);
    await payAtGateway(camera.page, '200.00');
    await camera.page.getByTestId('payment-done').waitFor();
    expect(camera.page.url()).toMatch(/\/wps\/payment\/done\?order=D/);
    expect(await camera.page.locator('h1').textContent()).toBe('Payment received');
    expect(await camera.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await camera.page.getByTestId('login-dialog').count()).toBe(0);
    expect(camera.errors).toEqual([]);
    await camera.context.close();

    await expect.poll(() => orderStatus(page), { timeout: 15_000 }).toBe('PAID');
    await expect.poll(() => shownBalance(page)).toBe(money(800));
    expect(await page.getByTestId('deposit-qr').count()).toBe(0);
  });

  it('hands off to the e-wallet app and counts its 1% fee', async () => {
    const page = await open();
    await fillDeposit(page, 'ma', 'MAYA', '1000');
    expect(await page.getByTestId('deposit-fee').textContent()).toBe(money(10));
    expect(await page.getByTestId('deposit-receive').textContent()).toBe(money(990));
    await page.getByTestId('deposit-submit').click();
    await payAtGateway(page, '1,000.00');
    await expect.poll(() => orderStatus(page), { timeout: 15_000 }).toBe('PAID');
    expect(await page.getByTestId('deposit-order-credit').textContent()).toBe(money(990));
    await expect.poll(() => shownBalance(page)).toBe(money(1790));
  });

  it('reports a manual bank transfer with its reference and receipt; an operator confirms it and the open page is credited', async () => {
    const page = await open();
    await fillDeposit(page, 'mt', 'BPI', '750');
    expect(await page.getByTestId('deposit-account-number').textContent()).toBe('1234 5678 90');
    await page.getByTestId('deposit-submit').click();
    expect(await page.getByTestId('deposit-reference-error').textContent()).toBe('This field is required');

    await input(page, 'deposit-reference').fill('BPI-778899');
    await page.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await page.getByTestId('deposit-receipt-error').textContent()).toBe('Choose a PNG or JPEG image');
    await page.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('deposit-receipt-preview').waitFor();
    await page.getByTestId('deposit-submit').click();

    await expect.poll(() => orderStatus(page)).toBe('AWAITING_PAYMENT');
    const orderId = (await page.getByTestId('deposit-order-id').textContent())!;
    expect(await page.getByTestId('deposit-order-account-number').textContent()).toBe('1234 5678 90');

    // The operator found the transfer on the merchant's account and confirms it through the operator API.
    const operator = await operatorCall<{ token: string }>('/ops/api/session/login', { username: 'operator', password: 'operator1234' });
    expect(await operatorCall<{ status: string }>('/ops/api/deposits/confirm', { orderId }, operator.token)).toEqual({ orderId, status: 'PAID' });
    await expect.poll(() => orderStatus(page), { timeout: 15_000 }).toBe('PAID');
    await expect.poll(() => shownBalance(page)).toBe(money(2540));
  });

  it('lists those deposits on /m/vouReport with the totals of the day', async () => {
    const page = await open('/m/vouReport');
    await expect.poll(() => page.getByTestId('deposit-report-row').count()).toBe(4);
    expect(await page.getByTestId('deposit-report-status').allTextContents()).toEqual(['Credited', 'Credited', 'Credited', 'Credited']);
    expect(await page.getByTestId('deposit-report-amount').allTextContents()).toEqual([money(750), money(1000), money(200), money(500)]);
    expect(await page.getByTestId('deposit-report-total-count').textContent()).toBe('4');
    expect(await page.getByTestId('deposit-report-total-credit').textContent()).toBe(money(2440));

    await page.getByTestId('date-range-yesterday').click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('deposit-report-row').count()).toBe(0);
  });
});

describe('money: deposit limits', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('refuses a deposit over the daily limit saying how much is left; a raise waits 24 hours', async () => {
    const username = await newMember('lim');
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/voucherCenter', { username, password: PASSWORD });

    await page.getByTestId('deposit-limits').locator('summary').click();
    await input(page, 'deposit-limits-daily').fill('600');
    await page.getByTestId('deposit-limits-submit').click();
    await expect.poll(() => page.getByTestId('deposit-limit-daily-remaining').textContent()).toBe(`${money(600)} left of ${money(600)}`);

    await fillDeposit(page, 'pg', 'GCASH', '1000');
    await page.getByTestId('deposit-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe(`Deposit limit reached (Daily limit): you can still deposit ${money(600)}`);
    expect(new URL(page.url()).search).toBe('');

    await input(page, 'deposit-limits-daily').fill('2000');
    await page.getByTestId('deposit-limits-submit').click();
    await expect.poll(() => page.getByTestId('deposit-limit-daily-pending').textContent()).toMatch(/Rises to \u2066₱2,000\.00\u2069 on \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await page.getByTestId('deposit-limit-daily-remaining').textContent()).toBe(`${money(600)} left of ${money(600)}`);
  });
});
