import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint, registerStreamEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';

/** The live tables, the baccarat table and the cockfight arena: each one's state and shared stream, a member's bets. */
export const liveTableRoutes = fp(
  async (app: FastifyInstance) => {
    const { liveTables: { baccarat, cockfight }, liveTableStreams } = app.services;
    registerEndpoint(app, endpoints.baccaratTable, async (_input, request) => {
      requireSession(request);
      return baccarat.table();
    });
    registerStreamEndpoint(app, endpoints.baccaratEvents, async (_input, request) =>
      liveTableStreams.open(baccarat.code, requireSession(request).memberId, request.ip));
    registerEndpoint(app, endpoints.baccaratBet, async ({ body }, request) => baccarat.bet(requireSession(request), merchantOf(request).code, body));
    registerEndpoint(app, endpoints.baccaratMyBets, async (_input, request) => baccarat.myBets(requireSession(request).memberId));

    registerEndpoint(app, endpoints.cockfightTable, async (_input, request) => {
      requireSession(request);
      return cockfight.table();
    });
    registerStreamEndpoint(app, endpoints.cockfightEvents, async (_input, request) =>
      liveTableStreams.open(cockfight.code, requireSession(request).memberId, request.ip));
    registerEndpoint(app, endpoints.cockfightBet, async ({ body }, request) => cockfight.bet(requireSession(request), merchantOf(request).code, body));
    registerEndpoint(app, endpoints.cockfightMyBets, async (_input, request) => cockfight.myBets(requireSession(request).memberId));
    app.addHook('onReady', async () => {
      await liveTableStreams.start();
    });
    app.addHook('preClose', () => liveTableStreams.stop());
  },
  { name: 'live-tables', dependencies: ['services'] },
);
