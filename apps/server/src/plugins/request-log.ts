import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET_LEVELS = new Set(['debug', 'trace']);

/**
 * The request lines of the log: one per request once it is answered, not Fastify's two. At info
 * for refusals, failures and every state change; a successful read (GET or HEAD below 400) only
 * at debug, so the busiest answers cost no log line unless LOG_LEVEL asks for them. Fastify's
 * other lines (errors of its own, a closing server) stay as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const read = reply.statusCode < 400 && (request.method === 'GET' || request.method === 'HEAD');
    if (read && !QUIET_LEVELS.has(reply.log.level)) return;
    reply.log[read ? 'debug' : 'info']({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
