import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerStreamEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

/** The member event stream, and the listeners behind it for as long as the app runs. */
export const memberEventRoutes = fp(
  async (app: FastifyInstance) => {
    const { memberEvents } = app.services;
    registerStreamEndpoint(app, endpoints.memberEventStream, async (_input, request) => memberEvents.open(requireSession(request), request.ip));
    app.addHook('onReady', () => memberEvents.start());
    // Before the server stops accepting: open streams would otherwise hold its close forever.
    app.addHook('preClose', () => memberEvents.stop());
  },
  { name: 'member-events', dependencies: ['services'] },
);
