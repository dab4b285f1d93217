import { screen } from '@testing-library/react';
import type { VipLevel, VipLevels, VipState } from '@m/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { VipBenefitsPage } from '@/features/member/components/vip-benefits-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const level = (ordinal: number, turnover: number, deposit: number): VipLevel => ({
  ordinal, label: `VIP${ordinal}`, turnover, deposit, upgradeBonus: ordinal * 10, birthdayBonus: ordinal * 5, monthlyBonus: 0,
  dailyWithdrawCount: 5, dailyWithdrawAmount: 100_000, rebateRates: [{ gameCategory: 'RNG', rate: 0.8 + ordinal / 10 }],
});
const club: VipLevels = { windowDays: 30, levels: [level(0, 0, 0), level(1, 1_000, 200), level(2, 5_000, 1_000)] };
const stateAt = (ordinal: number, turnover: number, deposit: number): VipState => ({
  level: { ordinal, label: `VIP${ordinal}` }, windowDays: 30, turnover, deposit,
  next: ordinal < 2 ? { ordinal: ordinal + 1, label: `VIP${ordinal + 1}`, turnover: club.levels[ordinal + 1]!.turnover, deposit: club.levels[ordinal + 1]!.deposit, upgradeBonus: 10 } : null,
  birthday: { status: ordinal > 0 ? 'DUE' : 'NONE', amount: ordinal * 5, nextOn: '2027-03-01' },
  monthly: { status: 'NONE', amount: 0, nextOn: '2027-01-01' },
});

describe('VIP room', () => {
  let state: VipState;
  let levels: VipLevels;

  beforeEach(() => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    levels = club;
    call.mockImplementation(async (name: string) => (name === 'vipState' ? state : name === 'vipLevels' ? levels : { banners: [] }));
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
  });

  it('shows the level, a progress bar per requirement of the next level and every level with the current one marked', async () => {
    state = stateAt(1, 1_500, 300);
    renderWithApp(<VipBenefitsPage />, { path: '/m/member/benefits' });
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP1');
    const turnover = screen.getByTestId('vip-progress-turnover');
    expect(turnover.getAttribute('role')).toBe('progressbar');
    expect([turnover.getAttribute('aria-valuenow'), turnover.getAttribute('aria-valuemax')]).toEqual(['1500', '5000']);
    expect(screen.getByTestId('vip-progress-deposit').getAttribute('aria-valuenow')).toBe('300');
    expect(screen.getAllByTestId('vip-level-row').map((row) => row.getAttribute('data-level'))).toEqual(['VIP0', 'VIP1', 'VIP2']);
    expect(screen.getByRole('listitem', { current: true }).getAttribute('data-level')).toBe('VIP1');
    expect(screen.getByTestId('vip-bonus-birthday').getAttribute('data-status')).toBe('DUE');
  });

  it('says so at the top level, and shows the empty state where the merchant has no VIP club', async () => {
    state = stateAt(2, 9_000, 2_000);
    const { unmount } = renderWithApp(<VipBenefitsPage />, { path: '/m/member/benefits' });
    await screen.findByTestId('vip-top');
    expect(screen.queryByTestId('vip-progress-turnover')).toBeNull();
    unmount();

    levels = { windowDays: 0, levels: [] };
    renderWithApp(<VipBenefitsPage />, { path: '/m/member/benefits' });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('vip.closed');
  });
});
