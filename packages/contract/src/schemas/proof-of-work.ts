import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

/**
 * Proof of work in the ALTCHA (v1) form: find `number` in 0..maxNumber with
 * hex(SHA-256(salt + number)) === challenge. The server signs `challenge`, so the client cannot
 * choose an easy one, and accepts each solved challenge once, before its salt's `expires` time.
 */
export const proofOfWorkChallengeSchema = lazySchema(() => z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  maxNumber: z.number().int().positive(),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
}));
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

/** The solved challenge, travelling as base64 of its JSON in the `X-Proof-Of-Work` header. */
export const proofOfWorkSolutionSchema = lazySchema(() => z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
}));
export type ProofOfWorkSolution = z.infer<typeof proofOfWorkSolutionSchema>;
