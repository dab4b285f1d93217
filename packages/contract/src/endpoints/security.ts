import { noQuery, defineEndpoint } from './define.ts';
import {
  bindEmailCodeRequestSchema, bindEmailRequestSchema, bindMobileCodeRequestSchema, bindMobileRequestSchema, emailCodeSentSchema,
  memberSessionListSchema, securityConfigSchema, signedOutSchema, signOutSessionRequestSchema,
} from '../schemas/security.ts';
import { smsSentSchema } from '../schemas/verification.ts';
import { z } from 'zod';

/** The security centre: the level meter, binding a mobile and an e-mail, the member's sessions on other devices. */
export const securityEndpoints = {
  securityConfig: defineEndpoint({
    method: 'GET', path: '/wps/member/securityConfig', encrypted: false, session: true,
    query: noQuery, response: securityConfigSchema,
  }),
  bindMobileCode: defineEndpoint({
    method: 'POST', path: '/wps/member/binding/mobile/code', encrypted: false, session: true, proofOfWork: true,
    body: bindMobileCodeRequestSchema, response: smsSentSchema,
  }),
  bindMobile: defineEndpoint({
    method: 'PUT', path: '/wps/member/binding/mobile', encrypted: true, session: true,
    body: bindMobileRequestSchema, response: z.null(),
  }),
  bindEmailCode: defineEndpoint({
    method: 'POST', path: '/wps/member/binding/email/code', encrypted: false, session: true, proofOfWork: true,
    body: bindEmailCodeRequestSchema, response: emailCodeSentSchema,
  }),
  bindEmail: defineEndpoint({
    method: 'PUT', path: '/wps/member/binding/email', encrypted: true, session: true,
    body: bindEmailRequestSchema, response: z.null(),
  }),
  memberSessions: defineEndpoint({
    method: 'GET', path: '/wps/member/sessions', encrypted: false, session: true,
    query: noQuery, response: memberSessionListSchema,
  }),
  /** Ends one of the member's sessions; an id that is not theirs answers as one that does not exist. */
  signOutSession: defineEndpoint({
    method: 'POST', path: '/wps/member/sessions/signOut', encrypted: false, session: true,
    body: signOutSessionRequestSchema, response: signedOutSchema,
  }),
  signOutOtherSessions: defineEndpoint({
    method: 'POST', path: '/wps/member/sessions/signOutOthers', encrypted: false, session: true,
    body: noQuery, response: signedOutSchema,
  }),
};
