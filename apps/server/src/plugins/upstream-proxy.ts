import type { FastifyInstance } from 'fastify';

/** Proxy mode: the platform API lives elsewhere; /wps/* goes there with its headers and body. */
export async function upstreamProxy(app: FastifyInstance, options: { upstream: string }) {
  // Loaded in proxy mode only: it is a tenth of a start's module loading.
  const { default: httpProxy } = await import('@fastify/http-proxy');
  await app.register(httpProxy, {
    upstream: options.upstream,
    prefix: '/wps',
    rewritePrefix: '/wps',
  });
}
