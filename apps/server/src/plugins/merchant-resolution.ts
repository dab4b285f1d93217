import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The `Merchant` header's value when it was sent exactly once (Node joins repeated headers). */
function singleMerchantHeader(request: FastifyRequest): string | null {
  const name = HEADER.merchant.toLowerCase();
  const raw = request.raw.rawHeaders;
  const values = raw.filter((_, index) => index % 2 === 1 && raw[index - 1]?.toLowerCase() === name);
  return values.length === 1 ? values[0]!.trim() : null;
}

/** Every contract endpoint needs a known merchant, named once in the `Merchant` header; the operator API acts across merchants and needs none. */
export const merchantResolution = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('merchant', null);
    app.addHook('onRequest', async (request) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || endpoint.operator) return;
      const code = singleMerchantHeader(request);
      const merchant = code && MERCHANT_CODE.test(code) ? await app.services.merchants.findByCode(code) : null;
      if (!merchant) throw new AppError('function.not.available');
      request.merchant = merchant;
    });
  },
  { name: 'merchant-resolution', dependencies: ['services'] },
);
