import { encryptPayload, envelopeSchema, rsaKeySchema, vendorDataSchema } from '@m/contract';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { devAllowUplineTransfer, devCredit } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, useSessionIn, plainSlot, type Player } from '../support/games.ts';
import { money, moneyText } from '../support/money.ts';

const PASSWORD = 'records123';
const PAYMENT_PASSWORD = '258147';

/** Sets the payment password through its API (the cards screens are another test's business). */
async function setPaymentPassword(token: string): Promise<void> {
  const key = envelopeSchema(rsaKeySchema).parse(await (await fetch(`${baseUrl()}/wps/session/key/rsa`, { headers: { Merchant: 'DEMO' } })).json()).value!;
  const sealed = await encryptPayload(key, { newPassword: PAYMENT_PASSWORD, confirmNewPassword: PAYMENT_PASSWORD });
  const response = await fetch(`${baseUrl()}/wps/member/paymentPassword`, {
    method: 'PUT', headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Authorization: token, Encryption: sealed.header }, body: JSON.stringify(sealed.body),
  });
  expect(await response.json()).toMatchObject({ success: true });
}

/** A fresh player under agent01, credited ₱100 by an operator, allowed to send to the upline. */
async function freshPlayer(): Promise<Player> {
  const username = uniqueName('rec');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0, affiliateCode: 'AGENT01' });
  await devCredit(baseUrl(), 'DEMO', username, 100_00);
  await devAllowUplineTransfer(baseUrl(), 'DEMO', username);
  await setPaymentPassword(session.token);
  return { token: session.token, userName: session.userName, type: session.type };
}

/** Spins the demo slot at ₱1 as the player does, each spin settled before the next. */
async function spin(frame: FrameLocator, times: number): Promise<void> {
  await frame.getByTestId('demo-stake').selectOption('1');
  for (let count = 0; count < times; count += 1) {
    await frame.getByTestId('demo-spin').click();
    await expect.poll(async () => (await frame.locator('body.spinning').count()) === 0 && (await frame.getByTestId('demo-result').textContent()) !== '').toBe(true);
  }
}

const totalsText = (page: Page) => page.getByTestId('record-totals').textContent();

/** The vendor's name as the catalogue's vendor list shows it. */
async function vendorName(vendor: string): Promise<string> {
  const { sorting } = await callApi(vendorDataSchema, '/wps/relay/GCSGAME_newGameVendor');
  return sorting.flatMap((category) => category.vendorNames).find((entry) => entry.vendor === vendor)!.accountTypeName;
}

describe('money records', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('shows a fresh account\'s credit, spins and upline transfer on the game record, transaction record and profit and loss', async () => {
    const player = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);

    const slot = await plainSlot();
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=RNG&vendor=${slot.vendor}&gameId=${slot.gameId}&nodeId=${slot.nodeId}&supportFreePlay=1`);
    await spin(page.frameLocator('[data-testid="launch-frame"]'), 3);
    const afterSpins = await balanceOf(player);
    const won = Math.round((afterSpins - 97) * 100) / 100;

    await page.goto(`${baseUrl()}/m/gameRecord`);
    await expect.poll(() => page.getByTestId('game-record-row').count()).toBe(3);
    expect(await page.getByTestId('game-record-count').textContent()).toBe('3');
    expect(await page.getByTestId('game-record-stake').textContent()).toBe(money(3));
    expect(await page.getByTestId('game-record-win').textContent()).toBe(money(won));
    expect(await page.getByTestId('game-record-row').first().textContent()).toContain(slot.gameName);
    expect(await page.getByTestId('game-record-row').first().textContent()).toContain(await vendorName(slot.vendor));
    await page.getByTestId('date-range-yesterday').click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('game-record-count').textContent()).toBe('0');

    await page.goto(`${baseUrl()}/m/transaction/record`);
    await page.locator('[data-testid="transaction-row"][data-type="ADJUST"]').waitFor();
    expect(await page.locator('[data-testid="transaction-row"][data-type="ADJUST"]').textContent()).toContain(money(100, { signed: true }));
    expect(await page.locator('[data-testid="transaction-row"][data-type="BET"]').count()).toBe(3);
    expect(await page.locator('[data-testid="transaction-row"][data-type="BET"] [data-testid="transaction-subject"]').first().textContent()).toBe(slot.gameName);
    expect(await page.getByTestId('transaction-credit').textContent()).toBe(money(100 + won));
    expect(await page.getByTestId('transaction-debit').textContent()).toBe(money(3));
    await page.getByTestId('transaction-type').selectOption('BET');
    await expect.poll(() => page.getByTestId('transaction-credit').textContent()).toBe(money(0));
    expect(await page.locator('[data-testid="transaction-row"]:not([data-type="BET"])').count()).toBe(0);

    await page.goto(`${baseUrl()}/m/profitandloss`);
    await page.getByTestId('profit-loss-row').first().waitFor();
    expect(await page.getByTestId('profit-loss-row').count()).toBe(1);
    expect(await page.getByTestId('profit-loss-row').textContent()).toContain(moneyText(3));
    expect(await page.getByTestId('profit-loss-profit').textContent()).toContain(moneyText(Math.abs(won - 3)));
    await page.getByTestId('profit-loss-by-category').click();
    await page.locator('[data-testid="profit-loss-row"][data-key="RNG"]').waitFor();
    expect(await totalsText(page)).toContain(moneyText(3));

    await page.goto(`${baseUrl()}/m/upLine/transfer`);
    expect(await page.getByTestId('upline-name').textContent()).toBe('agent01');
    expect(await page.getByTestId('upline-balance').textContent()).toBe(money(afterSpins));
    await input(page, 'uplineTransfer-amount').fill('5');
    await input(page, 'uplineTransfer-paymentPassword').fill('147258');
    await page.getByTestId('upline-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Wrong payment password. Attempts left before withdrawals are locked: 4.');
    expect(await balanceOf(player)).toBe(afterSpins);
    await input(page, 'uplineTransfer-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('upline-submit').click();
    await expect.poll(() => page.getByTestId('upline-balance').textContent()).toBe(money(afterSpins - 5));
    expect(await balanceOf(player)).toBe(Math.round((afterSpins - 5) * 100) / 100);

    await page.goto(`${baseUrl()}/m/transaction/record?types=A`);
    await page.locator('[data-testid="transaction-row"][data-type="UPLINE_TRANSFER"]').waitFor();
    expect(await page.getByTestId('transaction-row').count()).toBe(1);
    expect(await page.getByTestId('transaction-row').textContent()).toContain(money(-5));
    expect(await page.getByTestId('transaction-subject').textContent()).toBe('Transfer to agent01');
    expect(phone.errors).toEqual([]);
  });
});
