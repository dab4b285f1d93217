import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCard, BankCardList as BankCardListValue, WithdrawBank } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { ApiError, api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { BankCardList } from '@/features/wallet/components/bank-card-list';
import { BindBankCardForm } from '@/features/wallet/components/bind-bank-card-form';
import { PaymentPasswordForm } from '@/features/wallet/components/payment-password-form';
import { PayoutSetup } from '@/features/wallet/components/payout-setup';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

function serverAnswers(answers: Record<string, unknown>) {
  call.mockImplementation(async (name: string, options?: { body?: unknown }) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return (answer as (body: unknown) => unknown)(options?.body);
    if (name in answers) return answer;
    return name === 'systemCountry' ? [] : { banners: [] };
  });
}

const callsTo = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, options]) => (options as { body?: unknown })?.body);
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const findField = (id: string) =>
  waitFor(() => {
    const input = field(id);
    if (!input) throw new Error(`no #${id} yet`);
    return input;
  });
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const announcement = (prefix: string) => screen.getByTestId(`${prefix}-announcement`);

const GCASH: WithdrawBank = { id: 1, code: 'GCASH', name: 'GCash', type: 'ewallet', accountRule: { minLength: 11, maxLength: 11, prefix: '09' } };
const BDO: WithdrawBank = { id: 4, code: 'BDO', name: 'BDO Unibank', type: 'bank', accountRule: { minLength: 10, maxLength: 16, prefix: '' } };
const card = (id: number, overrides: Partial<BankCard> = {}): BankCard => ({
  id, bankId: 4, bankCode: 'BDO', bankName: 'BDO Unibank', type: 'bank', accountName: 'Juan dela Cruz', maskedNumber: `**** 00${id}0`, createdAt: 1_700_000_000_000, ...overrides,
});
const cardList = (cards: BankCard[], payeeName: string | null = 'Juan dela Cruz'): BankCardListValue => ({ payeeName, maxCards: 5, cards });

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
});
afterEach(() => {
  call.mockReset();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the PIN field of the form kit', () => {
  it('is masked, numeric, not autofilled, 6 long, and drops what is not a digit', async () => {
    serverAnswers({ hasWithdrawalPassword: false });
    renderWithApp(<PaymentPasswordForm />);
    const input = await findField('setPaymentPassword-newPassword');
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.maxLength).toBe(6);
    await userEvent.type(input, '1a2b-3 4');
    expect(input.value).toBe('1234');
  });
});

describe('setting the payment password', () => {
  it('refuses a weak or mismatched PIN without calling the server, then sets it', async () => {
    serverAnswers({ hasWithdrawalPassword: false, setPaymentPassword: null });
    const onDone = vi.fn();
    renderWithApp(<PaymentPasswordForm onDone={onDone} />);
    await userEvent.type(await findField('setPaymentPassword-newPassword'), '123456');
    await userEvent.type(field('setPaymentPassword-confirmNewPassword'), '123457');
    await userEvent.click(screen.getByTestId('setPaymentPassword-submit'));
    expect(errorOf('setPaymentPassword-newPassword')).toBe('error.payment.password.weak');
    expect(errorOf('setPaymentPassword-confirmNewPassword')).toBe('error.password.confirm.mismatch');
    expect(callsTo('setPaymentPassword')).toEqual([]);

    await userEvent.clear(field('setPaymentPassword-newPassword'));
    await userEvent.type(field('setPaymentPassword-newPassword'), '258147');
    await userEvent.clear(field('setPaymentPassword-confirmNewPassword'));
    await userEvent.type(field('setPaymentPassword-confirmNewPassword'), '258147');
    await userEvent.click(screen.getByTestId('setPaymentPassword-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo('setPaymentPassword')).toEqual([{ newPassword: '258147', confirmNewPassword: '258147' }]);
  });
});

describe('changing the payment password', () => {
  it('with the old one: a wrong one is marked on its field and the attempts left are said', async () => {
    serverAnswers({
      hasWithdrawalPassword: true,
      changePaymentPassword: new ApiError('payment.password.wrong', 'wrong', 200, { remainingAttempts: 3 }),
    });
    renderWithApp(<PaymentPasswordForm />);
    await userEvent.type(await findField('changePaymentPassword-oldPassword'), '111222');
    await userEvent.type(field('changePaymentPassword-newPassword'), '258147');
    await userEvent.type(field('changePaymentPassword-confirmNewPassword'), '258147');
    await userEvent.click(screen.getByTestId('changePaymentPassword-submit'));
    await waitFor(() => expect(errorOf('changePaymentPassword-oldPassword')).toBe('error.payment.password.wrong'));
    await waitFor(() => expect(announcement('changePaymentPassword').textContent).toBe('paymentPassword.wrongAttemptsLeft'));
    expect(callsTo('changePaymentPassword')).toEqual([{ oldPassword: '111222', newPassword: '258147', confirmNewPassword: '258147' }]);
  });

  it('with an SMS code to the bound mobile', async () => {
    serverAnswers({ hasWithdrawalPassword: true, paymentPasswordSms: { expiredMinutes: 5 }, changePaymentPassword: null });
    const onDone = vi.fn();
    renderWithApp(<PaymentPasswordForm onDone={onDone} />);
    await userEvent.click(await screen.findByTestId('changePaymentPassword-method-sms'));
    expect(screen.getByTestId('changePaymentPassword-method-sms').getAttribute('aria-pressed')).toBe('true');
    expect(field('changePaymentPassword-oldPassword')).toBeNull();
    await userEvent.click(screen.getByTestId('changePaymentPassword-verificationCode-send'));
    await waitFor(() => expect(callsTo('paymentPasswordSms')).toEqual([{}]));
    await userEvent.type(field('changePaymentPassword-verificationCode'), '654321');
    await userEvent.type(field('changePaymentPassword-newPassword'), '258147');
    await userEvent.type(field('changePaymentPassword-confirmNewPassword'), '258147');
    await userEvent.click(screen.getByTestId('changePaymentPassword-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo('changePaymentPassword')).toEqual([{ verificationCode: '654321', newPassword: '258147', confirmNewPassword: '258147' }]);
  });

  it('says until when a locked password stays locked', async () => {
    serverAnswers({
      hasWithdrawalPassword: true,
      changePaymentPassword: new ApiError('payment.password.locked', 'locked', 200, { lockedUntil: Date.now() + 30 * 60_000 }),
    });
    renderWithApp(<PaymentPasswordForm />);
    await userEvent.type(await findField('changePaymentPassword-oldPassword'), '258147');
    await userEvent.type(field('changePaymentPassword-newPassword'), '369250');
    await userEvent.type(field('changePaymentPassword-confirmNewPassword'), '369250');
    await userEvent.click(screen.getByTestId('changePaymentPassword-submit'));
    await waitFor(() => expect(announcement('changePaymentPassword').textContent).toBe('paymentPassword.lockedUntil'));
  });
});

describe('bank card list', () => {
  it('shows masked numbers and removes a card with the payment password', async () => {
    let cards = [card(7), card(8, { bankCode: 'GCASH', bankName: 'GCash', type: 'ewallet', maskedNumber: '**** 4567' })];
    serverAnswers({
      bankCards: () => cardList(cards),
      removeBankCard: (body: unknown) => {
        cards = cards.filter((entry) => entry.id !== (body as { id: number }).id);
        return null;
      },
    });
    const onAdd = vi.fn();
    renderWithApp(<BankCardList onAdd={onAdd} />);
    expect((await screen.findByTestId('bankCard-8-number')).textContent).toBe('**** 4567');
    expect(screen.getByTestId('bankCard-8').textContent).toContain('bankCard.type.ewallet');
    await userEvent.click(screen.getByTestId('bankCards-add'));
    expect(onAdd).toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('bankCard-7-remove'));
    await userEvent.click(screen.getByTestId('removeCard-7-submit'));
    expect(errorOf('removeCard-7-paymentPassword')).toBe('validation.required');
    await userEvent.type(field('removeCard-7-paymentPassword'), '258147');
    await userEvent.click(screen.getByTestId('removeCard-7-submit'));
    await waitFor(() => expect(screen.queryByTestId('bankCard-7')).toBeNull());
    expect(callsTo('removeBankCard')).toEqual([{ id: 7, paymentPassword: '258147' }]);
  });

  it('says when there is no card, and offers no add button at the limit', async () => {
    serverAnswers({ bankCards: cardList([]) });
    const { unmount } = renderWithApp(<BankCardList onAdd={() => undefined} />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('bankCard.none');
    unmount();
    serverAnswers({ bankCards: cardList([1, 2, 3, 4, 5].map((id) => card(id))) });
    renderWithApp(<BankCardList onAdd={() => undefined} />);
    await screen.findByTestId('bankCard-5');
    expect(screen.queryByTestId('bankCards-add')).toBeNull();
  });
});

describe('binding a card', () => {
  it('locks the holder name to the payee name and checks the number by the bank picked', async () => {
    serverAnswers({
      withdrawBanks: [GCASH, BDO],
      bankCards: cardList([]),
      bindBankCard: new ApiError('bank.card.exists', 'exists', 409),
    });
    renderWithApp(<BindBankCardForm />);
    const holder = await findField('bindCard-accountName');
    expect(holder.value).toBe('Juan dela Cruz');
    expect(holder.readOnly).toBe(true);

    await userEvent.selectOptions(field('bindCard-bankId'), String(GCASH.id));
    expect(screen.getByTestId('bindCard-number-rule').textContent).toBe('bankCard.ewalletNumberRule');
    await userEvent.type(field('bindCard-accountNumber'), '0917123456');
    await userEvent.click(screen.getByTestId('bindCard-submit'));
    expect(errorOf('bindCard-accountNumber')).toBe('error.bank.card.number.invalid');
    expect(callsTo('bindBankCard')).toEqual([]);

    await userEvent.type(field('bindCard-accountNumber'), '7');
    await userEvent.click(screen.getByTestId('bindCard-submit'));
    await waitFor(() => expect(errorOf('bindCard-accountNumber')).toBe('error.bank.card.exists'));
    expect(callsTo('bindBankCard')).toEqual([{ bankId: GCASH.id, accountName: 'Juan dela Cruz', accountNumber: '09171234567' }]);
  });

  it('asks for the holder name when the member has no payee name, and binds', async () => {
    serverAnswers({ withdrawBanks: [GCASH, BDO], bankCards: cardList([], null), bindBankCard: card(9) });
    const onDone = vi.fn();
    renderWithApp(<BindBankCardForm onDone={onDone} />);
    const holder = await findField('bindCard-accountName');
    expect(holder.readOnly).toBe(false);
    await userEvent.click(screen.getByTestId('bindCard-submit'));
    expect(errorOf('bindCard-bankId')).toBe('validation.required');
    expect(errorOf('bindCard-accountName')).toBe('validation.required');
    await userEvent.selectOptions(field('bindCard-bankId'), String(BDO.id));
    await userEvent.type(holder, ' Ana  Reyes ');
    await userEvent.type(field('bindCard-accountNumber'), '1234 5678 90');
    await userEvent.click(screen.getByTestId('bindCard-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(card(9)));
    expect(callsTo('bindBankCard')).toEqual([{ bankId: BDO.id, accountName: 'Ana Reyes', accountNumber: '1234567890' }]);
  });

  it('shows the limit instead of the form at 5 cards', async () => {
    serverAnswers({ withdrawBanks: [GCASH, BDO], bankCards: cardList([1, 2, 3, 4, 5].map((id) => card(id))) });
    renderWithApp(<BindBankCardForm />);
    expect(await screen.findByText('bankCard.limitReached')).toBeTruthy();
    expect(within(document.body).queryByTestId('bindCard-form')).toBeNull();
  });
});

describe('the steps before a withdrawal', () => {
  const withdrawForm = (cards: readonly { value: string; label: string }[]) => <p data-testid="withdraw-form">{cards.map((entry) => entry.label).join(', ')}</p>;

  it('asks for the payment password first, then a card, then gives the form the cards as choices', async () => {
    let hasPassword = false;
    let cards: BankCard[] = [];
    serverAnswers({
      hasWithdrawalPassword: () => hasPassword,
      setPaymentPassword: () => {
        hasPassword = true;
        return null;
      },
      withdrawBanks: [GCASH, BDO],
      bankCards: () => cardList(cards),
      bindBankCard: () => {
        cards = [card(3)];
        return cards[0];
      },
    });
    renderWithApp(<PayoutSetup>{withdrawForm}</PayoutSetup>);
    await screen.findByTestId('payout-set-password');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    await userEvent.type(field('setPaymentPassword-newPassword'), '258147');
    await userEvent.type(field('setPaymentPassword-confirmNewPassword'), '258147');
    await userEvent.click(screen.getByTestId('setPaymentPassword-submit'));

    await screen.findByTestId('payout-bind-card');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    await userEvent.selectOptions(field('bindCard-bankId'), String(BDO.id));
    await userEvent.type(field('bindCard-accountNumber'), '1234567890');
    await userEvent.click(screen.getByTestId('bindCard-submit'));

    expect((await screen.findByTestId('withdraw-form')).textContent).toBe('BDO Unibank **** 0030');
    expect(screen.getByTestId('bankCard-3')).toBeTruthy();
    expect(screen.getByTestId('payout-change-password')).toBeTruthy();
  });
});
