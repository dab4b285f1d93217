import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerStreamEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

/** The balance stream, and the listener behind it for as long as the app runs. */
export const liveBalanceRoutes = fp(
  async (app: FastifyInstance) => {
    const { liveBalance } = app.services;
    registerStreamEndpoint(app, endpoints.walletBalanceStream, async (_input, request) => liveBalance.open(requireSession(request), request.ip));
    app.addHook('onReady', () => liveBalance.start());
    // Before the server stops accepting: open streams would otherwise hold its close forever.
    app.addHook('preClose', () => liveBalance.stop());
  },
  { name: 'live-balance', dependencies: ['services'] },
);
