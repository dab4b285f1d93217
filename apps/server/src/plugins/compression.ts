import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding, encoders, isPreparedReply, MIN_COMPRESSED_BYTES, type Encoding } from '../lib/content-encoding.ts';

/** Answers repeat (cached game pages, status, art): their compressed form is kept for reuse. */
const CACHE_ENTRIES = 500;
const CACHE_MAX_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/(json|manifest\+json|javascript)|text\/|image\/svg\+xml)/;

function createCompressor() {
  const cache = new Map<string, Buffer>();
  return (encoding: Encoding, payload: string | Buffer): Buffer => {
    const text = typeof payload === 'string' ? payload : null;
    if (text === null || text.length > CACHE_MAX_BYTES) return encoders[encoding](payload);
    const key = encoding + text;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const compressed = encoders[encoding](text);
    cache.set(key, compressed);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return compressed;
  };
}

/**
 * Compresses API answers, pages and drawn art (brotli, else gzip). Built assets are streamed
 * pre-compressed by the web host and kept answers (lib/endpoint-route.ts) go out already
 * compressed: both pass through untouched. Compressed bodies of other repeated answers are
 * reused, so a busy cached endpoint does not compress the same bytes again.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    const compress = createCompressor();
    const compressed = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
      if (isPreparedReply(reply)) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(encoding, payload);
    };
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      let result: unknown;
      try {
        result = compressed(request, reply, payload);
      } catch (error) {
        return done(error as Error);
      }
      done(null, result);
    });
  },
  { name: 'compression' },
);
