import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export const encoders: Record<Encoding, (input: Buffer | string) => Buffer> = {
  br: (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (input) => gzipSync(input, { level: 6 }),
};

function parseAcceptedEncoding(header: string): Encoding | null {
  const accepted = header.split(',').map((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    return { name, quality: quality === undefined ? 1 : Number(quality) };
  });
  const accepts = (name: Encoding) => accepted.some((entry) => (entry.name === name || entry.name === '*') && entry.quality > 0);
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Clients send a handful of distinct Accept-Encoding values: each is read once. */
const acceptedEncodings = new Map<string, Encoding | null>();

/** The encoding to answer in: brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = acceptedEncodings.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptedEncoding(header);
    if (acceptedEncodings.size >= 100) acceptedEncodings.clear();
    acceptedEncodings.set(header, encoding);
  }
  return encoding;
}

/** A body sent many times (see `sendPreparedBody`): its bytes, and its compressed forms, each made on first use. */
export type PreparedBody = { bytes: Buffer; compressed: Partial<Record<Encoding, Buffer>> };

export const preparedBody = (text: string): PreparedBody => ({ bytes: Buffer.from(text), compressed: {} });

/** Replies that went out through `sendPreparedBody`: the compression hook has nothing left to do. */
const preparedReplies = new WeakSet<FastifyReply>();

export const isPreparedReply = (reply: FastifyReply): boolean => preparedReplies.has(reply);

/**
 * Sends a prepared body (the content type set by the caller), compressed as the request accepts
 * when it is worth it, exactly as the compression hook (plugins/compression.ts) would, but
 * compressing each form only once.
 */
export function sendPreparedBody(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  preparedReplies.add(reply);
  if (body.bytes.length < MIN_COMPRESSED_BYTES) return reply.send(body.bytes);
  reply.header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.bytes);
  const compressed = (body.compressed[encoding] ??= encoders[encoding](body.bytes));
  return reply.header('content-encoding', encoding).send(compressed);
}
