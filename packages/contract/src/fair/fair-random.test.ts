import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, fairDistinct, fairRandom } from './fair-random.ts';
import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

describe('sha256 and hmac', () => {
  it('match node:crypto on messages around the block edges', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const message = randomBytes(length);
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      for (const keyLength of [0, 32, 64, 65, 100]) {
        const key = randomBytes(keyLength);
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });
});

describe('fair random', () => {
  const seed = 'a'.repeat(64);

  it('commits to a seed with its SHA-256', () => {
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('reads four bytes of HMAC(seed, public:block) per number, big-endian over 2^32', () => {
    const random = fairRandom(seed, 'round-7');
    const first = createHmac('sha256', utf8(seed)).update('round-7:0').digest();
    const second = createHmac('sha256', utf8(seed)).update('round-7:1').digest();
    const expected = [...Array.from({ length: 8 }, (_, index) => first.readUInt32BE(index * 4)), second.readUInt32BE(0)].map((value) => value / 2 ** 32);
    expect(Array.from({ length: 9 }, () => random.next())).toEqual(expected);
  });

  it('gives the same numbers for the same seeds and others for another public seed', () => {
    const read = (publicSeed: string) => Array.from({ length: 5 }, fairRandom(seed, publicSeed).next);
    expect(read('x')).toEqual(read('x'));
    expect(read('x')).not.toEqual(read('y'));
  });

  it('draws distinct numbers within the range', () => {
    const drawn = fairDistinct(fairRandom(seed, 'd'), 5, 1, 11);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((number) => number >= 1 && number <= 11)).toBe(true);
  });
});
