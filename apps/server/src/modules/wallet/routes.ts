import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { createWalletRepository } from './repository.ts';
import { createWalletService } from './service.ts';
import { requireSession } from '../../lib/request-context.ts';

export async function walletRoutes(app: FastifyInstance) {
  const wallet = createWalletService(createWalletRepository(app.db));
  registerEndpoint(app, endpoints.walletBalance, async (_input, request) => wallet.balance(requireSession(request).memberId));
}
