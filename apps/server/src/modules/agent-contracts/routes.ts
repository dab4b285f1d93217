import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function agentContractRoutes(app: FastifyInstance) {
  const { agentContracts } = app.services;
  registerEndpoint(app, endpoints.agentContractRequirement, async (_input, request) =>
    agentContracts.requirement(requireRealAccount(request), merchantOf(request)));
  registerEndpoint(app, endpoints.agentContracts, async ({ query }, request) =>
    agentContracts.list(requireRealAccount(request), merchantOf(request), query.kind));
  registerEndpoint(app, endpoints.agentContractOffer, async ({ body }, request) =>
    agentContracts.offer(requireRealAccount(request), merchantOf(request), body));
  registerEndpoint(app, endpoints.agentContractAccept, async ({ body }, request) =>
    agentContracts.accept(requireRealAccount(request), merchantOf(request), body.contractId));
  registerEndpoint(app, endpoints.agentContractReject, async ({ body }, request) =>
    agentContracts.reject(requireRealAccount(request), merchantOf(request), body.contractId));
  registerEndpoint(app, endpoints.agentContractEnd, async ({ body }, request) =>
    agentContracts.end(requireRealAccount(request), body.contractId));
  registerEndpoint(app, endpoints.agentContractSettlements, async ({ query }, request) =>
    agentContracts.settlements(requireRealAccount(request), merchantOf(request), query.contractId));
  registerEndpoint(app, endpoints.agentDividendInfo, async (_input, request) =>
    agentContracts.dividendInfo(requireRealAccount(request), merchantOf(request)));
}
