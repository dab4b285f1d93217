import { z } from 'zod';
import { endpoints, envelopeSchema, HEADER, type EndpointName, type EndpointQuery, type EndpointResponse } from '@m/contract';

/** A refusal of the operator API, with its code and the server's message. */
export class OperatorApiError extends Error {
  constructor(readonly errorCode: string, message: string, readonly value?: unknown) {
    super(message);
  }
}

type OperatorEndpointName = Extract<EndpointName, `operator${string}`>;
/** A body as it is sent (amounts as decimal strings), before the contract reads it. */
type SentBody<N extends OperatorEndpointName> = (typeof endpoints)[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** Calls of the operator API at `baseUrl`, by the contract's endpoint names; answers are checked against the contract. `token` is asked for at the first call. */
export function createOperatorClient(baseUrl: string, token: () => string | null) {
  return async function call<N extends OperatorEndpointName>(
    name: N,
    input: { query?: EndpointQuery<N>; body?: SentBody<N> } = {},
  ): Promise<EndpointResponse<N>> {
    const endpoint = endpoints[name];
    const url = new URL(endpoint.path, baseUrl);
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const authorization = token();
    if (authorization) headers[HEADER.authorization] = authorization;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, { method: endpoint.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
    } catch (error) {
      throw new OperatorApiError('unreachable', `The server at ${baseUrl} does not answer (${(error as Error).message}). Is it running? (OPS_URL)`);
    }
    const envelope = envelopeSchema(z.unknown()).safeParse(await response.json().catch(() => null));
    if (!envelope.success) throw new OperatorApiError('bad.answer', `Unexpected answer from ${url.pathname} (HTTP ${response.status})`);
    if (!envelope.data.success) {
      throw new OperatorApiError(envelope.data.errorCode ?? 'unknown.error', envelope.data.message ?? `HTTP ${response.status}`, envelope.data.value);
    }
    const value = endpoint.response.safeParse(envelope.data.value);
    if (!value.success) throw new OperatorApiError('bad.answer', `Unexpected answer from ${url.pathname}`);
    return value.data as EndpointResponse<N>;
  };
}

export type OperatorClient = ReturnType<typeof createOperatorClient>;
