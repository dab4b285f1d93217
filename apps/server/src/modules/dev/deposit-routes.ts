import type { FastifyInstance } from 'fastify';
import { depositOrderIdSchema } from '@m/contract';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const confirmBodySchema = z.object({ orderId: depositOrderIdSchema }).strict();
/** Stands for the operator until the operator API is in the same build (the browser tests' manual transfers). */
const DEV_OPERATOR_ID = 0;

/** Development-only: an operator's confirmation of a manual transfer, through the deposit service's own method. */
export async function depositDevRoutes(app: FastifyInstance) {
  app.post('/wps/dev/deposits/confirm', async (request) => {
    const { orderId } = parseInput(confirmBodySchema, request.body);
    const order = await app.services.deposits.confirmManual({ orderId, operatorId: DEV_OPERATOR_ID });
    return ok({ orderId: order.orderId, status: order.status });
  });
}
