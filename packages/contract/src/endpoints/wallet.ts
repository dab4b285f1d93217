import { balanceSchema } from '../schemas/wallet.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const walletEndpoints = {
  walletBalance: defineEndpoint({
    method: 'GET', path: '/wps/wallets/balance', encrypted: false, session: true,
    query: noQuery, response: balanceSchema,
  }),
};
