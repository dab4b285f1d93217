import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_FIELDS, type FieldRule, type RegisterSettings } from '@m/contract';
import type * as ApiClientModule from '@/lib/api-client';
import { ApiError, api } from '@/lib/api-client';
import { setSession, clearSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { ForgetPage } from '@/features/auth/components/forget-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { RegisterPage } from '@/features/auth/components/register-page';

// The network stops at the client: each test says what the server answers.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null, ...overrides,
});
const registerSettings = Object.fromEntries(
  REGISTER_FIELDS.map((field) => [field, rule({ enabled: false })]),
) as RegisterSettings;
Object.assign(registerSettings, {
  username: rule({ required: true, acceptedPattern: '^[A-Za-z0-9]{4,16}$', minLength: 4, maxLength: 16 }),
  password: rule({ required: true, minLength: 6, maxLength: 20 }),
  confirmPassword: rule({ required: true, minLength: 6, maxLength: 20 }),
});

/** Answers by endpoint name; a function answers per request, an Error is thrown. */
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
const announcement = (prefix: string) => screen.getByTestId(`${prefix}-announcement`);
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

const session = { token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 };

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});
afterEach(() => {
  call.mockReset();
  clearSession();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  const status = siteStatusFixture({ flags: { USERNAMEREG3: true } });

  it('says what is missing, focuses the first field in error and announces it, without calling the server', async () => {
    serverAnswers({});
    renderWithApp(<LoginPage />, { path: '/m/login', status });
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(errorOf('login-username')).toBe('validation.usernameRequired');
    expect(errorOf('login-password')).toBe('validation.passwordRequired');
    expect(document.activeElement).toBe(field('login-username'));
    expect(field('login-username').getAttribute('aria-invalid')).toBe('true');
    expect(field('login-username').getAttribute('aria-describedby')).toBe('login-username-error');
    expect(field('login-username').getAttribute('aria-required')).toBe('true');
    await waitFor(() => expect(announcement('login').textContent).toBe('form.invalid'));
    expect(callsTo('login')).toEqual([]);
  });

  it('sends the trimmed username with the password', async () => {
    serverAnswers({ login: session });
    renderWithApp(<LoginPage />, { path: '/m/login', status });
    await userEvent.type(field('login-username'), '  demo ');
    await userEvent.type(field('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(callsTo('login')).toEqual([{ type: 'username', username: 'demo', password: 'demo1234' }]));
  });

  it('tells the member how many failed logins the account had since the last visit', async () => {
    serverAnswers({ login: { ...session, failedAttemptsSinceLastLogin: 3 } });
    renderWithApp(<LoginPage />, { path: '/m/login', status });
    await userEvent.type(field('login-username'), 'demo');
    await userEvent.type(field('login-password'), 'demo1234{Enter}');
    expect((await screen.findByTestId('login-attempts-notice')).textContent).toBe('auth.failedAttemptsNotice');
  });

  it('announces a refusal with the server message and puts the focus back on the password', async () => {
    serverAnswers({ login: new ApiError('login.fail.custom', 'Wrong username or password', 401) });
    renderWithApp(<LoginPage />, { path: '/m/login', status });
    await userEvent.type(field('login-username'), 'demo');
    await userEvent.type(field('login-password'), 'wrong-password{Enter}');
    await waitFor(() => expect(announcement('login').textContent).toBe('Wrong username or password'));
    expect(document.activeElement).toBe(field('login-password'));
  });

  it('keeps the name of the submit button while it is busy', async () => {
    serverAnswers({ login: () => new Promise(() => undefined) });
    renderWithApp(<LoginPage />, { path: '/m/login', status });
    await userEvent.type(field('login-username'), 'demo');
    await userEvent.type(field('login-password'), 'demo1234{Enter}');
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByTestId('login-submit').textContent).toContain('auth.loginButton');
  });
});

describe('registration form', () => {
  const status = siteStatusFixture({ flags: { USERNAMEREG3: true, DIRECTREG3: true } });

  it('checks each field, the confirmation against the password, and focuses the first in error', async () => {
    serverAnswers({ registerSettings });
    renderWithApp(<RegisterPage />, { path: '/m/register', status });
    await waitFor(() => expect(field('register-username')).not.toBeNull());
    await userEvent.type(field('register-password'), 'secret123');
    await userEvent.type(field('register-confirmPassword'), 'secret12');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(errorOf('register-username')).toBe('validation.required');
    expect(errorOf('register-confirmPassword')).toBe('error.password.confirm.mismatch');
    expect(document.activeElement).toBe(field('register-username'));
    expect(callsTo('register')).toEqual([]);
  });

  it('sends the account and shows a taken username under its field', async () => {
    serverAnswers({ registerSettings, register: new ApiError('username.exists', 'Username exists', 400) });
    renderWithApp(<RegisterPage />, { path: '/m/register', status });
    await waitFor(() => expect(field('register-username')).not.toBeNull());
    await userEvent.type(field('register-username'), 'newbie01');
    await userEvent.type(field('register-password'), 'secret123');
    await userEvent.type(field('register-confirmPassword'), 'secret123');
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-username')).toBe('error.username.exists'));
    expect(callsTo('register')).toEqual([
      expect.objectContaining({ username: 'newbie01', password: 'secret123', confirmPassword: 'secret123', type: 0, registerMethod: 'H5' }),
    ]);
    expect(document.activeElement).toBe(field('register-username'));
  });
});

describe('forgot password forms', () => {
  it('e-mail: checks the address, sends trimmed values, and announces a refusal', async () => {
    serverAnswers({ forgotPasswordEmail: new ApiError('member.not.found', 'No such member', 400) });
    renderWithApp(<ForgetPage />, { path: '/m/forget', status: siteStatusFixture() });
    await userEvent.type(field('forget-username'), ' demo ');
    await userEvent.type(field('forget-email'), 'player@example.c');
    await userEvent.click(screen.getByTestId('forget-email-submit'));
    expect(errorOf('forget-email')).toBe('validation.emailIncorrect');
    expect(document.activeElement).toBe(field('forget-email'));
    expect(callsTo('forgotPasswordEmail')).toEqual([]);

    await userEvent.clear(field('forget-email'));
    await userEvent.type(field('forget-email'), ' player@example.com ');
    await userEvent.click(screen.getByTestId('forget-email-submit'));
    await waitFor(() => expect(callsTo('forgotPasswordEmail')).toEqual([{ username: 'demo', email: 'player@example.com' }]));
    await waitFor(() => expect(announcement('forget').textContent).toBe('No such member'));
  });

  it('phone: checks the mobile number before sending a code, then sets the password', async () => {
    serverAnswers({ smsNoLogin: { expiredMinutes: 5 }, passwordBySms: new ApiError('verification.code.error', 'Verification code error', 400) });
    renderWithApp(<ForgetPage />, { path: '/m/forget', status: siteStatusFixture({ flags: { CHNGPASSVERIF3: true } }) });
    await userEvent.click(screen.getByTestId('forget-verificationCode-send'));
    expect(errorOf('forget-mobile')).toBe('validation.mobileRequired');
    expect(document.activeElement).toBe(field('forget-mobile'));
    expect(callsTo('smsNoLogin')).toEqual([]);

    await userEvent.type(field('forget-mobile'), '9170000000');
    await userEvent.click(screen.getByTestId('forget-verificationCode-send'));
    await waitFor(() => expect(callsTo('smsNoLogin')).toEqual([{ mobileNum: '9170000000', module: 'PWRESETSMS3', countryDialingCode: '+63' }]));
    await waitFor(() => expect(field('forget-verificationCode').disabled).toBe(false));
    expect(screen.getByTestId('forget-verificationCode-send').textContent).toBe('auth.smsCountdown');

    await userEvent.type(field('forget-verificationCode'), '123456');
    await userEvent.type(field('forget-newPassword'), 'renewed123');
    await userEvent.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(callsTo('passwordBySms')).toEqual([{ newPassword: 'renewed123', mobileNum: '9170000000', verificationCode: '123456' }]));
    await waitFor(() => expect(field('forget-verificationCode').value).toBe(''));
    expect(announcement('forget').textContent).toBe('Verification code error');
  });

  it('reset link: the confirmation must match, then the token and the new password are sent', async () => {
    serverAnswers({ passwordReset: null });
    renderWithApp(<ForgetPage />, { path: '/m/forget?resetToken=abc123', status: siteStatusFixture() });
    await userEvent.type(field('forget-newPassword'), 'renewed123');
    await userEvent.type(field('forget-confirmNewPassword'), 'renewed12');
    await userEvent.click(screen.getByTestId('forget-reset-submit'));
    expect(errorOf('forget-confirmNewPassword')).toBe('error.password.confirm.mismatch');
    expect(document.activeElement).toBe(field('forget-confirmNewPassword'));

    await userEvent.type(field('forget-confirmNewPassword'), '3');
    expect(errorOf('forget-confirmNewPassword')).toBeNull();
    await userEvent.click(screen.getByTestId('forget-reset-submit'));
    await waitFor(() => expect(callsTo('passwordReset')).toEqual([{ token: 'abc123', newPassword: 'renewed123', confirmNewPassword: 'renewed123' }]));
  });
});

describe('change password form', () => {
  it('asks the old password when none is remembered, checks the fields, sends them, and announces a refusal', async () => {
    serverAnswers({ changePassword: new ApiError('password.old.error', 'The old password is incorrect', 400) });
    setSession(session);
    renderWithApp(<ChangePasswordPage />, { path: '/m/changePsw', status: siteStatusFixture() });
    await waitFor(() => expect(field('changePsw-oldPassword')).not.toBeNull());
    expect(field('changePsw-username').value).toBe('member1');
    await userEvent.click(screen.getByTestId('changePsw-submit'));
    expect(errorOf('changePsw-oldPassword')).toBe('validation.passwordRequired');
    expect(errorOf('changePsw-confirmNewPassword')).toBe('validation.enterPassword');
    expect(document.activeElement).toBe(field('changePsw-oldPassword'));

    await userEvent.type(field('changePsw-oldPassword'), 'secret123');
    await userEvent.type(field('changePsw-newPassword'), 'changed123');
    await userEvent.type(field('changePsw-confirmNewPassword'), 'changed123');
    await userEvent.click(screen.getByTestId('changePsw-submit'));
    await waitFor(() =>
      expect(callsTo('changePassword')).toEqual([{ oldPassword: 'secret123', newPassword: 'changed123', confirmNewPassword: 'changed123' }]),
    );
    await waitFor(() => expect(announcement('changePsw').textContent).toBe('The old password is incorrect'));
  });
});
