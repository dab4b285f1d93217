import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, where a signature covers it (the payment callback, the game API). */
    rawBody?: string;
  }
}

/**
 * JSON bodies of the routes of this plugin scope are read as text first and kept as `rawBody`: a
 * server-to-server signature covers the exact bytes, which parsing and writing again would change.
 */
export function keepRawJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('request_param_err'), undefined);
    }
  });
}
