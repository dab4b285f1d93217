import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint, registerStreamEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';
import { BACCARAT_TABLE } from './service.ts';

/** The live-style baccarat table: its state and shared stream, a member's bets. */
export const liveTableRoutes = fp(
  async (app: FastifyInstance) => {
    const { liveTables, liveTableStreams } = app.services;
    registerEndpoint(app, endpoints.baccaratTable, async (_input, request) => {
      requireSession(request);
      return liveTables.table();
    });
    registerStreamEndpoint(app, endpoints.baccaratEvents, async (_input, request) =>
      liveTableStreams.open(BACCARAT_TABLE, requireSession(request).memberId, request.ip));
    registerEndpoint(app, endpoints.baccaratBet, async ({ body }, request) => liveTables.bet(requireSession(request), merchantOf(request).code, body));
    registerEndpoint(app, endpoints.baccaratMyBets, async (_input, request) => liveTables.myBets(requireSession(request).memberId));
    app.addHook('onReady', async () => {
      await liveTableStreams.start();
    });
    app.addHook('preClose', () => liveTableStreams.stop());
  },
  { name: 'live-tables', dependencies: ['services'] },
);
