import { z } from 'zod';
import {
  affiliateCheckQuerySchema, affiliateCheckSchema, changePasswordRequestSchema, forgotPasswordEmailRequestSchema,
  memberInfoSchema, passwordBySmsRequestSchema, passwordResetRequestSchema, registerRequestSchema,
  usernameCheckQuerySchema, usernameCheckSchema,
} from '../schemas/member.ts';
import { memberEventDataSchema } from '../schemas/member-events.ts';
import { loginResponseSchema } from '../schemas/session.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const memberEndpoints = {
  /**
   * The member's live events (schemas/member-events.ts): each typed event on connect and after every
   * change of what it carries (balance, unread messages), until the session ends.
   */
  memberEventStream: defineEndpoint({
    method: 'GET', path: '/wps/member/events', encrypted: false, session: true, stream: true,
    query: noQuery, response: memberEventDataSchema,
  }),
  /** Creates the member and logs it in (answers like login). */
  register: defineEndpoint({
    method: 'PUT', path: '/wps/member/register', encrypted: true, session: false, proofOfWork: true,
    body: registerRequestSchema, response: loginResponseSchema,
  }),
  usernameCheck: defineEndpoint({
    method: 'GET', path: '/wps/check/username', encrypted: false, session: false,
    query: usernameCheckQuerySchema, response: usernameCheckSchema,
  }),
  affiliateCheck: defineEndpoint({
    method: 'GET', path: '/wps/member/affiliate/check', encrypted: false, session: false,
    query: affiliateCheckQuerySchema, response: affiliateCheckSchema,
  }),
  memberInfo: defineEndpoint({
    method: 'GET', path: '/wps/member/info', encrypted: false, session: true,
    query: noQuery, response: memberInfoSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST', path: '/wps/member/password', encrypted: true, session: true,
    body: changePasswordRequestSchema, response: z.null(),
  }),
  forgotPasswordEmail: defineEndpoint({
    method: 'POST', path: '/wps/member/password/email', encrypted: false, session: false, bodyEncoding: 'form', proofOfWork: true,
    body: forgotPasswordEmailRequestSchema, response: z.null(),
  }),
  passwordBySms: defineEndpoint({
    method: 'POST', path: '/wps/member/password/sms', encrypted: true, session: false,
    body: passwordBySmsRequestSchema, response: z.null(),
  }),
  passwordReset: defineEndpoint({
    method: 'POST', path: '/wps/member/password/reset', encrypted: true, session: false,
    body: passwordResetRequestSchema, response: z.null(),
  }),
};
