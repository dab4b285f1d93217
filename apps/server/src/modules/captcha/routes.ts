import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';

export async function captchaRoutes(app: FastifyInstance) {
  const { captchas } = app.services;
  registerEndpoint(app, endpoints.captcha, async () => {
    const { captchaId, image } = await captchas.create();
    return { captchaId, image };
  }, { rateLimit: ROUTE_BUDGETS.captcha });
}
