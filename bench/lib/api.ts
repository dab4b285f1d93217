// What the bench asks of the platform's API outside the measured windows (logins, registrations,
// launches, credits), and the keep-alive client of the money bench's measured calls.
import { Agent, request as httpRequest } from 'node:http';
import {
  encryptPayload, launchGameSchema, loginResponseSchema, rsaKeySchema, type LoginResponse,
} from '@m/contract';
import { proofOfWorkHeader } from '../../e2e/support/proof-of-work.ts';

export const MERCHANT = 'DEMO';
export const API_HEADERS = { Merchant: MERCHANT, Language: 'EN' };

type Envelope = { success: boolean; value?: unknown; errorCode?: string };

async function call(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<unknown> {
  const response = await fetch(baseUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      ...API_HEADERS,
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as Envelope;
  if (!response.ok || !envelope.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.errorCode ?? ''}`);
  return envelope.value;
}

async function sealed(baseUrl: string, payload: Record<string, unknown>) {
  return encryptPayload(rsaKeySchema.parse(await call(baseUrl, '/wps/session/key/rsa')), payload);
}

/** Logs in as the web app does (encrypted body, proof-of-work) and answers the session. */
export async function login(baseUrl: string, username: string, password: string): Promise<LoginResponse> {
  const request = await sealed(baseUrl, { type: 'username', username, password });
  const value = await call(baseUrl, '/wps/session/login', {
    method: 'POST', body: request.body, headers: { Encryption: request.header, ...(await proofOfWorkHeader(baseUrl, MERCHANT)) },
  });
  return loginResponseSchema.parse(value);
}

/** Registers a player as the web app does (with a development captcha) and answers its session. */
export async function register(baseUrl: string, username: string, password: string): Promise<LoginResponse> {
  const { captchaId, answer } = (await call(baseUrl, '/wps/dev/captcha')) as { captchaId: string; answer: string };
  const request = await sealed(baseUrl, { username, password, confirmPassword: password, type: 0, captcha: answer, captchaId });
  const value = await call(baseUrl, '/wps/member/register', {
    method: 'PUT', body: request.body, headers: { Encryption: request.header, ...(await proofOfWorkHeader(baseUrl, MERCHANT)) },
  });
  return loginResponseSchema.parse(value);
}

/** Credits a member's wallet (the development server's operator adjustment, a ledger transfer). */
export const devCredit = (baseUrl: string, username: string, amountMinor: number) =>
  call(baseUrl, `/wps/dev/members/${MERCHANT}/${username}/credit`, { method: 'POST', body: { amountMinor } });

/**
 * An in-house slot (vendor MPLAY) whose theme has no free spins (Frozen Mango Megaways opens the
 * fruits), so every spin is one BET transfer of its stake and at most one WIN.
 */
export async function inHouseSlot(baseUrl: string): Promise<{ nodeId: number; gameId: string }> {
  const page = (await call(baseUrl, '/wps/relay/GCSGAME_gameList?gameType=RNG&vendor=MPLAY&pageSize=100')) as { games: { nodeId: number; gameId: string }[] };
  const slot = page.games.find((game) => game.gameId === 'MPL030_RNG');
  if (!slot) throw new Error('The catalogue has no MPLAY game');
  return slot;
}

/** The launch token of a real-money game session (what the game page sends with each spin). */
export async function launchToken(baseUrl: string, token: string, nodeId: number): Promise<string> {
  const value = launchGameSchema.parse(await call(baseUrl, `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, { token }));
  const launch = new URL(value.game_url, baseUrl).searchParams.get('launch');
  if (!launch) throw new Error(`No launch token in ${value.game_url}`);
  return launch;
}

export type RawAnswer = { status: number; headers: Record<string, string | string[]>; body: Buffer };

/** One request on a keep-alive agent, the body as sent (never decompressed). */
export function rawRequest(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string | string[]>, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

export const keepAliveAgent = (sockets: number) => new Agent({ keepAlive: true, maxSockets: sockets });
