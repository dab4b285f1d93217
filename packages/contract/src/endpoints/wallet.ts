import { balanceEventSchema, balanceSchema } from '../schemas/wallet.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const walletEndpoints = {
  walletBalance: defineEndpoint({
    method: 'GET', path: '/wps/wallets/balance', encrypted: false, session: true,
    query: noQuery, response: balanceSchema,
  }),
  /** The balance pushed live: a `balance` event on connect and after every change, until the session ends. */
  walletBalanceStream: defineEndpoint({
    method: 'GET', path: '/wps/wallets/balance/stream', encrypted: false, session: true, stream: true,
    query: noQuery, response: balanceEventSchema,
  }),
};
