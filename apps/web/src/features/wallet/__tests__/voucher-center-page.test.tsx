import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, SiteStatus } from '@m/contract';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { VoucherCenterPage } from '@/features/wallet/components/voucher-center-page';

const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };
const channel = {
  channel: 'pg', minAmount: 100, maxAmount: 50_000, presets: [100], feePercent: 0, feeFixed: 0, expiryMinutes: 30,
  providers: [{ code: 'GCASH', name: 'GCash', type: 'EWALLET', account: null }],
};
const noLimit = { limit: null, used: 0, remaining: null, pending: null };
const order = (status: DepositOrder['status']): DepositOrder => ({
  orderId: 'D2026ABCDEFGH', channel: 'pg', providerCode: 'GCASH', providerName: 'GCash', status, amount: 500, fee: 0, creditAmount: 500,
  bonusAmount: 0, promotionId: null, createdAt: 1_790_000_000_000, expiresAt: null, paidAt: status === 'PAID' ? 1_790_000_060_000 : null,
  payUrl: '/payment-gateway/abc', qrPayload: null, account: null, reference: null, rejectReason: null,
});

const withDepFunc = (depFunc: '0' | '1'): SiteStatus => {
  const status = siteStatusFixture({ flags: { DEPOSIT: true } });
  return { ...status, info: { ...status.info, mobileTemplate: { ...status.info.mobileTemplate, dep_func: depFunc } } };
};

describe('voucher centre page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let orderStatus: DepositOrder['status'] = 'AWAITING_PAYMENT';
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;

  beforeEach(() => {
    orderStatus = 'AWAITING_PAYMENT';
    setSession(session);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const answers: Record<string, unknown> = {
        '/wps/system/depositBanks': { currency: 'PHP', channels: [channel] },
        '/wps/promotions/deposit': { list: [] },
        '/wps/member/depositLimits': { daily: noLimit, weekly: noLimit, monthly: noLimit },
        '/wps/wallets/balance': { sumBalance: orderStatus === 'PAID' ? 500 : 0, balance: [] },
        '/wps/transaction/deposit/order': order(orderStatus),
      };
      return path in answers ? jsonResponse(envelope(answers[path])) : jsonResponse({ success: false, errorCode: 'not.found', message: 'none' }, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  it.each([['1', 'new'], ['0', 'base']] as const)('mobileTemplate.dep_func %s lays the form out as the %s layout', async (depFunc, layout) => {
    renderWithApp(<VoucherCenterPage />, { path: '/m/voucherCenter', status: withDepFunc(depFunc) });
    await waitFor(() => expect(screen.getByTestId('deposit-panel').dataset.layout).toBe(layout));
  });

  it('follows a returning order until it is paid, then fetches the balance again and stops asking', async () => {
    renderWithApp(<VoucherCenterPage />, { path: '/m/voucherCenter?order=D2026ABCDEFGH', status: withDepFunc('1') });
    await waitFor(() => expect(screen.getByTestId('deposit-order').dataset.status).toBe('AWAITING_PAYMENT'));
    expect(screen.getByTestId('deposit-balance').textContent).toBe('\u2066₱0.00\u2069');
    orderStatus = 'PAID';
    await waitFor(() => expect(screen.getByTestId('deposit-order').dataset.status).toBe('PAID'), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('\u2066₱500.00\u2069'));
    const asked = callsTo('/wps/transaction/deposit/order');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('/wps/transaction/deposit/order')).toBe(asked);
  });

  it('says a refunded payment was over the deposit limit and was not credited', async () => {
    orderStatus = 'REFUNDED';
    renderWithApp(<VoucherCenterPage />, { path: '/m/voucherCenter?order=D2026ABCDEFGH', status: withDepFunc('1') });
    await waitFor(() => expect(screen.getByTestId('deposit-order-status').textContent).toBe('deposit.status.REFUNDED'));
    expect(screen.getByTestId('deposit-order-reason').textContent).toBe('deposit.order.refunded');
    expect(screen.getByTestId('deposit-balance').textContent).toBe('\u2066₱0.00\u2069');
  });

  it.each([
    ['FAILED', '/payment-gateway/abc', 'deposit.order.outcome.cancelledAtGateway'],
    ['FAILED', null, 'deposit.order.outcome.gatewayUnavailable'],
    ['EXPIRED', '/payment-gateway/abc', 'deposit.order.outcome.EXPIRED'],
    ['REJECTED', null, 'deposit.order.outcome.REJECTED'],
    ['REFUNDED', '/payment-gateway/abc', 'deposit.order.refunded'],
  ] as const)('says why a %s order (pay page %s) was not credited, and never what the player will receive', async (status, payUrl, reason) => {
    orderStatus = status;
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/wps/transaction/deposit/order') return jsonResponse(envelope({ ...order(status), payUrl, rejectReason: status === 'REJECTED' ? 'No transfer found' : null }));
      return jsonResponse({ success: false, errorCode: 'not.found', message: 'none' }, 404);
    });
    renderWithApp(<VoucherCenterPage />, { path: '/m/voucherCenter?order=D2026ABCDEFGH', status: withDepFunc('1') });
    await waitFor(() => expect(screen.getByTestId('deposit-order').dataset.status).toBe(status));
    expect(screen.getByTestId('deposit-order-reason').textContent).toBe(reason);
    expect(screen.queryByText('deposit.receive')).toBeNull();
    expect(screen.queryByTestId('deposit-order-credit')).toBeNull();
    if (status === 'REJECTED') expect(screen.getByTestId('deposit-order-reject-reason').textContent).toBe('deposit.order.rejectReason');
  });

  it('labels a paid order\'s amount as credited, not as what the player will receive', async () => {
    orderStatus = 'PAID';
    renderWithApp(<VoucherCenterPage />, { path: '/m/voucherCenter?order=D2026ABCDEFGH', status: withDepFunc('1') });
    await waitFor(() => expect(screen.getByTestId('deposit-order').dataset.status).toBe('PAID'));
    expect(screen.getByTestId('deposit-order-credit').textContent).toBe('\u2066₱500.00\u2069');
    expect(screen.getByText('deposit.order.credited')).toBeDefined();
    expect(screen.queryByText('deposit.receive')).toBeNull();
  });
});
