import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedRainAgentSession, RedRainCurrent, RedRainSession } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { api, ApiError } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { RedRainPage } from '@/features/agent/components/red-rain-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;
const MINUTE = 60_000;

const session = (startsIn: number, lasts: number, funder: RedRainSession['funder'] = { kind: 'merchant' }): RedRainSession => ({
  id: 7, startsAt: new Date(Date.now() + startsIn).toISOString(), endsAt: new Date(Date.now() + startsIn + lasts).toISOString(),
  status: startsIn > 0 ? 'UPCOMING' : 'LIVE', budget: 2_000, perMemberCap: 1, remaining: 2_000, funder,
});

/** Under reduced motion (the system setting the page follows), the envelopes stand still. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'), media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }) as MediaQueryList);
}

describe('red-envelope rain page', () => {
  let current: RedRainCurrent;
  let agentList: RedRainAgentSession[];
  let taps: number;

  beforeEach(() => {
    taps = 0;
    agentList = [];
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    const answers: Record<string, (options: { body?: { requestId: string } }) => unknown> = {
      redRainCurrent: () => current,
      redRainAgentSessions: () => ({ list: agentList }),
      redRainResult: () => ({ session: current.session, tally: { caught: 0.6, envelopes: 3, capReached: false }, catches: [] }),
      redRainTap: () => {
        taps += 1;
        if (taps > 2) throw new ApiError('red.rain.cap.reached', 'cap', 200);
        return { amount: 0.3, tally: { caught: 0.3 * taps, envelopes: taps, capReached: false }, remaining: 1_999 };
      },
      walletBalance: () => ({ sumBalance: 100 }),
    };
    call.mockImplementation(async (name: string, options: { body?: { requestId: string } } = {}) => (name in answers ? answers[name]!(options) : { banners: [] }));
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
    vi.restoreAllMocks();
  });

  it('counts down to the next session and says how it works, with no agent form for a player', async () => {
    preferReducedMotion(false);
    current = { serverTime: new Date().toISOString(), session: session(5 * MINUTE, MINUTE), mine: { caught: 0, envelopes: 0, capReached: false } };
    renderWithApp(<RedRainPage />, { path: '/m/redRain' });
    expect((await screen.findByTestId('red-rain-countdown')).textContent).toMatch(/^[45]:\d\d$/);
    expect(screen.getByTestId('red-rain-next').textContent).toContain('redRain.fromMerchant');
    expect(screen.getByText('redRain.howTitle')).toBeTruthy();
    expect(screen.queryByTestId('red-rain-schedule')).toBeNull();
  });

  it('lets a player open still envelopes by keyboard under reduced motion, each with one request id, until the cap', async () => {
    preferReducedMotion(true);
    current = { serverTime: new Date().toISOString(), session: session(-1_000, MINUTE), mine: { caught: 0, envelopes: 0, capReached: false } };
    renderWithApp(<RedRainPage />, { path: '/m/redRain' });
    await screen.findByTestId('red-rain-live');
    const envelopes = await screen.findAllByRole('button', { name: 'redRain.openEnvelope' });
    expect(envelopes).toHaveLength(6);
    expect(document.querySelector('.red-rain-falling')).toBeNull();

    envelopes[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('red-rain-caught').textContent).toContain('0.30'));
    await userEvent.click(screen.getAllByRole('button', { name: 'redRain.openEnvelope' })[1]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'redRain.openEnvelope' })[2]!);
    await screen.findByTestId('red-rain-show-result');
    expect(screen.getByTestId('red-rain-field').textContent).toContain('redRain.capReached');
    const requestIds = call.mock.calls.filter(([name]) => name === 'redRainTap').map(([, options]) => (options as { body: { sessionId: number; requestId: string } }).body);
    expect(requestIds).toHaveLength(3);
    expect(new Set(requestIds.map((body) => body.requestId)).size).toBe(3);
    expect(requestIds.every((body) => body.sessionId === 7)).toBe(true);

    await userEvent.click(screen.getByTestId('red-rain-show-result'));
    expect((await screen.findByTestId('red-rain-result-total')).textContent).toContain('0.60');
  });

  it('shows an agent its sessions with what the team caught and what came back, and the form to schedule one', async () => {
    preferReducedMotion(false);
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'agent01', type: 1 });
    current = { serverTime: new Date().toISOString(), session: null, mine: null };
    agentList = [{ session: { ...session(-2 * MINUTE, MINUTE, { kind: 'agent', account: 'agent01' }), status: 'ENDED' }, caught: 1.25, envelopes: 6, players: 2, returned: 3.75 }];
    renderWithApp(<RedRainPage />, { path: '/m/redRain' });
    const row = await screen.findByTestId('red-rain-agent-session');
    expect(row.getAttribute('data-status')).toBe('ENDED');
    expect(screen.getByTestId('red-rain-agent-caught').textContent).toContain('1.25');
    expect(screen.getByTestId('red-rain-agent-returned').textContent).toContain('3.75');
    expect(screen.getByTestId('red-rain-schedule')).toBeTruthy();
    expect(screen.getByTestId('empty-state').textContent).toBe('redRain.none');
  });
});
