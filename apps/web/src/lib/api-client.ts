import {
  CONTRACT_HEADER, HEADER, PROOF_OF_WORK_HEADER, encryptPayload,
  type ClientEndpointName, type EndpointBody, type EndpointName, type EndpointQuery, type EndpointResponse, type RsaKey,
} from '@m/contract';
import { CONTRACT_FINGERPRINT, ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { deviceHeader } from '@/lib/device';
import { publishSessionExpired } from '@/lib/events';
import { currentLanguage } from '@/lib/i18n/language-store';
import { readMerchantCode } from '@/lib/merchant';
import { clearSession, getSessionToken } from '@/lib/session';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** What a refusal tells the client next, e.g. `{ captcha: true }` or `{ field, reason }`. */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type CallOptions<N extends EndpointName> = {
  query?: EndpointQuery<N>;
  body?: EndpointBody<N>;
  signal?: AbortSignal;
  /**
   * The `Authorization` of a caller without a session (a guest's live chat token), sent when there is
   * no session; its refusal is the caller's to handle, never a session that ended.
   */
  credential?: string;
};

type Envelope = { success: boolean; value?: unknown; errorCode?: string; message?: string };

/** The platform's envelope around every answer (`{ success, value?, errorCode?, message? }`), or null. */
export function readEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { success, value, errorCode, message } = json as Record<string, unknown>;
  if (typeof success !== 'boolean') return null;
  if (errorCode !== undefined && typeof errorCode !== 'string') return null;
  if (message !== undefined && typeof message !== 'string') return null;
  return { success, value, errorCode, message };
}

let rsaKey: Promise<RsaKey> | null = null;

/** The public key is fetched once per page load; a failed fetch is retried on the next call. */
const getRsaKey = (): Promise<RsaKey> => {
  rsaKey ??= call('rsaKey').catch((error: unknown) => {
    rsaKey = null;
    throw error;
  });
  return rsaKey;
};

/** A solved challenge for a call the contract flags `proofOfWork`; the solver loads only when first needed. */
async function solvedProofOfWork(signal?: AbortSignal): Promise<string> {
  const [challenge, { proofOfWorkHeader }] = await Promise.all([call('proofOfWorkChallenge', { signal }), import('@/lib/proof-of-work')]);
  const header = await proofOfWorkHeader(challenge);
  if (header === null) throw new ApiError('proof.of.work.invalid', 'The proof-of-work challenge has no solution', 400);
  return header;
}

const toSearchParams = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The server no longer knows the session (expired, ended elsewhere): forget it and tell the app. */
export function sessionRefused(): void {
  clearSession();
  publishSessionExpired();
}

/** The headers of every platform call: merchant, device, language and, when given, the session token. */
export function platformHeaders(accept: string, token: string | undefined): Headers {
  const headers = new Headers({ Accept: accept, [HEADER.merchant]: readMerchantCode(), [HEADER.device]: deviceHeader() });
  const language = currentLanguage();
  if (language) headers.set(HEADER.language, language);
  if (token) headers.set(HEADER.authorization, token);
  return headers;
}

/**
 * The value of a successful answer as the contract has it. The server checks each answer against
 * its contract before sending it and stamps it with the contract's fingerprint: one stamped with
 * the fingerprint this app was built with is taken as it comes. Any other (another build of the
 * server, a proxy) is checked with the call's schema, loaded with zod only then.
 */
async function answerValue(name: ClientEndpointName, response: Response, value: unknown): Promise<unknown> {
  if (response.headers.get(CONTRACT_HEADER) === CONTRACT_FINGERPRINT) return value;
  const { checkAnswer } = await import('@/lib/answer-check');
  const parsed = await checkAnswer(name, value);
  if (!parsed.success) {
    throw new ApiError('unknown.error', `Response of ${ENDPOINT_WIRE[name].path} does not match the contract`, response.status);
  }
  return parsed.data;
}

async function call<N extends ClientEndpointName>(name: N, options: CallOptions<N> = {}): Promise<EndpointResponse<N>> {
  const endpoint = ENDPOINT_WIRE[name];
  const sessionToken = endpoint.session ? getSessionToken() : undefined;
  const headers = platformHeaders('application/json', sessionToken ?? options.credential);
  if (endpoint.proofOfWork) headers.set(PROOF_OF_WORK_HEADER, await solvedProofOfWork(options.signal));

  const query = options.query ? toSearchParams(options.query as Record<string, unknown>) : '';
  let body: string | undefined;
  if (options.body !== undefined) {
    const payload = options.body as Record<string, unknown>;
    if (endpoint.encrypted) {
      const sealed = await encryptPayload(await getRsaKey(), payload);
      headers.set(HEADER.encryption, sealed.header);
      body = JSON.stringify(sealed.body);
      headers.set('Content-Type', 'application/json');
    } else if (endpoint.bodyEncoding === 'form') {
      body = toSearchParams(payload).slice(1);
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
    } else {
      body = JSON.stringify(payload);
      headers.set('Content-Type', 'application/json');
    }
  }

  const response = await fetch(`${endpoint.path}${query}`, { method: endpoint.method, headers, body, signal: options.signal });
  const json: unknown = await response.json().catch(() => null);
  const envelope = readEnvelope(json);
  if (!envelope) {
    throw new ApiError('unknown.error', `Unexpected response from ${endpoint.path}`, response.status);
  }
  const { success, value, errorCode, message } = envelope;
  if (!response.ok || !success) {
    const code = errorCode ?? 'unknown.error';
    const guestRefused = options.credential !== undefined && !sessionToken;
    if (response.status === 401 && code === 'login.not.session' && !guestRefused) sessionRefused();
    throw new ApiError(code, message ?? code, response.status, value);
  }
  return (await answerValue(name, response, value)) as EndpointResponse<N>;
}

/** Every call of the platform goes through here, by its name in the contract's registry. */
export const api = { call };

/** Forgets the cached RSA key (tests, key rotation). */
export const resetApiClientCache = () => {
  rsaKey = null;
};
