import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function redRainRoutes(app: FastifyInstance) {
  const { redRain } = app.services;
  registerEndpoint(app, endpoints.redRainCurrent, async (_input, request) => redRain.current(requireRealAccount(request), merchantOf(request)));
  registerEndpoint(app, endpoints.redRainTap, async ({ body }, request) => redRain.tap(requireRealAccount(request), merchantOf(request), body));
  registerEndpoint(app, endpoints.redRainResult, async ({ query }, request) =>
    redRain.result(requireRealAccount(request), merchantOf(request), query.sessionId));
  registerEndpoint(app, endpoints.redRainAgentSessions, async (_input, request) => redRain.agentSessions(requireRealAccount(request)));
  registerEndpoint(app, endpoints.redRainCreateSession, async ({ body }, request) =>
    redRain.createSession(requireRealAccount(request), merchantOf(request), body));
}
