import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositChannelInfo, DepositPromotion } from '@m/contract';
import { Toast } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { DepositForm, type DepositLayout, type DepositSubmission } from '@/features/wallet/components/deposit-form';

const account = { bankName: 'BDO', accountName: 'Demo Gaming Inc.', accountNumber: '0012-3456-7890' };
const CHANNELS: DepositChannelInfo[] = [
  {
    channel: 'pg', minAmount: 100, maxAmount: 50_000, presets: [100, 500], feePercent: 2, feeFixed: 0, expiryMinutes: 15,
    providers: [{ code: 'GCASH', name: 'GCash', type: 'EWALLET', account: null }, { code: 'MAYA', name: 'Maya', type: 'EWALLET', account: null }],
  },
  { channel: 'mt', minAmount: 500, maxAmount: 100_000, presets: [], feePercent: 0, feeFixed: 0, expiryMinutes: null, providers: [{ code: 'BDO', name: 'BDO', type: 'BANK', account }] },
];
const PROMOTIONS: DepositPromotion[] = [{ id: 7, code: 'FIRST_DEPOSIT', percent: 20, maxBonus: 1000, minDeposit: 100, turnoverMultiplier: 10 }];

function renderForm(layout: DepositLayout, onSubmit = vi.fn<(submission: DepositSubmission) => Promise<void>>().mockResolvedValue()) {
  renderWithProviders(<DepositForm layout={layout} channels={CHANNELS} promotions={PROMOTIONS} direction="ltr" pending={false} onSubmit={onSubmit} />, { status: siteStatusFixture() });
  return onSubmit;
}

const amountInput = () => screen.getByLabelText(/deposit\.amount/) as HTMLInputElement;

describe('deposit form', () => {
  // A refusal's toast would close on a timer after the test's document is gone.
  afterEach(() => Toast.clear());

  it('new layout: channels as a grid of choices; a preset fills the amount and the fee and what arrives follow', async () => {
    renderForm('new');
    expect(screen.getByTestId('deposit-panel').dataset.layout).toBe('new');
    expect(screen.getAllByRole('radio', { name: /deposit\.channel\./ })).toHaveLength(2);
    await userEvent.click(screen.getByTestId('deposit-preset-500'));
    expect(amountInput().value).toBe('500');
    expect(screen.getByTestId('deposit-fee').textContent).toBe('\u2066₱10.00\u2069');
    expect(screen.getByTestId('deposit-receive').textContent).toBe('\u2066₱490.00\u2069');
    expect(screen.getByTestId('deposit-preset-500').getAttribute('aria-pressed')).toBe('true');
    // The first-deposit bonus on what arrives, and the stake it asks for.
    expect(screen.getByTestId('deposit-promotion-FIRST_DEPOSIT-bonus').textContent).toContain('deposit.promotion.youGet');
  });

  it('base layout: the same parts, channels as tabs', () => {
    renderForm('base');
    expect(screen.getByTestId('deposit-panel').dataset.layout).toBe('base');
    expect(screen.queryAllByRole('radio', { name: /deposit\.channel\./ })).toHaveLength(0);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByTestId('deposit-provider-GCASH')).toBeDefined();
    expect(screen.getByTestId('deposit-summary')).toBeDefined();
  });

  it('sends one request id per filled form: a second tap repeats it, a changed amount makes a new one', async () => {
    const onSubmit = renderForm('new');
    await userEvent.type(amountInput(), '250');
    await userEvent.click(screen.getByTestId('deposit-promotion-FIRST_DEPOSIT').querySelector('input')!);
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const [first, second] = onSubmit.mock.calls.map(([submission]) => submission);
    expect(first).toEqual({ channel: 'pg', body: { amount: '250', providerCode: 'GCASH', promotionId: 7, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) } });
    expect(second!.body.requestId).toBe(first!.body.requestId);

    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '300');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]![0].body.requestId).not.toBe(first!.body.requestId);
  });

  it('keeps an amount outside the channel bounds from being sent', async () => {
    const onSubmit = renderForm('new');
    await userEvent.type(amountInput(), '99.99');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-amount-error').textContent).toContain('validation.amountMin'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('manual transfer: shows the account to pay with copy buttons and asks for the transfer reference', async () => {
    const onSubmit = renderForm('new');
    await userEvent.click(within(screen.getByTestId('deposit-channel-mt')).getByRole('radio'));
    expect(screen.getByTestId('deposit-account-number').textContent).toBe(account.accountNumber);
    expect(screen.getByTestId('deposit-account-number-copy')).toBeDefined();
    await userEvent.type(amountInput(), '1000');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-reference-error')).toBeDefined());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/deposit\.manual\.reference/), { target: { value: 'REF-12345' } });
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ channel: 'mt', body: { amount: '1000', providerCode: 'BDO', reference: 'REF-12345' } });
  });

  it('says how much is left when the server refuses a deposit over a limit', async () => {
    const refusal = new ApiError('deposit.limit.exceeded', 'over', 200, { period: 'daily', remaining: 150 });
    renderForm('new', vi.fn<(submission: DepositSubmission) => Promise<void>>().mockRejectedValue(refusal));
    await userEvent.type(amountInput(), '500');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-announcement').textContent).toBe('deposit.limit.refused'));
  });
});
