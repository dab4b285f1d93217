import { endpoints, GAME_SIGNATURE_HEADER } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { keepRawJsonBody } from '../../lib/raw-json-body.ts';
import { merchantOf } from '../../lib/request-context.ts';

/** The vendors' seamless-wallet calls: their signature covers the body's exact bytes, so it is read as text first. */
export async function gameApiRoutes(app: FastifyInstance) {
  keepRawJsonBody(app);
  const api = app.services.gameApi;
  const callOf = (request: FastifyRequest) => ({
    rawBody: request.rawBody ?? '', signature: request.headers[GAME_SIGNATURE_HEADER.toLowerCase()], merchantCode: merchantOf(request).code,
  });
  const budget = { rateLimit: ROUTE_BUDGETS.gameApi };
  registerEndpoint(app, endpoints.gameBalance, async ({ body }, request) => api.balance(body, callOf(request)), budget);
  registerEndpoint(app, endpoints.gameDebit, async ({ body }, request) => api.debit(body, callOf(request)), budget);
  registerEndpoint(app, endpoints.gameCredit, async ({ body }, request) => api.credit(body, callOf(request)), budget);
  registerEndpoint(app, endpoints.gameRollback, async ({ body }, request) => api.rollback(body, callOf(request)), budget);
}
