import { z } from 'zod';
import { operatorMerchantQuerySchema } from '../schemas/operator-fields.ts';
import {
  operatorRedRainCancelSchema, operatorRedRainScheduleSchema, operatorRedRainSessionSchema, redRainAgentSessionSchema, redRainAgentSessionsSchema, redRainCreateRequestSchema, redRainCurrentSchema, redRainResultQuerySchema,
  redRainResultSchema, redRainTapRequestSchema, redRainTapSchema,
} from '../schemas/red-rain.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** Red-envelope rain: a member's session, tap and result; an agent's sessions for its team. */
export const redRainEndpoints = {
  redRainCurrent: defineEndpoint({
    method: 'GET', path: '/wps/redRain/current', encrypted: false, session: true,
    query: noQuery, response: redRainCurrentSchema,
  }),
  redRainTap: defineEndpoint({
    method: 'POST', path: '/wps/redRain/tap', encrypted: false, session: true,
    body: redRainTapRequestSchema, response: redRainTapSchema,
  }),
  redRainResult: defineEndpoint({
    method: 'GET', path: '/wps/redRain/result', encrypted: false, session: true,
    query: redRainResultQuerySchema, response: redRainResultSchema,
  }),
  redRainAgentSessions: defineEndpoint({
    method: 'GET', path: '/wps/redRain/agent/sessions', encrypted: false, session: true,
    query: noQuery, response: redRainAgentSessionsSchema,
  }),
  redRainCreateSession: defineEndpoint({
    method: 'POST', path: '/wps/redRain/agent/sessions', encrypted: false, session: true,
    body: redRainCreateRequestSchema, response: redRainAgentSessionSchema,
  }),
};

/** The operator's side: a merchant's sessions, one scheduled once, and the cancel of one not started. */
export const operatorRedRainEndpoints = {
  operatorRedRainSessions: defineEndpoint({
    method: 'GET', path: '/ops/api/redRain/sessions', encrypted: false, session: true, operator: true,
    query: operatorMerchantQuerySchema, response: z.array(operatorRedRainSessionSchema),
  }),
  operatorScheduleRedRain: defineEndpoint({
    method: 'POST', path: '/ops/api/redRain/sessions', encrypted: false, session: true, operator: true,
    body: operatorRedRainScheduleSchema, response: operatorRedRainSessionSchema,
  }),
  operatorCancelRedRain: defineEndpoint({
    method: 'POST', path: '/ops/api/redRain/cancel', encrypted: false, session: true, operator: true,
    body: operatorRedRainCancelSchema, response: operatorRedRainSessionSchema,
  }),
};
