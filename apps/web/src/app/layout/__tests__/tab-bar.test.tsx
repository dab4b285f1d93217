import { screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language-store';
import { renderWithApp } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { TabBar } from '@/app/layout/tab-bar';

const unclaimed = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/promotions/hooks/use-unclaimed-promotions-count', () => ({
  useUnclaimedPromotionsCount: () => unclaimed.count,
}));

describe('tab bar', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('EN'));
  });

  it('links the five tabs, with the +20% badge on the raised Deposit button', () => {
    renderWithApp(<TabBar />, { status: siteStatusFixture() });
    const hrefs = ['home', 'activity', 'deposit', 'inviteFriends', 'mine'].map((id) =>
      screen.getByTestId(`tab-${id}`).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/m/home', '/m/activity', '/m/voucherCenter', '/m/inviteFriends', '/m/mine']);
    expect(screen.getByTestId('tab-deposit-badge').textContent).toBe('+20%');
  });

  it('hides the Members badge at 0', () => {
    unclaimed.count = 0;
    renderWithApp(<TabBar />, { status: siteStatusFixture() });
    expect(screen.queryByTestId('tab-mine-badge')).toBeNull();
  });

  it('shows the unclaimed count above 0', () => {
    unclaimed.count = 3;
    renderWithApp(<TabBar />, { status: siteStatusFixture() });
    expect(screen.getByTestId('tab-mine-badge').textContent).toBe('3');
  });
});
