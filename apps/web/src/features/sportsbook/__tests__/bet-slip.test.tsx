import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@/lib/api-client';
import { api, ApiError } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { BetSlip } from '@/features/sportsbook/components/bet-slip';
import { clearSlip, togglePick, useSlipStore, type SlipPick } from '@/features/sportsbook/slip-store';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;
const pick = (selectionId: number, fixtureId: number, odds: number): SlipPick => ({
  selectionId, fixtureId, homeTeam: `Home ${fixtureId}`, awayTeam: `Away ${fixtureId}`, market: 'WINNER', line: null, code: 'HOME', odds,
});
/** The slip is a popup that takes pointer events once its opening animation ends, which jsdom never runs. */
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const placedBodies = () => call.mock.calls.filter(([name]) => name === 'sportsPlaceBet').map(([, options]) => (options as { body: Record<string, unknown> }).body);

describe('the bet slip', () => {
  beforeEach(() => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    clearSlip();
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
    clearSlip();
  });

  it('shows the new odds of a refused price and places the parlay at them once the player accepts', async () => {
    let refused = false;
    call.mockImplementation(async (name: string) => {
      if (name !== 'sportsPlaceBet') return { banners: [] };
      if (!refused) {
        refused = true;
        throw new ApiError('sports.odds.changed', 'The odds have changed.', 200, { changes: [{ selectionId: 12, odds: 2100 }] });
      }
      return { id: 1 };
    });
    togglePick(pick(11, 1, 1850));
    togglePick(pick(12, 2, 1900));
    renderWithApp(<BetSlip />, { path: '/m/sportsbook' });
    const player = user();
    await player.click(screen.getByTestId('slip-open'));
    await player.click(await screen.findByTestId('slip-mode-PARLAY'));
    expect(screen.getByTestId('slip-total-odds').textContent).toBe('3.515');
    await player.type(document.getElementById('sportsSlip-stake') as HTMLInputElement, '10');
    await player.click(screen.getByTestId('slip-submit'));

    await screen.findByTestId('slip-odds-changed');
    expect(screen.getByTestId('slip-submit').textContent).toBe('sportsbook.acceptOdds');
    expect(screen.getAllByTestId('slip-pick-odds').map((cell) => cell.textContent)).toEqual(['1.85', '2.10']);
    expect(screen.getByTestId('slip-total-odds').textContent).toBe('3.885');

    await player.click(screen.getByTestId('slip-submit'));
    await waitFor(() => expect(useSlipStore.getState().picks).toEqual([]));
    const [first, accepted] = placedBodies();
    expect(first).toMatchObject({ stake: '10', legs: [{ selectionId: 11, odds: 1850 }, { selectionId: 12, odds: 1900 }] });
    expect(accepted).toMatchObject({ stake: '10', legs: [{ selectionId: 11, odds: 1850 }, { selectionId: 12, odds: 2100 }] });
    expect(accepted!.requestId).not.toBe(first!.requestId);
  });

  it('places singles as one bet per pick, one match per pick on the slip', async () => {
    call.mockImplementation(async (name: string) => (name === 'sportsPlaceBet' ? { id: 1 } : { banners: [] }));
    togglePick(pick(11, 1, 1850));
    togglePick(pick(13, 1, 2000));
    togglePick(pick(21, 2, 1500));
    expect(useSlipStore.getState().picks.map((entry) => entry.selectionId)).toEqual([13, 21]);
    renderWithApp(<BetSlip />, { path: '/m/sportsbook' });
    const player = user();
    await player.click(screen.getByTestId('slip-open'));
    await player.type(await screen.findByLabelText('sportsbook.stakeEach', { exact: false }), '5');
    await player.click(screen.getByTestId('slip-submit'));
    await waitFor(() => expect(placedBodies()).toHaveLength(2));
    expect(placedBodies().map((body) => (body.legs as unknown[]).length)).toEqual([1, 1]);
  });
});
