import type { ProofOfWorkChallenge } from '@m/contract';
import { yieldToMain } from '@/lib/yield-to-main';

/** Digests started together; each batch ends its task, so taps and painting go on meanwhile. */
const BATCH_SIZE = 250;

const encoder = new TextEncoder();

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  return bytes.every((byte, index) => byte === expected[index]);
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** The number n in 0..maxNumber with SHA-256(salt + n) equal to the challenge (WebCrypto), or null. */
export async function solveChallenge(challenge: ProofOfWorkChallenge): Promise<number | null> {
  const expected = hexBytes(challenge.challenge);
  for (let start = 0; start <= challenge.maxNumber; start += BATCH_SIZE) {
    const numbers = Array.from({ length: Math.min(BATCH_SIZE, challenge.maxNumber - start + 1) }, (_, index) => start + index);
    const digests = await Promise.all(numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))));
    const found = digests.findIndex((digest) => sameBytes(digest, expected));
    if (found !== -1) return numbers[found]!;
    await yieldToMain();
  }
  return null;
}

/** The `X-Proof-Of-Work` header value for a challenge: base64 of the solved challenge's JSON; null when it has no solution. */
export async function proofOfWorkHeader(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const number = await solveChallenge(challenge);
  if (number === null) return null;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
