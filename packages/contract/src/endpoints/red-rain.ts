import {
  redRainAgentSessionSchema, redRainAgentSessionsSchema, redRainCreateRequestSchema, redRainCurrentSchema, redRainResultQuerySchema,
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
