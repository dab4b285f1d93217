import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@m/contract';
import type { CaptchaRepository } from './repository.ts';
import { drawCaptcha } from './draw.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;
const MIN_DIGITS = 4;
const MAX_DIGITS = 6;

const answerHash = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest();

/** Server-drawn digit captchas: bound to an id, answer stored hashed, single use, 2 minutes. */
export function createCaptchaService(repository: CaptchaRepository, clock: () => number = Date.now) {
  return {
    async create(): Promise<Captcha & { answer: string }> {
      const length = randomInt(MIN_DIGITS, MAX_DIGITS + 1);
      const answer = Array.from({ length }, () => randomInt(10)).join('');
      const captchaId = randomBytes(18).toString('base64url');
      await repository.deleteExpired(new Date(clock()));
      await repository.insert({
        id: captchaId, answerHash: answerHash(captchaId, answer).toString('hex'), expiresAt: new Date(clock() + CAPTCHA_TTL_MS),
      });
      return { captchaId, image: drawCaptcha(answer).toString('base64'), answer };
    },

    /** Whether `answer` is right; the captcha is used up either way. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer) return false;
      const stored = await repository.take(captchaId, new Date(clock()));
      return stored !== null && timingSafeEqual(Buffer.from(stored, 'hex'), answerHash(captchaId, answer.trim()));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
