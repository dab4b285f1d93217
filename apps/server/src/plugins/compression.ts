import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Compresses API answers, pages and drawn art. Built assets are sent pre-compressed by the
 * web host and pass through untouched. Brotli at a low quality keeps the CPU cost per answer small.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: MIN_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
