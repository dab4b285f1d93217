import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { LeaderboardPage } from '@/features/promotions/components/leaderboard-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const NOW = '2026-11-26T10:00:00.000Z';
const BOARD: Leaderboard = {
  promotionId: 3, title: 'Daily slots mission', measure: 'SLOTS_TURNOVER', period: 'DAILY', periodKey: '2026-11-26',
  periodStart: '2026-11-25T16:00:00.000Z', periodEnd: '2026-11-26T11:01:05.000Z', serverTime: NOW,
  prizes: [{ rank: 1, amount: 500 }, { rank: 2, amount: 300 }, { rank: 3, amount: 200 }, { rank: 4, amount: 100 }],
  entries: [
    { rank: 1, name: 'ab***yz', amount: 9000, prize: 500, own: false },
    { rank: 2, name: 'cd***wx', amount: 4000, prize: 300, own: false },
    { rank: 3, name: 'ef***uv', amount: 2500, prize: 200, own: false },
    { rank: 4, name: 'gh***st', amount: 1200, prize: 100, own: false },
  ],
  own: null, previous: null,
};

describe('mission leaderboard page', () => {
  let board: Leaderboard | null;
  beforeEach(() => {
    board = BOARD;
    call.mockImplementation(async (name: string) => (name === 'leaderboard' ? board : { banners: [] }));
  });
  afterEach(() => {
    cleanup();
    clearSession();
    call.mockReset();
  });

  it('ranks the period with prizes per rank and counts down to its end by the server\'s clock', async () => {
    renderWithApp(<LeaderboardPage />);
    await screen.findByTestId('leaderboard-list');
    const rows = screen.getAllByTestId('leaderboard-entry');
    expect(rows.map((row) => row.getAttribute('data-rank'))).toEqual(['1', '2', '3', '4']);
    expect(within(rows[0]!).getByTestId('leaderboard-name').textContent).toBe('ab***yz');
    expect(within(rows[3]!).getByTestId('leaderboard-prize').textContent).toContain('100.00');
    expect(screen.getByTestId('leaderboard-prizes').querySelectorAll('li')).toHaveLength(4);
    expect((await screen.findByTestId('leaderboard-countdown-time')).textContent).toMatch(/^1:01:0[45]$/);
    expect(call).toHaveBeenCalledWith('leaderboard', expect.objectContaining({ query: {} }));
  });

  it('asks a guest to log in for their own rank, and comes back here after', async () => {
    const { router } = renderWithApp(<LeaderboardPage />, { path: '/m/leaderBoard?id=3' });
    await userEvent.click(await screen.findByTestId('leaderboard-sign-in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.state).toEqual({ from: '/m/leaderBoard?id=3' });
    expect(call).toHaveBeenCalledWith('leaderboard', expect.objectContaining({ query: { id: 3 } }));
  });

  it('pins the member\'s own rank, ranked or not yet', async () => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    board = { ...BOARD, own: { rank: 42, name: 'member1', amount: 10, prize: null, own: true } };
    renderWithApp(<LeaderboardPage />);
    const own = await screen.findByTestId('leaderboard-own-entry');
    expect(own.getAttribute('data-rank')).toBe('42');
    expect(own.getAttribute('data-own')).toBe('true');
    cleanup();

    board = { ...BOARD, entries: [], own: { rank: null, name: 'member1', amount: 0, prize: null, own: true } };
    renderWithApp(<LeaderboardPage />);
    await screen.findByTestId('leaderboard-unranked');
    expect(screen.queryByTestId('leaderboard-list')).toBeNull();
  });

  it('says so when no mission with prizes runs', async () => {
    board = null;
    renderWithApp(<LeaderboardPage />);
    await waitFor(() => expect(screen.getByTestId('page-leaderBoard').querySelector('.empty-state-text')).not.toBeNull());
    expect(screen.queryByTestId('leaderboard-own')).toBeNull();
  });
});
