import { PVP_STAKE_LEVELS, endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';

/** The PVP room (heads-up Lucky 9): its levels and the member's seat, a seat taken or cancelled, the member's duels. */
export const pvpRoutes = fp(
  async (app: FastifyInstance) => {
    const { pvpRoom } = app.services;
    registerEndpoint(app, endpoints.pvpRoom, async ({ query }, request) =>
      pvpRoom.room(requireSession(request).memberId, merchantOf(request).id, PVP_STAKE_LEVELS, query.gameId));
    registerEndpoint(app, endpoints.pvpJoin, async ({ body }, request) => pvpRoom.join(requireSession(request), merchantOf(request), body));
    registerEndpoint(app, endpoints.pvpCancel, async ({ body }, request) => pvpRoom.cancel(requireSession(request).memberId, body.seatId));
    registerEndpoint(app, endpoints.pvpMySeats, async (_input, request) => pvpRoom.mySeats(requireSession(request).memberId));
  },
  { name: 'pvp', dependencies: ['services'] },
);
