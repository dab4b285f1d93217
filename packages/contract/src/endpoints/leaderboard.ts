import { leaderboardQuerySchema, leaderboardSchema, operatorLeaderboardPrizesAnswerSchema, operatorLeaderboardPrizesSchema } from '../schemas/leaderboard.ts';
import { defineEndpoint } from './define.ts';

/** The mission leaderboard: guests see the ranking, a member also their own rank. */
export const leaderboardEndpoints = {
  leaderboard: defineEndpoint({
    method: 'GET', path: '/wps/promotion/leaderboard', encrypted: false, session: 'optional',
    query: leaderboardQuerySchema, response: leaderboardSchema,
  }),
};

/** Operators set a mission's prizes per rank (`/ops/api/promotions/prizes`). */
export const operatorLeaderboardEndpoints = {
  operatorSetLeaderboardPrizes: defineEndpoint({
    method: 'POST', path: '/ops/api/promotions/prizes', encrypted: false, session: true, operator: true,
    body: operatorLeaderboardPrizesSchema, response: operatorLeaderboardPrizesAnswerSchema,
  }),
};
