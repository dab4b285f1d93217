import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { proofOfWorkSolutionSchema, type ProofOfWorkChallenge } from '@m/contract';
import type { SigningKeySource } from '../signing-keys/service.ts';
import type { ProofOfWorkRepository } from './repository.ts';

/** Numbers a client may have to try: about 5,000 WebCrypto SHA-256 digests on average, well under a second on a phone. */
export const DEFAULT_PROOF_OF_WORK_MAX_NUMBER = 10_000;
/** No environment goes below this, so proof of work is never switched off by a setting. */
export const MIN_PROOF_OF_WORK_MAX_NUMBER = 1_000;
const CHALLENGE_TTL_MS = 5 * 60_000;
const PURGE_EVERY_MS = 60_000;

/** PROOF_OF_WORK_MAX_NUMBER: unset gives the default; anything not a whole number of at least the minimum stops the start. */
export function parseProofOfWorkMaxNumber(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_PROOF_OF_WORK_MAX_NUMBER;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < MIN_PROOF_OF_WORK_MAX_NUMBER) {
    throw new Error(`PROOF_OF_WORK_MAX_NUMBER must be a whole number of at least ${MIN_PROOF_OF_WORK_MAX_NUMBER}`);
  }
  return value;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function decodeSolution(header: string) {
  try {
    return proofOfWorkSolutionSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8'))).data ?? null;
  } catch {
    return null;
  }
}

/**
 * Signed hashcash challenges in the ALTCHA v1 form (see the contract's proof-of-work schema):
 * the challenge is HMAC-signed with the stored key, expires after five minutes (the expiry is
 * part of the signed salt) and each solution is accepted once.
 */
export function createProofOfWork(options: {
  repository: ProofOfWorkRepository; key: SigningKeySource; maxNumber: number; clock?: () => number;
}) {
  const clock = options.clock ?? Date.now;
  let lastPurge = 0;
  const sign = async (challenge: string) => createHmac('sha256', await options.key()).update(challenge).digest('hex');

  return {
    async challenge(): Promise<ProofOfWorkChallenge> {
      const expires = Math.floor((clock() + CHALLENGE_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256Hex(`${salt}${randomInt(0, options.maxNumber + 1)}`);
      return { algorithm: 'SHA-256', challenge, maxNumber: options.maxNumber, salt, signature: await sign(challenge) };
    },

    /** True for a correct, signed, unexpired solution not seen before (the header's value, base64 JSON). */
    async verify(header: string | undefined): Promise<boolean> {
      const solution = header ? decodeSolution(header) : null;
      if (!solution) return false;
      const expires = Number(/[?&]expires=(\d+)(?:&|$)/.exec(solution.salt)?.[1]);
      const now = clock();
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
      if (!sameHex(solution.signature, await sign(solution.challenge))) return false;
      if (!sameHex(solution.challenge, sha256Hex(`${solution.salt}${solution.number}`))) return false;
      if (now - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now;
        await options.repository.purgeExpired(new Date(now));
      }
      return options.repository.markUsed(solution.signature, new Date(expires * 1000));
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
