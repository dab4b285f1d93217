import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityState } from '@m/contract';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { IdentityPage } from '@/features/wallet/components/identity-page';
import { WithdrawIdentityNotice } from '@/features/wallet/components/identity-status';

const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };

const notSent: IdentityState = {
  required: true, minAge: 21, maxPictureBytes: 5 * 1024 * 1024, status: 'NOT_SUBMITTED',
  fullName: null, birthDate: null, reason: null, submittedAt: null, decidedAt: null,
};

/** A date of birth `years` ago today, less `days` (a day short of that birthday). */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('identity verification', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let state: IdentityState = notSent;

  beforeEach(() => {
    setSession(session);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return path === '/wps/member/identity' ? jsonResponse(envelope(state)) : jsonResponse({ success: false, errorCode: 'not.found', message: 'none' }, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
    state = notSent;
  });

  const sent = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

  it('asks for the four things on the withdraw page, with the way to the form', async () => {
    renderWithApp(<WithdrawIdentityNotice />, { path: '/m/withdraw', status: siteStatusFixture({ flags: { WITHDRAW: true } }) });
    const notice = await screen.findByTestId('withdraw-identity');
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['identity.fullName', 'identity.birthDate', 'identity.idPicture', 'identity.selfie']);
    expect(screen.getByTestId('identity-link').getAttribute('href')).toBe('/m/member/identity');
  });

  it('says nothing on the withdraw page once approved', async () => {
    state = { ...notSent, status: 'APPROVED', fullName: 'Maria Clara Santos', birthDate: '1990-01-01' };
    const { container } = renderWithApp(<WithdrawIdentityNotice />, { path: '/m/withdraw', status: siteStatusFixture({ flags: { WITHDRAW: true } }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="withdraw-identity"]')).toBeNull();
  });

  it('checks the merchant\'s least age and both pictures before sending anything', async () => {
    renderWithApp(<IdentityPage />, { path: '/m/member/identity' });
    expect((await screen.findByTestId('identity-status')).textContent).toBe('identity.status.NOT_SUBMITTED');
    await userEvent.type(document.querySelector<HTMLInputElement>('#identity-fullName')!, 'Maria Clara Santos');
    const birthDate = document.querySelector<HTMLInputElement>('#identity-birthDate')!;
    await userEvent.type(birthDate, bornYearsAgo(21, 1));
    await userEvent.click(screen.getByTestId('identity-submit'));
    await waitFor(() => expect(document.getElementById('identity-birthDate-error')?.textContent).toBe('identity.ageUnder'));

    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, bornYearsAgo(21));
    await userEvent.click(screen.getByTestId('identity-submit'));
    expect((await screen.findByTestId('identity-pictures-error')).textContent).toBe('identity.picturesRequired');
    expect(sent()).toEqual([]);
  });

  it('shows a rejection\'s reason and the form again, filled with what was sent', async () => {
    state = { ...notSent, status: 'REJECTED', fullName: 'Maria Clara Santos', birthDate: '1990-01-01', reason: 'The ID picture is blurred.' };
    renderWithApp(<IdentityPage />, { path: '/m/member/identity' });
    expect((await screen.findByTestId('identity-reason')).textContent).toBe('The ID picture is blurred.');
    expect(document.querySelector<HTMLInputElement>('#identity-fullName')!.value).toBe('Maria Clara Santos');
    expect(screen.getByTestId('identity-submit').textContent).toBe('identity.resubmit');
  });

  it('shows no form while an operator checks it', async () => {
    state = { ...notSent, status: 'PENDING', fullName: 'Maria Clara Santos', birthDate: '1990-01-01', submittedAt: 1_790_000_000_000 };
    renderWithApp(<IdentityPage />, { path: '/m/member/identity' });
    expect((await screen.findByTestId('identity-explanation')).textContent).toBe('identity.pendingWithdraw');
    expect(screen.queryByTestId('identity-submit')).toBeNull();
  });
});
