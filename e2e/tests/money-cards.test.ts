import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutboxCode } from '../support/accounts.ts';
import { apiRegister, fieldError, input, loginThroughPage, preferEnglish, toast, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const PASSWORD = 'secret123';

async function newMember(mobileNum?: string) {
  const username = uniqueName('card');
  await apiRegister(baseUrl(), 'DEMO', {
    username, password: PASSWORD, confirmPassword: PASSWORD, type: 0, ...(mobileNum ? { mobileNum, countryDialingCode: '+63' } : {}),
  });
  return username;
}

/** An e-wallet account number no other test binds: a Philippine mobile number 09… of 11 digits. */
const uniqueWalletNumber = () => `09${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;

async function setPaymentPassword(page: Page, pin: string) {
  await input(page, 'setPaymentPassword-newPassword').fill(pin);
  await input(page, 'setPaymentPassword-confirmNewPassword').fill(pin);
  await page.getByTestId('setPaymentPassword-submit').click();
}

async function bindCard(page: Page, bankName: string, accountNumber: string, holder?: string) {
  const bank = input(page, 'bindCard-bankId');
  await bank.selectOption((await bank.locator('option', { hasText: bankName }).first().getAttribute('value'))!);
  if (holder !== undefined) await input(page, 'bindCard-accountName').fill(holder);
  await input(page, 'bindCard-accountNumber').fill(accountNumber);
  await page.getByTestId('bindCard-submit').click();
}

describe('money: payment password and bank cards on /m/withdraw and in the security centre', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('sets the payment password, binds an e-wallet in the payee name, refuses what is wrong in words, and removes the card with the password', async () => {
    const username = await newMember();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    await page.goto(`${baseUrl()}/m/withdraw`);

    // First the payment password: a run of digits is refused before anything is sent.
    await page.getByTestId('payout-set-password').waitFor();
    await setPaymentPassword(page, '123456');
    expect(await fieldError(page, 'setPaymentPassword-newPassword').textContent())
      .toBe('This payment password is too easy to guess. Avoid one digit six times or a run like 123456.');
    await setPaymentPassword(page, '258147');
    await expect.poll(() => toast(page).textContent()).toBe('Payment password saved');

    // Then an account: the number is checked by the bank's rule, the holder name becomes the payee name.
    await page.getByTestId('payout-bind-card').waitFor();
    const walletNumber = uniqueWalletNumber();
    await bindCard(page, 'GCash', walletNumber.slice(0, 10), 'Ana Reyes');
    expect(await fieldError(page, 'bindCard-accountNumber').textContent()).toBe('The account number is not valid for this bank or e-wallet.');
    await input(page, 'bindCard-accountNumber').fill(walletNumber);
    await page.getByTestId('bindCard-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Account bound');
    await page.getByTestId('payout-cards').waitFor();
    const cardNumber = page.locator('[data-testid^="bankCard-"][data-testid$="-number"]');
    expect(await cardNumber.allTextContents()).toEqual([`**** ${walletNumber.slice(-4)}`]);
    expect(await page.content()).not.toContain(walletNumber);

    // A second account is in the same name (locked), and the server refuses an account bound already.
    await page.getByTestId('bankCards-add').click();
    expect(await input(page, 'bindCard-accountName').inputValue()).toBe('Ana Reyes');
    expect(await input(page, 'bindCard-accountName').getAttribute('readonly')).not.toBeNull();
    await bindCard(page, 'GCash', walletNumber);
    await expect.poll(() => fieldError(page, 'bindCard-accountNumber').textContent()).toBe('This account is already bound.');

    // Removing needs the payment password: a wrong one says how many tries are left.
    const card = page.locator('li[data-testid^="bankCard-"]').first();
    const cardId = (await card.getAttribute('data-testid'))!.replace('bankCard-', '');
    await page.getByTestId(`bankCard-${cardId}-remove`).click();
    await input(page, `removeCard-${cardId}-paymentPassword`).fill('369250');
    await page.getByTestId(`removeCard-${cardId}-submit`).click();
    await expect.poll(() => toast(page).textContent()).toBe('Wrong payment password. Attempts left before withdrawals are locked: 4.');
    await input(page, `removeCard-${cardId}-paymentPassword`).fill('258147');
    await page.getByTestId(`removeCard-${cardId}-submit`).click();
    await expect.poll(() => toast(page).textContent()).toBe('Account removed');
    await page.getByTestId('payout-bind-card').waitFor();
  });

  it('manages both passwords and the accounts in the security centre, reached from the member centre, which leads on to the deposit limits', async () => {
    const username = await newMember();
    const page = await phone.open();
    await preferEnglish(page);
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    await page.goto(`${baseUrl()}/m/mine`);
    await page.getByTestId('mine-entry-security').click();
    await page.getByTestId('page-securityCenter').waitFor();
    expect(await page.title()).toContain('Security centre');

    // No payment password yet: the section sets one, then offers to change it.
    await page.getByTestId('security-payment-password').getByTestId('setPaymentPassword-submit').waitFor();
    await setPaymentPassword(page, '258147');
    await expect.poll(() => toast(page).textContent()).toBe('Payment password saved');
    await page.getByTestId('changePaymentPassword-submit').waitFor();

    // Accounts: none yet, one bound from here shows masked.
    expect(await page.getByTestId('security-cards').textContent()).toContain('No bank or e-wallet account bound yet.');
    await page.getByTestId('bankCards-add').click();
    const walletNumber = uniqueWalletNumber();
    await bindCard(page, 'GCash', walletNumber, 'Ana Reyes');
    await expect.poll(() => toast(page).textContent()).toBe('Account bound');
    await expect.poll(() => page.locator('[data-testid^="bankCard-"][data-testid$="-number"]').allTextContents()).toEqual([`**** ${walletNumber.slice(-4)}`]);

    // Deposit limits are on the responsible gaming page, one tap away.
    await page.getByTestId('security-responsible-gaming-link').click();
    await page.getByTestId('page-responsibleGaming').waitFor();
    await page.getByTestId('deposit-limits').waitFor();
    await page.goBack();
    await page.getByTestId('security-change-login-password').click();
    await page.getByTestId('page-changePsw').waitFor();
  });

  it('changes the payment password with an SMS code, and says refusals in Filipino', async () => {
    const mobile = uniqueMobile();
    const username = await newMember(mobile);
    const page = await phone.open();
    await loginThroughPage(page, baseUrl(), username, PASSWORD);
    await page.goto(`${baseUrl()}/m/withdraw`);
    await page.getByTestId('payout-set-password').waitFor();
    await setPaymentPassword(page, '777777');
    expect(await fieldError(page, 'setPaymentPassword-newPassword').textContent())
      .toBe('Masyadong madaling hulaan ang payment password na ito. Iwasan ang iisang digit nang anim na beses o sunod-sunod na tulad ng 123456.');
    await setPaymentPassword(page, '258147');
    await page.getByTestId('payout-bind-card').waitFor();
    await bindCard(page, 'Maya', '08171234567', 'Jose Rizal');
    expect(await fieldError(page, 'bindCard-accountNumber').textContent()).toBe('Hindi wasto ang account number para sa bangko o e-wallet na ito.');
    await bindCard(page, 'Maya', uniqueWalletNumber());
    await page.getByTestId('payout-cards').waitFor();

    await page.getByTestId('payout-change-password').locator('summary').click();
    await page.getByTestId('changePaymentPassword-method-sms').click();
    await page.getByTestId('changePaymentPassword-verificationCode-send').click();
    await expect.poll(() => readOutboxCode(baseUrl(), mobile).catch(() => null)).not.toBeNull();
    const code = await readOutboxCode(baseUrl(), mobile);
    await input(page, 'changePaymentPassword-verificationCode').fill(code === '000000' ? '000001' : '000000');
    await input(page, 'changePaymentPassword-newPassword').fill('369250');
    await input(page, 'changePaymentPassword-confirmNewPassword').fill('369250');
    await page.getByTestId('changePaymentPassword-submit').click();
    await expect.poll(() => fieldError(page, 'changePaymentPassword-verificationCode').textContent()).toBe('Mali ang verification code');
    await input(page, 'changePaymentPassword-verificationCode').fill(code);
    await page.getByTestId('changePaymentPassword-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Na-save ang payment password');
  });
});
