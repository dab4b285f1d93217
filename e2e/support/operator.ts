import { baseUrl } from './browser.ts';

let operatorToken: string | null = null;

/** A call of the operator API as the seeded operator of every merchant (logged in once); answers the envelope's value or throws its error code. */
export async function operatorCall<T>(path: string, body?: unknown): Promise<T> {
  const token = operatorToken ?? (await send<{ token: string }>('/ops/api/session/login', { username: 'operator', password: 'operator1234' })).token;
  operatorToken = token;
  return send<T>(path, body, token);
}

async function send<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { Authorization: token } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode}`);
  return envelope.value;
}
