import { z } from 'zod';
import {
  operatorGameVendorKeyIssueSchema, operatorGameVendorKeyRevocationSchema, operatorGameVendorKeyRotationSchema, operatorGameVendorSchema,
  operatorIssuedGameVendorKeySchema, operatorRevokedGameVendorKeysSchema,
} from '../schemas/game-vendors.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The operator's side of the game API: the vendors' keys (an operator of every merchant; see schemas/game-vendors.ts). */
export const operatorGameVendorEndpoints = {
  operatorGameVendors: defineEndpoint({
    method: 'GET', path: '/ops/api/game-vendors', encrypted: false, session: true, operator: true,
    query: noQuery, response: z.array(operatorGameVendorSchema),
  }),
  operatorIssueGameVendorKey: defineEndpoint({
    method: 'POST', path: '/ops/api/game-vendors/keys/issue', encrypted: false, session: true, operator: true,
    body: operatorGameVendorKeyIssueSchema, response: operatorIssuedGameVendorKeySchema,
  }),
  operatorRotateGameVendorKey: defineEndpoint({
    method: 'POST', path: '/ops/api/game-vendors/keys/rotate', encrypted: false, session: true, operator: true,
    body: operatorGameVendorKeyRotationSchema, response: operatorIssuedGameVendorKeySchema,
  }),
  operatorRevokeGameVendorKeys: defineEndpoint({
    method: 'POST', path: '/ops/api/game-vendors/keys/revoke', encrypted: false, session: true, operator: true,
    body: operatorGameVendorKeyRevocationSchema, response: operatorRevokedGameVendorKeysSchema,
  }),
};
