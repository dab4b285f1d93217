import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

export async function teamReportRoutes(app: FastifyInstance) {
  const { teamReports } = app.services;
  registerEndpoint(app, endpoints.teamOverview, async ({ query }, request) => teamReports.overview(requireSession(request), query));
  registerEndpoint(app, endpoints.teamPnl, async ({ query }, request) => teamReports.pnl(requireSession(request), query));
}
