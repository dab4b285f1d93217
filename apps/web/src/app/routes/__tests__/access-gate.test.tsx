import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_TYPE, type WhitelabelFlag } from '@m/contract';
import { ROUTES, pathOf, type RouteName } from '@/config/paths';
import { clearSession, setSession } from '@/lib/session';
import { createTestQueryClient } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { AppProvider } from '@/app/provider';
import { AccessGate } from '@/app/routes/access-gate';

type Visitor = 'guest' | 'player';

/** Opens the page `name` behind the gate (its content: `page-content`), with home and login beside it. */
function openGated(name: RouteName, flags: Partial<Record<WhitelabelFlag, boolean>>, visitor: Visitor) {
  if (visitor === 'player') setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: MEMBER_TYPE.PLAYER });
  const route = ROUTES.find((candidate) => candidate.name === name)!;
  const router = createMemoryRouter(
    [
      { path: route.paths[0], element: <Suspense fallback={null}><AccessGate route={route}><p data-testid="page-content" /></AccessGate></Suspense> },
      { path: '/m/home', element: <p data-testid="page-home" /> },
      { path: '/m/login', element: <p data-testid="page-login" /> },
    ],
    { initialEntries: [pathOf(name)] },
  );
  render(<AppProvider queryClient={createTestQueryClient(siteStatusFixture({ flags }))}><RouterProvider router={router} /></AppProvider>);
  return router;
}

describe('the gate and the whitelabel flags of the route table', () => {
  afterEach(() => clearSession());

  it.each<Visitor>(['player', 'guest'])('says a switched-off page (deposit on ALT) is not available to a %s, in its place, with the way home', async (visitor) => {
    const router = openGated('voucherCenter', { DEPOSIT: false }, visitor);
    expect((await screen.findByTestId('page-unavailable')).textContent).toContain('common.unavailable');
    expect(screen.queryByTestId('page-content')).toBeNull();
    // Not a login: logging in would not bring the page.
    expect(screen.queryByTestId('login-dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/m/voucherCenter');
    await userEvent.click(screen.getByTestId('unavailable-home'));
    await screen.findByTestId('page-home');
  });

  it('opens the page where its switch is on', async () => {
    openGated('voucherCenter', { DEPOSIT: true }, 'player');
    await screen.findByTestId('page-content');
    expect(screen.queryByTestId('page-unavailable')).toBeNull();
  });

  it('asks a guest to log in for a page that is switched on, as before', async () => {
    openGated('voucherCenter', { DEPOSIT: true }, 'guest');
    await screen.findByTestId('login-dialog');
    expect(screen.queryByTestId('page-unavailable')).toBeNull();
  });

  it.each<[RouteName, WhitelabelFlag, Visitor]>([
    ['withdraw', 'WITHDRAW', 'player'],
    ['rewardCenter', 'REWCEN3', 'player'],
    ['webEmail', 'MAILCEN', 'guest'],
    ['feedback', 'FEEDBACK3', 'player'],
    ['upLine-transfer', 'AGETRANSFERUP3', 'player'],
    ['leaderBoard', 'MISSIONLB3', 'guest'],
  ])('keeps %s (%s off) from a %s', async (name, flag, visitor) => {
    openGated(name, { [flag]: false }, visitor);
    await screen.findByTestId('page-unavailable');
    expect(screen.queryByTestId('page-content')).toBeNull();
    expect(screen.queryByTestId('page-login')).toBeNull();
  });

  it('opens a public page with its switch on to a guest (the mission leaderboard)', async () => {
    openGated('leaderBoard', { MISSIONLB3: true }, 'guest');
    await screen.findByTestId('page-content');
  });
});
