import { bankCardListSchema, envelopeSchema, withdrawBanksSchema, type WithdrawBank } from '@m/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankCards, members } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

let banks: WithdrawBank[];
const bank = (code: string) => banks.find((entry) => entry.code === code)!;
let lastNumber = 0;
/** A fresh valid bank account number (12 digits). */
const newAccount = () => `5100${String(++lastNumber).padStart(8, '0')}`;

const list = async (member: TestMember) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/bankCard', headers: { merchant: 'DEMO', authorization: member.token } });
  return envelopeSchema(bankCardListSchema).parse(response.json()).value!;
};
const bind = (member: TestMember, payload: Record<string, unknown>) =>
  injectEncrypted(ctx.app, { method: 'PUT', url: '/wps/member/bankCard', headers: { authorization: member.token }, payload });
const remove = (member: TestMember, id: number, paymentPassword: string) =>
  injectEncrypted(ctx.app, { method: 'DELETE', url: '/wps/member/bankCard', headers: { authorization: member.token }, payload: { id, paymentPassword } });
const setPaymentPassword = (member: TestMember, password: string) =>
  injectEncrypted(ctx.app, { method: 'PUT', url: '/wps/member/paymentPassword', headers: { authorization: member.token }, payload: { newPassword: password, confirmNewPassword: password } });
const payeeNameOf = async (member: TestMember) =>
  (await ctx.database.db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, member.memberId)))[0]!.payeeName;
const rowsOf = (member: TestMember) => ctx.database.db.select().from(bankCards).where(eq(bankCards.memberId, member.memberId));

beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/withdrawBanks', headers: { merchant: 'DEMO' } });
  banks = envelopeSchema(withdrawBanksSchema).parse(response.json()).value!;
});

describe('withdraw banks', () => {
  it('lists the Philippine e-wallets and banks of the merchant with their account rules', () => {
    expect(banks.map((entry) => entry.code)).toEqual(['GCASH', 'MAYA', 'GRABPAY', 'BDO', 'BPI', 'MBTC', 'LBP', 'UBP', 'SECB']);
    expect(bank('GCASH')).toMatchObject({ type: 'ewallet', accountRule: { minLength: 11, maxLength: 11, prefix: '09' } });
    expect(bank('BDO')).toMatchObject({ type: 'bank', accountRule: { minLength: 10, maxLength: 16, prefix: '' } });
  });

  it('keeps each merchant to its own banks', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/withdrawBanks', headers: { merchant: 'ALT' } });
    const altBanks = envelopeSchema(withdrawBanksSchema).parse(response.json()).value!;
    expect(altBanks.map((entry) => entry.code)).toEqual(banks.map((entry) => entry.code));
    expect(altBanks.map((entry) => entry.id).some((id) => banks.some((entry) => entry.id === id))).toBe(false);
  });
});

describe('binding a card', () => {
  it('binds an e-wallet and a bank account, the first setting the payee name, and never answers a full number', async () => {
    const member = await createTestMember(ctx.database.db);
    expect(await list(member)).toEqual({ payeeName: null, maxCards: 5, cards: [] });

    const wallet = await bind(member, { bankId: bank('GCASH').id, accountName: '  Juan   dela Cruz ', accountNumber: '0917 123 4567' });
    expect(wallet.json()).toMatchObject({ success: true, value: { bankCode: 'GCASH', type: 'ewallet', accountName: 'Juan dela Cruz', maskedNumber: '**** 4567' } });
    expect(await payeeNameOf(member)).toBe('Juan dela Cruz');

    const account = newAccount();
    const card = await bind(member, { bankId: bank('BPI').id, accountName: 'JUAN DELA CRUZ', accountNumber: account });
    expect(card.json()).toMatchObject({ success: true, value: { bankCode: 'BPI', accountName: 'Juan dela Cruz', maskedNumber: `**** ${account.slice(-4)}` } });

    const listed = await list(member);
    expect(listed.payeeName).toBe('Juan dela Cruz');
    expect(listed.cards.map((entry) => entry.bankCode)).toEqual(['GCASH', 'BPI']);
    const body = JSON.stringify(listed);
    expect(body).not.toContain('09171234567');
    expect(body).not.toContain(account);
    expect((await rowsOf(member)).map((row) => row.accountNumber)).toEqual(['09171234567', account]);
  });

  it('uses the payee name the member registered with', async () => {
    const member = await createTestMember(ctx.database.db);
    await ctx.database.db.update(members).set({ payeeName: 'Maria Santos' }).where(eq(members.id, member.memberId));
    expect((await list(member)).payeeName).toBe('Maria Santos');
    const refused = await bind(member, { bankId: bank('BDO').id, accountName: 'Pedro Penduko', accountNumber: newAccount() });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'bank.card.name.mismatch' });
    expect(await rowsOf(member)).toHaveLength(0);
    expect((await bind(member, { bankId: bank('BDO').id, accountName: 'maria santos', accountNumber: newAccount() })).json().success).toBe(true);
  });

  it.each([
    ['an e-wallet number of 10 digits', 'GCASH', '0917123456', 'bank.card.number.invalid'],
    ['an e-wallet number not starting 09', 'MAYA', '08171234567', 'bank.card.number.invalid'],
    ['a bank number of 9 digits', 'BDO', '123456789', 'bank.card.number.invalid'],
    ['a bank number of 17 digits', 'BPI', '12345678901234567', 'bank.card.number.invalid'],
    ['letters in the number', 'MBTC', '12345abc90', 'bank.card.number.invalid'],
  ])('refuses %s', async (_case, code, accountNumber, errorCode) => {
    const member = await createTestMember(ctx.database.db);
    const response = await bind(member, { bankId: bank(code).id, accountName: 'Ana Reyes', accountNumber });
    expect(response.json()).toMatchObject({ success: false, errorCode });
    expect(await rowsOf(member)).toHaveLength(0);
    expect(await payeeNameOf(member)).toBeNull();
  });

  it('refuses a holder name that is not a name, and a bank of another merchant', async () => {
    const member = await createTestMember(ctx.database.db);
    for (const accountName of ['', '   ', '<b>Ana</b>', '12345', 'A'.repeat(65)]) {
      expect((await bind(member, { bankId: bank('BDO').id, accountName, accountNumber: newAccount() })).json().errorCode).toBe('name.format.error');
    }
    const altBanks = envelopeSchema(withdrawBanksSchema).parse(
      (await ctx.app.inject({ method: 'GET', url: '/wps/system/withdrawBanks', headers: { merchant: 'ALT' } })).json(),
    ).value!;
    const foreign = await bind(member, { bankId: altBanks[3]!.id, accountName: 'Ana Reyes', accountNumber: newAccount() });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(member)).toHaveLength(0);
  });

  it('refuses an account bound already, by the member or by anybody else', async () => {
    const first = await createTestMember(ctx.database.db);
    const second = await createTestMember(ctx.database.db);
    const account = newAccount();
    expect((await bind(first, { bankId: bank('UBP').id, accountName: 'Ana Reyes', accountNumber: account })).json().success).toBe(true);
    expect((await bind(first, { bankId: bank('UBP').id, accountName: 'Ana Reyes', accountNumber: account })).json().errorCode).toBe('bank.card.exists');
    expect((await bind(second, { bankId: bank('UBP').id, accountName: 'Ben Reyes', accountNumber: account })).json().errorCode).toBe('bank.card.exists');
    expect(await rowsOf(second)).toHaveLength(0);
    expect(await payeeNameOf(second)).toBeNull();
  });

  it('binds at most 5', async () => {
    const member = await createTestMember(ctx.database.db);
    for (let card = 0; card < 5; card++) {
      expect((await bind(member, { bankId: bank('SECB').id, accountName: 'Lito Cruz', accountNumber: newAccount() })).json().success).toBe(true);
    }
    const sixth = await bind(member, { bankId: bank('SECB').id, accountName: 'Lito Cruz', accountNumber: newAccount() });
    expect(sixth.json()).toMatchObject({ success: false, errorCode: 'bank.card.limit', value: { maxCards: 5 } });
    expect(await rowsOf(member)).toHaveLength(5);
  });

  it('refuses guests and trial accounts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/member/bankCard', headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await bind(trial, { bankId: bank('BDO').id, accountName: 'Ana Reyes', accountNumber: newAccount() })).json().errorCode).toBe('trial.rejected');
  });
});

describe('removing a card', () => {
  it('needs the payment password, and a removed account can be bound again', async () => {
    const member = await createTestMember(ctx.database.db);
    const account = newAccount();
    const card = (await bind(member, { bankId: bank('LBP').id, accountName: 'Rosa Lim', accountNumber: account })).json().value;
    expect((await remove(member, card.id, '258147')).json().errorCode).toBe('payment.password.not.set');
    await setPaymentPassword(member, '258147');
    expect((await remove(member, card.id, '111333')).json()).toMatchObject({ success: false, errorCode: 'payment.password.wrong', value: { remainingAttempts: 4 } });
    expect((await list(member)).cards).toHaveLength(1);
    expect((await remove(member, card.id, '258147')).json()).toEqual({ success: true, value: null });
    expect((await list(member)).cards).toHaveLength(0);
    expect((await bind(member, { bankId: bank('LBP').id, accountName: 'Rosa Lim', accountNumber: account })).json().success).toBe(true);
  });

  it('locks after 5 wrong payment passwords', async () => {
    const member = await createTestMember(ctx.database.db);
    await setPaymentPassword(member, '258147');
    const card = (await bind(member, { bankId: bank('MAYA').id, accountName: 'Rosa Lim', accountNumber: '09981234567' })).json().value;
    for (let attempt = 0; attempt < 4; attempt++) expect((await remove(member, card.id, '000999')).json().errorCode).toBe('payment.password.wrong');
    expect((await remove(member, card.id, '000999')).json().errorCode).toBe('payment.password.locked');
    const locked = (await remove(member, card.id, '258147')).json();
    expect(locked).toMatchObject({ success: false, errorCode: 'payment.password.locked', value: { lockedUntil: expect.any(Number) } });
    expect((await list(member)).cards).toHaveLength(1);
  });
});

describe("another member's card", () => {
  it('is never listed, removed or handed to a withdrawal', async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    await setPaymentPassword(other, '258147');
    const card = (await bind(owner, { bankId: bank('BDO').id, accountName: 'Owner Name', accountNumber: newAccount() })).json().value;

    expect((await list(other)).cards).toEqual([]);
    const removal = await remove(other, card.id, '258147');
    expect(removal.statusCode).toBe(404);
    expect(removal.json().errorCode).toBe('bank.card.not.found');
    expect((await list(owner)).cards.map((entry) => entry.id)).toEqual([card.id]);

    await expect(ctx.app.services.bankCards.findOwn(other.memberId, card.id)).rejects.toMatchObject({ errorCode: 'bank.card.not.found' });
    await expect(ctx.app.services.bankCards.findOwn(owner.memberId, card.id)).resolves.toMatchObject({ id: card.id, bankCode: 'BDO', accountName: 'Owner Name' });
  });
});
