import { z } from 'zod';
import {
  freeplayLoginRequestSchema, loginRequestSchema, loginResponseSchema, socialLoginRequestSchema, trialAccountSchema,
} from '../schemas/session.ts';
import { rsaKeySchema } from '../schemas/system.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const sessionEndpoints = {
  rsaKey: defineEndpoint({
    method: 'GET', path: '/wps/session/key/rsa', encrypted: false, session: false,
    query: noQuery, response: rsaKeySchema,
  }),
  login: defineEndpoint({
    method: 'POST', path: '/wps/session/login', encrypted: true, session: false, proofOfWork: true,
    body: loginRequestSchema, response: loginResponseSchema,
  }),
  /** Trial account creation (FREEPLAY3); then log it in with freeplayLogin. */
  createTrialAccount: defineEndpoint({
    method: 'GET', path: '/wps/session/trial', encrypted: false, session: false, proofOfWork: true,
    query: noQuery, response: trialAccountSchema,
  }),
  freeplayLogin: defineEndpoint({
    method: 'POST', path: '/wps/session/login/freeplay', encrypted: true, session: false,
    body: freeplayLoginRequestSchema, response: loginResponseSchema,
  }),
  socialLogin: defineEndpoint({
    method: 'POST', path: '/wps/session/login/social', encrypted: false, session: false,
    body: socialLoginRequestSchema, response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'DELETE', path: '/wps/session/logout', encrypted: false, session: true,
    response: z.null(),
  }),
};
