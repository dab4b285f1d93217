import { endpoints, PROOF_OF_WORK_HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const guardedRoutes = new Set(Object.values(endpoints)
  .filter((endpoint) => 'proofOfWork' in endpoint && endpoint.proofOfWork)
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`));
const HEADER_NAME = PROOF_OF_WORK_HEADER.toLowerCase();

/** The calls the contract flags `proofOfWork` are refused (`proof.of.work.invalid`) before any other work without a fresh solved challenge. */
export const proofOfWorkGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!guardedRoutes.has(`${request.method} ${request.routeOptions.url}`)) return;
      const header = request.headers[HEADER_NAME];
      if (!(await app.services.proofOfWork.verify(typeof header === 'string' ? header : undefined))) throw new AppError('proof.of.work.invalid');
    });
  },
  { name: 'proof-of-work-guard', dependencies: ['services'] },
);
