import { rsaKeySchema } from '../schemas/system.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const sessionEndpoints = {
  rsaKey: defineEndpoint({
    method: 'GET', path: '/wps/session/key/rsa', encrypted: false, session: false,
    query: noQuery, response: rsaKeySchema,
  }),
};
