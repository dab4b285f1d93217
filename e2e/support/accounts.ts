import { encryptPayload, envelopeSchema, loginResponseSchema, rsaKeySchema, type LoginResponse, type SocialProvider } from '@m/contract';
import type { Page } from 'playwright-core';
import { proofOfWorkHeader } from './proof-of-work.ts';

type OutboxMessage = { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; createdAt: string };

async function devCall<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const json = (await response.json()) as { success: boolean; value?: T; errorCode?: string };
  if (!response.ok || !json.success) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${json.errorCode ?? ''}`);
  return json.value as T;
}

/** A new agent (type 1) of the merchant: on one without a seeded agent (ALT), or under `parent` with its affiliate code to build a team. */
export async function devCreateAgent(
  baseUrl: string, merchant: string, username: string, password: string, team: { parent?: string; affiliateCode?: string } = {},
): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/merchants/${merchant}/agents`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password, ...team }),
  });
}

/** Credits a member's wallet with a real ledger transfer (the development server's operator adjustment). */
export async function devCredit(baseUrl: string, merchant: string, username: string, amountMinor: number): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/members/${merchant}/${username}/credit`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amountMinor }),
  });
}

/** Lets a member send money to their upline (the member info's `toUpline` flag). */
export async function devAllowUplineTransfer(baseUrl: string, merchant: string, username: string): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/members/${merchant}/${username}/toUpline`, {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toUpline: true }),
  });
}

/** Runs one period of a scheduled job now through the job runner (`period`: its key); a period already done is not run again. */
export async function devRunJob(baseUrl: string, job: string, period: string): Promise<{ job: string; period: string; status: string; ran: boolean }> {
  return devCall(`${baseUrl}/wps/dev/jobs/run`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ job, period }),
  });
}

/** The key of the period under way of a job run every `periodMs` (`every(...)` schedules): its start in ISO 8601. */
export const currentPeriodKey = (periodMs: number): string => new Date(Math.floor(Date.now() / periodMs) * periodMs).toISOString();

/** Ends an agent's red-envelope rain under way now, so the job returns what is left at its next run. */
export async function devEndRedRain(baseUrl: string, merchant: string, agent: string): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/members/${merchant}/${agent}/redRain/end`, { method: 'POST' });
}

/** Ends a running promotion (a mission) now, so its period closes at the next run of its job. */
export async function devEndPromotion(baseUrl: string, id: number): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/promotions/${id}/end`, { method: 'POST' });
}

/** The latest messages the server "sent" to a mobile number or e-mail address, newest first. */
export async function readOutbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const value = await devCall<{ messages: OutboxMessage[] }>(`${baseUrl}/wps/dev/outbox?to=${encodeURIComponent(to)}`);
  return value.messages;
}

/** The 6-digit code of the latest SMS to `to` (mobile number digits, as the form sent them). */
export async function readOutboxCode(baseUrl: string, to: string): Promise<string> {
  const [latest] = await readOutbox(baseUrl, to);
  const code = latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
  if (!code) throw new Error(`No SMS code for ${to}`);
  return code;
}

/** The reset token of the latest forgot-password e-mail to `email` (the link is /m/forget?resetToken=<token>). */
export async function readResetToken(baseUrl: string, email: string): Promise<string> {
  const [latest] = await readOutbox(baseUrl, email);
  const token = latest && /resetToken=([A-Za-z0-9_-]+)/.exec(latest.body)?.[1];
  if (!token) throw new Error(`No reset e-mail for ${email}`);
  return token;
}

/** Logs in through the API (encrypted body, as the web app sends it) and answers the session. */
export async function apiLoginSession(baseUrl: string, merchant: string, username: string, password: string): Promise<LoginResponse> {
  const keyResponse = await fetch(`${baseUrl}/wps/session/key/rsa`, { headers: { Merchant: merchant } });
  const key = envelopeSchema(rsaKeySchema).parse(await keyResponse.json()).value!;
  const sealed = await encryptPayload(key, { type: 'username', username, password });
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant, Encryption: sealed.header, ...(await proofOfWorkHeader(baseUrl, merchant)) },
    body: JSON.stringify(sealed.body),
  });
  const answer = envelopeSchema(loginResponseSchema).parse(await response.json());
  if (!answer.success || !answer.value) throw new Error(`login ${username}@${merchant}: ${answer.errorCode}`);
  return answer.value;
}

/** The session token of a login through the API (send it as `Authorization`). */
export async function apiLogin(baseUrl: string, merchant: string, username: string, password: string): Promise<string> {
  return (await apiLoginSession(baseUrl, merchant, username, password)).token;
}

/**
 * Forgets every failed login and lock: call after a test that fails logins on purpose, since the
 * captcha rule counts failures per address and every browser test comes from 127.0.0.1.
 */
export async function resetLoginGuards(baseUrl: string): Promise<void> {
  await devCall(`${baseUrl}/wps/dev/login-guards`, { method: 'DELETE' });
}

/**
 * Answers the page's captcha requests with development captchas whose answers the test knows;
 * `answer()` is the answer of the image shown last.
 */
export async function useKnownCaptchas(page: Page, baseUrl: string): Promise<{ answer(): string }> {
  let last = '';
  await page.route('**/wps/captcha', async (route) => {
    const { answer, ...captcha } = await devCall<{ captchaId: string; image: string; answer: string }>(`${baseUrl}/wps/dev/captcha`);
    last = answer;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value: captcha }) });
  });
  return {
    answer() {
      if (!last) throw new Error('No captcha was shown yet');
      return last;
    },
  };
}

/** An id token the server accepts for `provider` at `merchant` (the development provider is configured on the way). */
export async function mintSocialToken(baseUrl: string, merchant: string, provider: SocialProvider, sub: string, email?: string): Promise<string> {
  const value = await devCall<{ idToken: string }>(`${baseUrl}/wps/dev/social/${merchant}/${provider}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(email ? { sub, email } : { sub }),
  });
  return value.idToken;
}
