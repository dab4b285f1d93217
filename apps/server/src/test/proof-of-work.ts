import { createHash } from 'node:crypto';
import { endpoints, envelopeSchema, PROOF_OF_WORK_HEADER, proofOfWorkChallengeSchema } from '@m/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Fetches a challenge from the app and solves it as the web app does: the header's base64 JSON. */
export async function solvedProofOfWork(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: endpoints.proofOfWorkChallenge.path, headers: { merchant: 'DEMO' } });
  const challenge = envelopeSchema(proofOfWorkChallengeSchema).parse(response.json()).value!;
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('The challenge has no solution');
}

/** The header of a solved challenge, to spread into a request's headers. */
export async function proofOfWorkHeader(app: FastifyInstance): Promise<Record<string, string>> {
  return { [PROOF_OF_WORK_HEADER.toLowerCase()]: await solvedProofOfWork(app) };
}

const flagged = new Set(Object.values(endpoints)
  .filter((endpoint) => 'proofOfWork' in endpoint && endpoint.proofOfWork)
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`));

/** Whether the registry flags this call `proofOfWork` (the query string aside). */
export const needsProofOfWork = (method: string, url: string) => flagged.has(`${method} ${url.split('?')[0]}`);

/**
 * Makes `app.inject` attach a solved challenge to the calls the registry flags, as the web
 * client does, unless the request names the header itself (tests of refusals send their own).
 */
export function solveProofOfWorkOnInject(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const headerName = PROOF_OF_WORK_HEADER.toLowerCase();
  const patched = async (options: InjectOptions) => {
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    const url = typeof options.url === 'string' ? options.url : '';
    if (!needsProofOfWork(options.method ?? 'GET', url) || Object.keys(headers).some((name) => name.toLowerCase() === headerName)) return inject(options);
    return inject({ ...options, headers: { ...headers, ...(await proofOfWorkHeader(app)) } as InjectOptions['headers'] });
  };
  app.inject = patched as typeof app.inject;
}
