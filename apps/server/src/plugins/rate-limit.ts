import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export type ApiRateLimit = { max: number; timeWindow: number | string };

export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = { max: 300, timeWindow: '1 minute' };

/** Per-IP limit on /wps/* (the page and its assets are not limited). */
export const apiRateLimit = fp(
  async (app: FastifyInstance, limit: ApiRateLimit) => {
    await app.register(rateLimit, {
      global: true,
      max: limit.max,
      timeWindow: limit.timeWindow,
      allowList: (request) => !request.url.startsWith('/wps/'),
      errorResponseBuilder: () => new AppError('too.many.requests'),
    });
  },
  { name: 'api-rate-limit' },
);
