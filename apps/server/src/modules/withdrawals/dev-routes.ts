import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const decisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z.object({ decision: z.literal('reject'), reason: z.string().min(1).max(200) }).strict(),
]);

/** Stands for an operator in browser tests until they drive the operator API: decides a withdrawal through the service. */
const DEV_OPERATOR_ID = 0;

export async function withdrawalDevRoutes(app: FastifyInstance) {
  app.post('/wps/dev/withdrawals/:id/decision', async (request) => {
    const { id } = parseInput(paramsSchema, request.params);
    const body = parseInput(decisionSchema, request.body);
    const { withdrawals } = app.services;
    const decided = body.decision === 'approve'
      ? await withdrawals.approve({ withdrawalId: id, operatorId: DEV_OPERATOR_ID })
      : await withdrawals.reject({ withdrawalId: id, operatorId: DEV_OPERATOR_ID, reason: body.reason });
    return ok({ status: decided.status });
  });
}
