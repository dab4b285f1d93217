import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { APP_EVENTS } from '@/lib/events';
import { applyLanguage } from '@/lib/i18n/language-store';
import { setSession, useSessionStore } from '@/lib/session';
import { CONTRACT_FINGERPRINT } from 'virtual:m-endpoint-wire';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';

/** An answer as the server sends one it checked against the contract: stamped with the contract's fingerprint. */
const stamped = (response: Response, fingerprint = CONTRACT_FINGERPRINT) => {
  response.headers.set('X-Contract', fingerprint);
  return response;
};

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.head.querySelector('meta[name="m-merchant"]')?.remove();
  });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { url, method: init?.method, headers: new Headers(init?.headers) };
  };

  it('sends Merchant from the meta tag, Language and Device, and returns the parsed value', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="m-merchant" content="ACME">');
    await applyLanguage('EN');
    fetchMock.mockResolvedValue(jsonResponse(envelope(siteStatusFixture({ maintenance: true }))));

    const status = await api.call('systemStatus');

    expect(status.maintenance).toBe(true);
    const request = lastRequest();
    expect(request.url).toBe('/wps/system/status');
    expect(request.method).toBe('GET');
    expect(request.headers.get('Merchant')).toBe('ACME');
    expect(request.headers.get('Language')).toBe('EN');
    expect(request.headers.get('Device')).toBe('MOBILE');
    // The status call needs no session, so no token leaves the browser with it.
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('falls back to the build-time merchant when the meta tag is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(siteStatusFixture())));
    await api.call('systemStatus');
    expect(lastRequest().headers.get('Merchant')).toBe('DEMO');
  });

  it('turns a refused envelope into an ApiError with code, message and status', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, errorCode: 'too.many.requests', message: 'Slow down' }, 429));
    await expect(api.call('systemStatus')).rejects.toEqual(
      expect.objectContaining({ name: 'ApiError', code: 'too.many.requests', message: 'Slow down', status: 429 }),
    );
  });

  it('rejects a value that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({ maintenance: 'no' })));
    const error = await api.call('systemStatus').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unknown.error');
  });

  it('takes an answer stamped with its own contract as it comes: the server checked it', async () => {
    const status = siteStatusFixture({ maintenance: true });
    fetchMock.mockResolvedValue(stamped(jsonResponse(envelope(status))));
    await expect(api.call('systemStatus')).resolves.toEqual(status);
  });

  it('checks an answer stamped with another contract (another build of the server)', async () => {
    fetchMock.mockResolvedValue(stamped(jsonResponse(envelope({ maintenance: 'no' })), 'another-contract'));
    const error = await api.call('systemStatus').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('unknown.error');
  });

  it('clears the session and announces it on 401 login.not.session', async () => {
    setSession({ token: 't0k', merchantCode: 'DEMO', userName: 'ana', type: 0 });
    const expired = vi.fn();
    window.addEventListener(APP_EVENTS.sessionExpired, expired);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, errorCode: 'login.not.session' }, 401));

    await expect(api.call('systemStatus')).rejects.toMatchObject({ code: 'login.not.session', status: 401 });

    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_EVENTS.sessionExpired, expired);
  });

  it('keeps the value of a refusal (what the client needs next)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, errorCode: 'login.failed', message: 'Wrong', value: { captcha: true } }));
    await expect(api.call('systemStatus')).rejects.toMatchObject({ code: 'login.failed', value: { captcha: true } });
  });

  /** A challenge whose answer is `number`, as GET /wps/proof-of-work/challenge would send it. */
  const challengeAnswer = (number: number) => {
    const salt = 'abc123?expires=9999999999';
    const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
    return { algorithm: 'SHA-256', challenge, maxNumber: 1000, salt, signature: 'f'.repeat(64) } as const;
  };

  it('sends a form-encoded body where the contract says so', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope(challengeAnswer(1)))).mockResolvedValue(jsonResponse(envelope(null)));
    await api.call('forgotPasswordEmail', { body: { username: 'ana', email: 'ana+1@example.com' } });
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(init?.body as string).get('email')).toBe('ana+1@example.com');
    expect(init?.body).toBe('username=ana&email=ana%2B1%40example.com');
  });

  it('reports a non-JSON answer as unknown.error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.call('systemStatus')).rejects.toMatchObject({ code: 'unknown.error', status: 502 });
  });

  it('solves a proof-of-work challenge and sends it in X-Proof-Of-Work for the calls the contract flags', async () => {
    const { challenge, salt } = challengeAnswer(737);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(envelope(challengeAnswer(737))))
      .mockResolvedValueOnce(jsonResponse(envelope({ expiredMinutes: 5 })));

    await api.call('smsRegister', { body: { mobileNo: '9171234567', countryDialingCode: '+63' } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/wps/proof-of-work/challenge');
    const request = lastRequest();
    expect(request.url).toBe('/wps/verification/sms/register');
    expect(JSON.parse(atob(request.headers.get('X-Proof-Of-Work')!))).toEqual({ algorithm: 'SHA-256', challenge, number: 737, salt, signature: 'f'.repeat(64) });
  });

  it('sends no proof of work with calls that do not need it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(siteStatusFixture())));
    await api.call('systemStatus');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.get('X-Proof-Of-Work')).toBeNull();
  });
});
