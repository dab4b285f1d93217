import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;
/** Answers repeat (cached game pages, status, art): their compressed form is kept for reuse. */
const CACHE_ENTRIES = 500;
const CACHE_MAX_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/(json|manifest\+json|javascript)|text\/|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

const encoders: Record<Encoding, (input: Buffer | string) => Buffer> = {
  br: (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (input) => gzipSync(input, { level: 6 }),
};

function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = header.split(',').map((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    return { name, quality: quality === undefined ? 1 : Number(quality) };
  });
  const accepts = (name: Encoding) => accepted.some((entry) => (entry.name === name || entry.name === '*') && entry.quality > 0);
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

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
 * pre-compressed by the web host and pass through untouched. Compressed bodies of repeated
 * answers are reused, so a busy cached endpoint does not compress the same bytes again.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    const compress = createCompressor();
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < MIN_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(encoding, payload);
    });
  },
  { name: 'compression' },
);
