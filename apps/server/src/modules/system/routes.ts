import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf } from '../../lib/request-context.ts';
import { registerSettings, siteStatus } from './service.ts';

export async function systemRoutes(app: FastifyInstance) {
  const { countries } = app.services;

  registerEndpoint(app, endpoints.systemStatus, async (_input, request) => siteStatus(merchantOf(request)));
  registerEndpoint(app, endpoints.registerSettings, async (_input, request) => registerSettings(merchantOf(request)));
  registerEndpoint(app, endpoints.systemCountry, async () => countries.list());
}
