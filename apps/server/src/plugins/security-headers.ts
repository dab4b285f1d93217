import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints, HEADER, type EndpointDefinition } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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

/**
 * Helmet's headers for this policy, worked out once: helmet's middleware is run against a response
 * that only records them (its headers do not depend on the request).
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } })(
    {} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Every answer's security headers (helmet's and the permissions policy), and no-store on private answers. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      reply.headers(headers);
      if (carriesPrivateData(request)) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security-headers' },
);
