import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** Proxy mode: the platform API lives elsewhere; /wps/* goes there with its headers and body. */
export async function upstreamProxy(app: FastifyInstance, options: { upstream: string }) {
  await app.register(httpProxy, {
    upstream: options.upstream,
    prefix: '/wps',
    rewritePrefix: '/wps',
  });
}
