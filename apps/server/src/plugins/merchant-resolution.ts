import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Merchant } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const MERCHANT_HEADER = HEADER.merchant.toLowerCase();

/**
 * The `Merchant` header's code when it was sent exactly once: Node joins repeated headers with
 * ", ", which no merchant code holds, so a repeated header is no code.
 */
function singleMerchantHeader(request: FastifyRequest): string | null {
  const value = request.headers[MERCHANT_HEADER];
  return typeof value === 'string' && MERCHANT_CODE.test(value) ? value : null;
}

/** Every contract endpoint needs a known merchant, named once in the `Merchant` header; the operator API acts across merchants and needs none. */
export const merchantResolution = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('merchant', null);
    const { merchants } = app.services;
    const resolved = (request: FastifyRequest, merchant: Merchant | null, done: HookHandlerDoneFunction) => {
      if (!merchant) return done(new AppError('function.not.available'));
      request.merchant = merchant;
      done();
    };
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || endpoint.operator) return done();
      const code = singleMerchantHeader(request);
      if (!code) return resolved(request, null, done);
      // The directory is in memory: no waiting once it is loaded.
      const known = merchants.findByCodeNow(code);
      if (known !== undefined) return resolved(request, known, done);
      merchants.findByCode(code).then((merchant) => resolved(request, merchant, done), (error: unknown) => done(error as Error));
    });
  },
  { name: 'merchant-resolution', dependencies: ['services'] },
);
