import { proofOfWorkChallengeSchema } from '../schemas/proof-of-work.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const proofOfWorkEndpoints = {
  /** A fresh signed challenge for the next call flagged `proofOfWork`. */
  proofOfWorkChallenge: defineEndpoint({
    method: 'GET', path: '/wps/proof-of-work/challenge', encrypted: false, session: false,
    query: noQuery, response: proofOfWorkChallengeSchema,
  }),
};
