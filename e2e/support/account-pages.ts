import { encryptPayload, envelopeSchema, loginResponseSchema, rsaKeySchema, type LoginResponse, type RegisterRequest } from '@m/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { proofOfWorkHeader } from './proof-of-work.ts';

/** English unless the test chose another language (the DEMO merchant starts in Filipino). */
export async function preferEnglish(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('MC_LANGUAGE')) localStorage.setItem('MC_LANGUAGE', 'EN');
  });
}

/** The native input of a form field (`id` of the input, e.g. `login-username`). */
export const input = (page: Page, id: string) => page.locator(`#${id}`);

/** The message under a form field. */
export const fieldError = (page: Page, id: string) => page.getByTestId(`${id}-error`);

/** The text of the toast or dialog on screen. */
export const toast = (page: Page) => page.locator('.adm-toast-main');

export async function waitForText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

export type StoredSession = { token: string; merchantCode: string; userName: string; type: number; firstTimeLogin?: boolean };

export const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as StoredSession | null);

export async function loginThroughPage(page: Page, baseUrl: string, username: string, password: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/m/login${query}`);
  await input(page, 'login-username').fill(username);
  await input(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => storedSession(page).then((session) => session?.userName)).toBe(username);
}

/** A number no other test uses (mobile rule: 7 to 20 digits). */
export const uniqueMobile = () => `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

async function devCaptcha(baseUrl: string): Promise<{ captchaId: string; answer: string }> {
  const response = await fetch(`${baseUrl}/wps/dev/captcha`);
  const json = (await response.json()) as { value: { captchaId: string; answer: string } };
  return json.value;
}

async function sealed(baseUrl: string, merchant: string, payload: Record<string, unknown>) {
  const keyResponse = await fetch(`${baseUrl}/wps/session/key/rsa`, { headers: { Merchant: merchant } });
  return encryptPayload(envelopeSchema(rsaKeySchema).parse(await keyResponse.json()).value!, payload);
}

/** Registers through the API (encrypted, with a development captcha) and answers the session. */
export async function apiRegister(baseUrl: string, merchant: string, body: Omit<RegisterRequest, 'captcha' | 'captchaId'>): Promise<LoginResponse> {
  const { captchaId, answer } = await devCaptcha(baseUrl);
  const request = await sealed(baseUrl, merchant, { ...body, captcha: answer, captchaId });
  const response = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Merchant: merchant, Encryption: request.header, ...(await proofOfWorkHeader(baseUrl, merchant)) },
    body: JSON.stringify(request.body),
  });
  const answerEnvelope = envelopeSchema(loginResponseSchema).parse(await response.json());
  if (!answerEnvelope.success || !answerEnvelope.value) throw new Error(`register: ${answerEnvelope.errorCode}`);
  return answerEnvelope.value;
}

/** The same encrypted body sent twice: answers both HTTP statuses and error codes. */
export async function replayLogin(baseUrl: string, merchant: string, username: string, password: string) {
  const request = await sealed(baseUrl, merchant, { type: 'username', username, password });
  const send = async () => {
    const response = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: merchant, Encryption: request.header, ...(await proofOfWorkHeader(baseUrl, merchant)) },
      body: JSON.stringify(request.body),
    });
    const json = (await response.json()) as { success: boolean; errorCode?: string };
    return { status: response.status, success: json.success, errorCode: json.errorCode };
  };
  return [await send(), await send()] as const;
}

/** Ends a session on the server as if it expired (the browser keeps its copy). */
export async function revokeSession(baseUrl: string, merchant: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/wps/session/logout`, { method: 'DELETE', headers: { Merchant: merchant, Authorization: token } });
  if (!response.ok) throw new Error(`logout: ${response.status}`);
}

/** A login with a wrong password (and a development captcha), as another device would send it; answers the error code. */
export async function apiFailedLogin(baseUrl: string, merchant: string, username: string): Promise<string | undefined> {
  const { captchaId, answer } = await devCaptcha(baseUrl);
  const request = await sealed(baseUrl, merchant, { type: 'username', username, password: 'wrong-password', captcha: answer, captchaId });
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant, Encryption: request.header, ...(await proofOfWorkHeader(baseUrl, merchant)) },
    body: JSON.stringify(request.body),
  });
  return ((await response.json()) as { errorCode?: string }).errorCode;
}
