import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

/**
 * Provably fair outcomes. A round's server seed (32 secure random bytes, hex) is committed before
 * betting closes by publishing `commitmentOf(seed)`; the outcome is read from `fairRandom(seed,
 * publicSeed)`, where the public seed is a value the server does not choose alone (the round's
 * key, the player's seed and nonce). Once the round is over the seed is revealed, and anyone can
 * check the commitment and read the same numbers again.
 *
 * The numbers: HMAC-SHA256 keyed by the server seed over `${publicSeed}:${block}` for block 0, 1,
 * 2…; each 4 bytes of the digests, big-endian, divided by 2^32 is one number in [0, 1).
 */

export type FairRandom = {
  /** The next number in [0, 1). */
  next(): number;
  /** The next whole number in [0, count). */
  int(count: number): number;
};

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export function commitmentOf(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

export function fairRandom(serverSeed: string, publicSeed: string): FairRandom {
  const key = utf8(serverSeed);
  let block = 0;
  let digest: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const next = () => {
    if (offset + 4 > digest.length) {
      digest = hmacSha256(key, utf8(`${publicSeed}:${block++}`));
      offset = 0;
    }
    const value = ((digest[offset]! << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!) >>> 0;
    offset += 4;
    return value / 4_294_967_296;
  };
  return { next, int: (count: number) => Math.floor(next() * count) };
}

/** `count` distinct numbers of [min, max] in draw order (a partial Fisher–Yates shuffle). */
export function fairDistinct(random: FairRandom, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  for (let index = 0; index < count; index++) {
    const swap = index + random.int(pool.length - index);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, count);
}
