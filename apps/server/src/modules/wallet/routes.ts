import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/require-session.ts';
import { createWalletService } from './service.ts';

export async function walletRoutes(app: FastifyInstance) {
  const wallet = createWalletService(app.db);
  registerEndpoint(app, endpoints.walletBalance, async (_input, request) => wallet.balance(requireSession(request).memberId));
}
