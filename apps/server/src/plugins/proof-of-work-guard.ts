import { PROOF_OF_WORK_HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const HEADER_NAME = PROOF_OF_WORK_HEADER.toLowerCase();

/**
 * The calls the contract flags `proofOfWork` are refused (`proof.of.work.invalid`) before any other
 * work without a fresh solved challenge; a HEAD request of a flagged GET too (it runs the same handler).
 */
export const proofOfWorkGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || !('proofOfWork' in endpoint) || !endpoint.proofOfWork) return done();
      const header = request.headers[HEADER_NAME];
      app.services.proofOfWork.verify(typeof header === 'string' ? header : undefined).then(
        (solved) => done(solved ? undefined : new AppError('proof.of.work.invalid')),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'proof-of-work-guard', dependencies: ['services'] },
);
