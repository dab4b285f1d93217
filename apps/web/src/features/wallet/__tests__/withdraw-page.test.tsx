import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawOverview } from '@m/contract';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { WithdrawPage } from '@/features/wallet/components/withdraw-page';

const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };
const card = { id: 7, bankId: 1, bankCode: 'GCASH', bankName: 'GCash', type: 'ewallet', accountName: 'Member One', maskedNumber: '****1234', createdAt: 1_790_000_000_000 };

/** After a ₱100 deposit with a ₱20 bonus (10× turnover, ₱300 wagered) and a ₱500 deposit without one. */
const overview: WithdrawOverview = {
  balance: 620, withdrawable: 500, locked: 120, turnoverRequired: 1200, turnoverWagered: 300, turnoverRemaining: 900,
  minAmount: 100, maxAmount: 50_000, dailyLimit: 5, dailyRemaining: 5, dailyAmountLimit: null, dailyAmountRemaining: null, recent: [],
};

describe('withdraw page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setSession(session);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const answers: Record<string, unknown> = {
        '/wps/transaction/withdraw/overview': overview,
        '/wps/member/hasWithdrawalPassword': true,
        '/wps/member/bankCard': { payeeName: 'Member One', maxCards: 5, cards: [card] },
      };
      return path in answers ? jsonResponse(envelope(answers[path])) : jsonResponse({ success: false, errorCode: 'not.found', message: 'none' }, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  it('shows what a bonus locks, the wagering progress, and refuses an amount over the withdrawable part with the reason', async () => {
    renderWithApp(<WithdrawPage />, { path: '/m/withdraw', status: siteStatusFixture({ flags: { WITHDRAW: true } }) });
    expect((await screen.findByTestId('withdraw-withdrawable')).textContent).toBe('\u2066₱500.00\u2069');
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('\u2066₱120.00\u2069');
    const progress = screen.getByTestId('withdraw-turnover-progress');
    expect(progress.getAttribute('role')).toBe('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('300');
    expect(progress.getAttribute('aria-valuemax')).toBe('1200');

    await screen.findByTestId('withdraw-amount-field');
    await userEvent.type(document.querySelector<HTMLInputElement>('#withdraw-amount')!, '600');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('withdraw.overWithdrawable'));
  });
});
