import {
  fairRoundQuerySchema, fairRoundSchema, gameBalanceRequestSchema, gameCreditRequestSchema, gameDebitRequestSchema,
  gameRollbackRequestSchema, gameWalletAnswerSchema,
} from '../schemas/game-api.ts';
import { defineEndpoint } from './define.ts';

/** The vendor-facing seamless wallet (see schemas/game-api.ts): signed server-to-server calls, no member session. */
export const gameApiEndpoints = {
  gameBalance: defineEndpoint({
    method: 'POST', path: '/wps/gapi/wallet/balance', encrypted: false, session: false,
    body: gameBalanceRequestSchema, response: gameWalletAnswerSchema,
  }),
  gameDebit: defineEndpoint({
    method: 'POST', path: '/wps/gapi/wallet/debit', encrypted: false, session: false,
    body: gameDebitRequestSchema, response: gameWalletAnswerSchema,
  }),
  gameCredit: defineEndpoint({
    method: 'POST', path: '/wps/gapi/wallet/credit', encrypted: false, session: false,
    body: gameCreditRequestSchema, response: gameWalletAnswerSchema,
  }),
  gameRollback: defineEndpoint({
    method: 'POST', path: '/wps/gapi/wallet/rollback', encrypted: false, session: false,
    body: gameRollbackRequestSchema, response: gameWalletAnswerSchema,
  }),
};

/** A provably fair round for its verify page: anyone may read it (the seed only once the round is revealed). */
export const fairnessEndpoints = {
  fairRound: defineEndpoint({
    method: 'GET', path: '/wps/fair/round', encrypted: false, session: false,
    query: fairRoundQuerySchema, response: fairRoundSchema,
  }),
};
