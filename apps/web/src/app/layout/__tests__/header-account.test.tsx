import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhitelabelFlag } from '@m/contract';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import HeaderAccount from '@/app/layout/header-account';

const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };

/** The logged-in header with the popover open; the entries it shows. */
async function renderOpen(flags: Partial<Record<WhitelabelFlag, boolean>>) {
  renderWithApp(<HeaderAccount session={session} />, { status: siteStatusFixture({ flags }) });
  await userEvent.click(screen.getByTestId('header-account'));
  return [...screen.getByTestId('header-popover').querySelectorAll('[data-testid^="header-popover-"]')].map((item) =>
    item.getAttribute('data-testid')!.replace('header-popover-', ''));
}

describe('logged-in header: deposit and withdraw only while their pages are switched on', () => {
  beforeEach(() => {
    setSession(session);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(envelope({ sumBalance: 10, balance: [] }))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the deposit icon and both popover entries where deposits and withdrawals are on', async () => {
    expect(await renderOpen({ DEPOSIT: true, WITHDRAW: true })).toEqual(['deposit', 'withdraw', 'refresh', 'visibility', 'logout']);
    expect(screen.getByTestId('header-deposit')).toBeDefined();
  });

  it('has no deposit icon and no Deposit in the popover where DEPOSIT is off (ALT)', async () => {
    expect(await renderOpen({ DEPOSIT: false, WITHDRAW: true })).toEqual(['withdraw', 'refresh', 'visibility', 'logout']);
    expect(screen.queryByTestId('header-deposit')).toBeNull();
  });

  it('has no Withdraw in the popover where WITHDRAW is off', async () => {
    expect(await renderOpen({ DEPOSIT: true, WITHDRAW: false })).toEqual(['deposit', 'refresh', 'visibility', 'logout']);
  });
});
