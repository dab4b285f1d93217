import {
  exclusionRequestSchema, operatorMemberProtectionQuerySchema, operatorMemberProtectionSchema, protectionSettingsSchema,
  realityCheckRequestSchema, sessionSummarySchema,
} from '../schemas/protection.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const protectionEndpoints = {
  protection: defineEndpoint({
    method: 'GET', path: '/wps/member/protection', encrypted: false, session: true,
    query: noQuery, response: protectionSettingsSchema,
  }),
  setRealityCheck: defineEndpoint({
    method: 'PUT', path: '/wps/member/protection/realityCheck', encrypted: false, session: true,
    body: realityCheckRequestSchema, response: protectionSettingsSchema,
  }),
  setExclusion: defineEndpoint({
    method: 'POST', path: '/wps/member/protection/exclusion', encrypted: true, session: true,
    body: exclusionRequestSchema, response: protectionSettingsSchema,
  }),
  sessionSummary: defineEndpoint({
    method: 'GET', path: '/wps/member/protection/session', encrypted: false, session: true,
    query: noQuery, response: sessionSummarySchema,
  }),
};

/** Operators read a member's protection; nothing lifts or shortens an exclusion. */
export const operatorProtectionEndpoints = {
  operatorMemberProtection: defineEndpoint({
    method: 'GET', path: '/ops/api/protection', encrypted: false, session: true, operator: true,
    query: operatorMemberProtectionQuerySchema, response: operatorMemberProtectionSchema,
  }),
};
