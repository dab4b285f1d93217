import { z } from 'zod';
import {
  identityRequestSchema, identityStateSchema, operatorIdentityApproveSchema, operatorIdentityDetailSchema, operatorIdentityIdQuerySchema,
  operatorIdentityListQuerySchema, operatorIdentityRejectSchema, operatorIdentitySchema,
} from '../schemas/identity.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The member's identity verification: their own only, and never their pictures back. */
export const identityEndpoints = {
  identity: defineEndpoint({
    method: 'GET', path: '/wps/member/identity', encrypted: false, session: true,
    query: noQuery, response: identityStateSchema,
  }),
  submitIdentity: defineEndpoint({
    method: 'PUT', path: '/wps/member/identity', encrypted: false, session: true,
    body: identityRequestSchema, response: identityStateSchema,
  }),
};

/** The operator's side: the verifications waiting, one read with its pictures, an approval, a rejection with a reason. */
export const operatorIdentityEndpoints = {
  operatorIdentities: defineEndpoint({
    method: 'GET', path: '/ops/api/identity', encrypted: false, session: true, operator: true,
    query: operatorIdentityListQuerySchema, response: z.array(operatorIdentitySchema),
  }),
  operatorIdentityDetail: defineEndpoint({
    method: 'GET', path: '/ops/api/identity/detail', encrypted: false, session: true, operator: true,
    query: operatorIdentityIdQuerySchema, response: operatorIdentityDetailSchema,
  }),
  operatorApproveIdentity: defineEndpoint({
    method: 'POST', path: '/ops/api/identity/approve', encrypted: false, session: true, operator: true,
    body: operatorIdentityApproveSchema, response: operatorIdentitySchema,
  }),
  operatorRejectIdentity: defineEndpoint({
    method: 'POST', path: '/ops/api/identity/reject', encrypted: false, session: true, operator: true,
    body: operatorIdentityRejectSchema, response: operatorIdentitySchema,
  }),
};
