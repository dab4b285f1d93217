import { captchaSchema, smsNoLoginRequestSchema, smsRegisterRequestSchema, smsSentSchema } from '../schemas/verification.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const verificationEndpoints = {
  captcha: defineEndpoint({
    method: 'GET', path: '/wps/captcha', encrypted: false, session: false,
    query: noQuery, response: captchaSchema,
  }),
  smsNoLogin: defineEndpoint({
    method: 'POST', path: '/wps/verification/sms/noLogin', encrypted: false, session: false, proofOfWork: true,
    body: smsNoLoginRequestSchema, response: smsSentSchema,
  }),
  smsRegister: defineEndpoint({
    method: 'POST', path: '/wps/verification/sms/register', encrypted: false, session: false, proofOfWork: true,
    body: smsRegisterRequestSchema, response: smsSentSchema,
  }),
};
