import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const paramsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), username: z.string().min(1).max(64) });
const bodySchema = z.object({ toUpline: z.boolean() }).strict();

/** Development-only: switches a member's toUpline flag, as an operator would. */
export async function uplineTransferDevRoutes(app: FastifyInstance) {
  app.put('/wps/dev/merchants/:code/members/:username/toUpline', async (request) => {
    const { code, username } = parseInput(paramsSchema, request.params);
    const { toUpline } = parseInput(bodySchema, request.body);
    const merchant = await app.services.merchants.findByCode(code);
    if (!merchant || !(await app.services.uplineTransfers.setToUpline(merchant, username, toUpline))) throw new AppError('not.found');
    return ok({ toUpline });
  });
}
