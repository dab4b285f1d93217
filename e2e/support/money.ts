import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { input } from './account-pages.ts';
import { baseUrl } from './browser.ts';

/** What the player reads of an amount: `₱1,234.50`, and with `signed` a `+` before a credit (a debit always has its `-`). */
export function moneyText(amount: number, { signed = false }: { signed?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  return `${sign}₱${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** An amount as the app writes it: its text isolated left to right (U+2066 … U+2069) from the text around it. */
export const money = (amount: number, options: { signed?: boolean } = {}): string => `\u2066${moneyText(amount, options)}\u2069`;

/**
 * On the withdraw page of a member without either: sets the payment password `pin`, then binds a
 * GCash e-wallet `accountNumber` (one no other member has bound), each with the cards' own forms.
 */
export async function setUpPayout(page: Page, pin: string, accountNumber: string): Promise<void> {
  await page.getByTestId('payout-set-password').waitFor();
  await input(page, 'setPaymentPassword-newPassword').fill(pin);
  await input(page, 'setPaymentPassword-confirmNewPassword').fill(pin);
  await page.getByTestId('setPaymentPassword-submit').click();
  await page.getByTestId('payout-bind-card').waitFor();
  const gcash = await page.locator('#bindCard-bankId option', { hasText: 'GCash' }).getAttribute('value');
  await input(page, 'bindCard-bankId').selectOption(gcash!);
  await input(page, 'bindCard-accountName').fill('Juan dela Cruz');
  await input(page, 'bindCard-accountNumber').fill(accountNumber);
  await page.getByTestId('bindCard-submit').click();
  await input(page, 'withdraw-amount').waitFor();
}

/** A deposit of `amount` through the online gateway, paid at the payment simulator, until the order is credited. */
export async function depositThroughGateway(page: Page, amount: string): Promise<void> {
  await page.goto(`${baseUrl()}/m/voucherCenter`);
  await page.getByTestId('deposit-panel').waitFor();
  await page.getByTestId('deposit-channel-pg').click();
  await page.getByTestId('deposit-provider-GCASH').click();
  await input(page, 'deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('gateway-simulator').waitFor();
  await page.getByTestId('gateway-pay').click();
  await page.waitForURL(/\/m\/voucherCenter\?order=D/);
  await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('PAID');
}
