import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityConfig } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { ApiError, api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { ContactBinding } from '@/features/wallet/components/contact-binding';
import { SecurityLevelMeter } from '@/features/wallet/components/security-level-meter';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

function serverAnswers(answers: Record<string, unknown>) {
  call.mockImplementation(async (name: string, options?: { body?: unknown }) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return (answer as (body: unknown) => unknown)(options?.body);
    if (name in answers) return answer;
    return name === 'systemCountry' ? [] : { banners: [] };
  });
}

const callsTo = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, options]) => (options as { body?: unknown })?.body);
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

const config = (mobile: string | null): SecurityConfig => ({
  level: mobile ? 'medium' : 'low',
  done: mobile ? 3 : 2,
  total: 5,
  items: [
    { item: 'loginPassword', done: true, value: null },
    { item: 'paymentPassword', done: true, value: null },
    { item: 'mobile', done: mobile !== null, value: mobile },
    { item: 'email', done: false, value: null },
    { item: 'bankCard', done: false, value: null },
  ],
});

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
});
afterEach(() => {
  call.mockReset();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the security level meter', () => {
  it('is a labelled meter of the items done, with each item and its state', async () => {
    serverAnswers({ securityConfig: config('+63 917*****67') });
    renderWithApp(<SecurityLevelMeter />);
    const meter = await screen.findByRole('meter', { name: 'security.levelTitle' });
    expect(meter.getAttribute('aria-valuenow')).toBe('3');
    expect(meter.getAttribute('aria-valuemax')).toBe('5');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^security\.level\.medium: /);
    expect(screen.getByTestId('security-level-value').textContent).toBe('security.level.medium');
    expect(screen.getByTestId('security-item-mobile').textContent).toContain('security.bound');
    expect(screen.getByTestId('security-item-email').textContent).toContain('security.notBound');
    expect(screen.getByTestId('security-item-bankCard').getAttribute('data-done')).toBe('false');
  });
});

describe('binding a mobile number', () => {
  it('sends the number with its dialing code, then binds it with the code', async () => {
    serverAnswers({ securityConfig: config(null), bindMobileCode: { expiredMinutes: 5 }, bindMobile: null });
    renderWithApp(<ContactBinding contact="mobile" />);
    await userEvent.click(await screen.findByTestId('security-mobile-open'));
    expect(field('bindMobile-password')).toBeNull();
    await userEvent.type(field('bindMobile-mobileNum'), '9171234567');
    await userEvent.click(screen.getByTestId('bindMobile-verificationCode-send'));
    await waitFor(() => expect(callsTo('bindMobileCode')).toEqual([{ mobileNum: '9171234567', countryDialingCode: expect.stringMatching(/^\+\d+$/) }]));
    await userEvent.type(field('bindMobile-verificationCode'), '123456');
    await userEvent.click(screen.getByTestId('bindMobile-submit'));
    await waitFor(() => expect(callsTo('bindMobile')).toEqual([{ mobileNum: '9171234567', countryDialingCode: expect.stringMatching(/^\+\d+$/), verificationCode: '123456' }]));
  });

  it('asks for the login password to change a bound number and shows a refusal at its field', async () => {
    serverAnswers({ securityConfig: config('+63 917*****67'), bindMobile: new ApiError('mobile.exists', 'taken', 409) });
    renderWithApp(<ContactBinding contact="mobile" />);
    expect((await screen.findByTestId('security-mobile-state')).textContent).toContain('917*****67');
    await userEvent.click(screen.getByTestId('security-mobile-open'));
    await userEvent.type(field('bindMobile-mobileNum'), '9179999999');
    await userEvent.type(field('bindMobile-verificationCode'), '123456');
    await userEvent.type(field('bindMobile-password'), 'secret123');
    await userEvent.click(screen.getByTestId('bindMobile-submit'));
    await waitFor(() => expect(errorOf('bindMobile-mobileNum')).toMatch(/already registered|^error\.mobile\.exists$/));
    expect(callsTo('bindMobile')[0]).toMatchObject({ password: 'secret123' });
  });
});
