import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionDetail } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { ActivityDetailPage } from '@/features/promotions/components/activity-detail-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const MISSION: PromotionDetail = {
  id: 3, kind: 'MISSION', category: 'SLOTS', title: 'Daily slots mission', imageUrl: '/wps/media/promotions/3.svg?v=1',
  startAt: '2026-10-27T00:00:00.000Z', endAt: null, period: 'DAILY', status: 'JOIN', action: 'join',
  rulesHtml: '<p>Bet 1,000.00 on slots.</p>', turnoverMultiple: 1, participationId: null, progress: null, reward: null, comment: null, rejectReason: null,
};

describe('promotion detail page', () => {
  let detail: PromotionDetail;
  beforeEach(() => {
    detail = MISSION;
    call.mockImplementation(async (name: string) => {
      if (name === 'promotionDetail') return detail;
      if (name === 'joinPromotion') {
        detail = { ...MISSION, status: 'JOINED', action: null, participationId: 9, progress: { current: 0, target: 1000 } };
        return detail;
      }
      if (name === 'claimPromotion') return { claimed: 1, amount: 20, balance: 120 };
      return { banners: [] };
    });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    call.mockReset();
  });

  it('shows the rules and lets a member join, then shows the new status without another action', async () => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    renderWithApp(<ActivityDetailPage />, { path: '/m/activityDetail?id=3' });
    expect((await screen.findByTestId('promotion-rules')).innerHTML).toBe('<p>Bet 1,000.00 on slots.</p>');
    await userEvent.click(screen.getByTestId('promotion-action'));
    await waitFor(() => expect(screen.getByTestId('promotion-status').getAttribute('data-status')).toBe('JOINED'));
    expect(call).toHaveBeenCalledWith('joinPromotion', { body: { id: 3 } });
    expect(screen.queryByTestId('promotion-action')).toBeNull();
  });

  it('claims by the participation the detail names', async () => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    detail = { ...MISSION, status: 'CLAIM', action: 'claim', participationId: 9, reward: 20 };
    renderWithApp(<ActivityDetailPage />, { path: '/m/activityDetail?id=3' });
    await userEvent.click(await screen.findByTestId('promotion-action'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('claimPromotion', { body: { participationId: 9 } }));
  });

  it('asks a guest nothing that needs a session and sends them to log in on the action', async () => {
    const { router } = renderWithApp(<ActivityDetailPage />, { path: '/m/activityDetail?id=3' });
    await userEvent.click(await screen.findByTestId('promotion-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.state).toEqual({ from: '/m/activityDetail?id=3' });
    const asked = call.mock.calls.map(([name]) => name);
    expect(asked).toContain('promotionDetail');
    expect(asked.filter((name) => ['joinPromotion', 'rewardCentre', 'unclaimedPromotions'].includes(name))).toEqual([]);
  });
});
