import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { UplineTransferPage } from '@/features/wallet/components/upline-transfer-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('upline transfer page', () => {
  let hasPassword = false;

  beforeEach(() => {
    hasPassword = false;
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    const answers: Record<string, () => unknown> = {
      uplineTransferInfo: () => ({ available: true, upline: { account: 'agent01', userName: 'agent01' }, balance: 100 }),
      hasWithdrawalPassword: () => hasPassword,
      setPaymentPassword: () => {
        hasPassword = true;
        return null;
      },
    };
    call.mockImplementation(async (name: string) => (name in answers ? answers[name]!() : { banners: [] }));
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
  });

  it('leads a member without a payment password to set one, then shows the transfer form', async () => {
    renderWithApp(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    const step = await screen.findByTestId('payout-set-password');
    expect(step.textContent).toContain('upline.setupPaymentPassword');
    expect(screen.queryByTestId('upline-submit')).toBeNull();
    expect(screen.queryByText('error.payment.password.not.set')).toBeNull();

    await userEvent.type(field('setPaymentPassword-newPassword'), '258147');
    await userEvent.type(field('setPaymentPassword-confirmNewPassword'), '258147');
    await userEvent.click(screen.getByTestId('setPaymentPassword-submit'));

    await screen.findByTestId('upline-submit');
    expect(screen.queryByTestId('payout-set-password')).toBeNull();
    expect(screen.getByTestId('upline-name').textContent).toBe('agent01');
  });

  it('shows the transfer form at once to a member who has one', async () => {
    hasPassword = true;
    renderWithApp(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    await screen.findByTestId('upline-submit');
    await waitFor(() => expect(screen.queryByTestId('payout-set-password')).toBeNull());
  });
});
