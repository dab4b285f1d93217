import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

export async function walletRoutes(app: FastifyInstance) {
  const { wallet } = app.services;
  registerEndpoint(app, endpoints.walletBalance, async (_input, request) => wallet.balance(requireSession(request).memberId));
}
