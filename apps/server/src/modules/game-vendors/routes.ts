import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';

/** The operator API's side of the game API: the outside vendors' keys. */
export async function gameVendorRoutes(app: FastifyInstance) {
  const { gameVendors, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.operatorGameVendors, async (_input, request) => gameVendors.list(requireOperator(request)), operatorCall);

  registerEndpoint(app, endpoints.operatorIssueGameVendorKey, async ({ body }, request) => {
    const operator = requireOperator(request);
    return gameVendors.issue(operator, body, operatorDesk.auditOf(operator, 'game-vendor-key.issue'));
  }, operatorCall);

  registerEndpoint(app, endpoints.operatorRotateGameVendorKey, async ({ body }, request) => {
    const operator = requireOperator(request);
    return gameVendors.rotate(operator, body, operatorDesk.auditOf(operator, 'game-vendor-key.rotate'));
  }, operatorCall);

  registerEndpoint(app, endpoints.operatorRevokeGameVendorKeys, async ({ body }, request) => {
    const operator = requireOperator(request);
    return gameVendors.revoke(operator, body, operatorDesk.auditOf(operator, 'game-vendor-key.revoke'));
  }, operatorCall);
}
