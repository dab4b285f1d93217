import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const paramsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), username: z.string().min(1).max(64) });
const toUplineBodySchema = z.object({ toUpline: z.boolean() }).strict();
const creditBodySchema = z.object({ amountMinor: z.number().int().positive().max(100_000_000) }).strict();

/** Development-only: a member's toUpline flag and an operator's credit, for the browser tests of the records. */
export async function recordsDevRoutes(app: FastifyInstance) {
  const { merchants, recordsDevSetup } = app.services;
  const merchantNamed = async (code: string) => {
    const merchant = await merchants.findByCode(code);
    if (!merchant) throw new AppError('not.found');
    return merchant;
  };

  app.put('/wps/dev/merchants/:code/members/:username/toUpline', async (request) => {
    const { code, username } = parseInput(paramsSchema, request.params);
    const { toUpline } = parseInput(toUplineBodySchema, request.body);
    if (!(await recordsDevSetup.setToUpline(await merchantNamed(code), username, toUpline))) throw new AppError('not.found');
    return ok({ toUpline });
  });

  app.post('/wps/dev/merchants/:code/members/:username/credit', async (request) => {
    const { code, username } = parseInput(paramsSchema, request.params);
    const { amountMinor } = parseInput(creditBodySchema, request.body);
    if (!(await recordsDevSetup.credit(await merchantNamed(code), username, amountMinor))) throw new AppError('not.found');
    return ok(null);
  });
}
