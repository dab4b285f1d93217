import helmet from '@fastify/helmet';
import { endpoints, HEADER, type EndpointDefinition } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Same-origin only: the app, its API, images and workers all come from this server. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * Browser features no page of the app uses are denied to it and to every frame; the game frame
 * (same origin, see `frameSrc`) keeps fullscreen and autoplay.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'ambient-light-sensor=()', 'autoplay=(self)', 'bluetooth=()', 'camera=()', 'display-capture=()',
  'fullscreen=(self)', 'geolocation=()', 'gyroscope=()', 'hid=()', 'magnetometer=()', 'microphone=()', 'midi=()',
  'payment=()', 'publickey-credentials-get=()', 'screen-wake-lock=()', 'serial=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ');

/** Reads whose answer is a credential: a new trial account's name and password. */
const CREDENTIAL_READS: ReadonlySet<EndpointDefinition> = new Set([endpoints.createTrialAccount]);

/**
 * API answers that may carry a session token or member data are never stored by a browser or
 * proxy: those of session endpoints, every state change (login, registration, trial accounts),
 * trial accounts, and any call made with a session.
 */
function carriesPrivateData(request: FastifyRequest): boolean {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint) return false;
  return endpoint.session === true || endpoint.method !== 'GET' || CREDENTIAL_READS.has(endpoint) || request.headers[HEADER.authorization.toLowerCase()] !== undefined;
}

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (carriesPrivateData(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
