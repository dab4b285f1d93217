import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositPromotion } from '@m/contract';
import { applyLanguage } from '@/lib/i18n/language-store';
import { depositKeys } from '@/lib/query-keys';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { TabBar } from '@/app/layout/tab-bar';

const unclaimed = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/promotions/hooks/use-unclaimed-promotions-count', () => ({
  useUnclaimedPromotionsCount: () => unclaimed.count,
}));
// The badge waits for the page to settle (2 s after it loaded); here it has.
const page = vi.hoisted(() => ({ settled: true }));
vi.mock('@/lib/page-settled', () => ({ usePageSettled: () => page.settled }));

const PROMOTIONS_PATH = '/wps/promotions/deposit';
const FIRST: DepositPromotion = { id: 1, code: 'FIRST_DEPOSIT', percent: 20, maxBonus: 2000, minDeposit: 100, turnoverMultiplier: 10 };
const RELOAD: DepositPromotion = { id: 2, code: 'RELOAD', percent: 5, maxBonus: 500, minDeposit: 500, turnoverMultiplier: 5 };
const depositsOn = () => siteStatusFixture({ flags: { DEPOSIT: true } });
const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };

describe('tab bar', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** What the promotions endpoint answers: the bonuses open to the caller. */
  let open: DepositPromotion[] = [FIRST];
  const promotionCalls = () => fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === PROMOTIONS_PATH);

  beforeEach(async () => {
    await act(() => applyLanguage('EN'));
    open = [FIRST];
    unclaimed.count = 0;
    page.settled = true;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input), 'http://localhost').pathname === PROMOTIONS_PATH
        ? jsonResponse(envelope({ list: open }))
        : jsonResponse({ success: false, errorCode: 'not.found', message: 'none' }, 404));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  it('links the five tabs; a guest sees on the raised Deposit button what a new player gets', async () => {
    renderWithApp(<TabBar />, { status: depositsOn() });
    const hrefs = ['home', 'activity', 'deposit', 'inviteFriends', 'mine'].map((id) =>
      screen.getByTestId(`tab-${id}`).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/m/home', '/m/activity', '/m/voucherCenter', '/m/inviteFriends', '/m/mine']);
    await waitFor(() => expect(screen.getByTestId('tab-deposit-badge').textContent).toBe('+20%'));
    // Asked without a session: the server answers a new player's offers.
    expect(new Headers(promotionCalls()[0]![1]?.headers).get('Authorization')).toBeNull();
  });

  it('shows the best bonus the member can still have: the reload once the first deposit is used', async () => {
    setSession(session);
    open = [RELOAD];
    renderWithApp(<TabBar />, { status: depositsOn() });
    await waitFor(() => expect(screen.getByTestId('tab-deposit-badge').textContent).toBe('+5%'));
    expect(new Headers(promotionCalls()[0]![1]?.headers).get('Authorization')).toBe(session.token);
  });

  it('shows no badge when no bonus is open, and drops it when a credited deposit used the last one', async () => {
    setSession(session);
    const { queryClient } = renderWithApp(<TabBar />, { status: depositsOn() });
    await waitFor(() => expect(screen.getByTestId('tab-deposit-badge').textContent).toBe('+20%'));
    open = [];
    await act(() => queryClient.invalidateQueries({ queryKey: depositKeys.promotions.all }));
    await waitFor(() => expect(screen.queryByTestId('tab-deposit-badge')).toBeNull());
    expect(screen.getByTestId('tab-deposit').getAttribute('href')).toBe('/m/voucherCenter');
  });

  it('has no Deposit tab, and asks for no bonus, where the merchant switched deposits off', async () => {
    setSession(session);
    renderWithApp(<TabBar />, { status: siteStatusFixture({ flags: { DEPOSIT: false } }) });
    expect(screen.queryByTestId('tab-deposit')).toBeNull();
    expect(['home', 'activity', 'inviteFriends', 'mine'].map((id) => screen.getByTestId(`tab-${id}`).getAttribute('href'))).toEqual([
      '/m/home', '/m/activity', '/m/inviteFriends', '/m/mine',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(promotionCalls()).toHaveLength(0);
  });

  it('leaves the bonus (its code and its call) out of the first paint: nothing is asked before the page settles', async () => {
    page.settled = false;
    renderWithApp(<TabBar />, { status: depositsOn() });
    screen.getByTestId('tab-deposit');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('tab-deposit-badge')).toBeNull();
    expect(promotionCalls()).toHaveLength(0);
  });

  it('hides the Members badge at 0', () => {
    renderWithApp(<TabBar />, { status: depositsOn() });
    expect(screen.queryByTestId('tab-mine-badge')).toBeNull();
  });

  it('shows the unclaimed count above 0', () => {
    unclaimed.count = 3;
    renderWithApp(<TabBar />, { status: depositsOn() });
    expect(screen.getByTestId('tab-mine-badge').textContent).toBe('3');
  });
});
