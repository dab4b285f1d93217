import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const kickOffBodySchema = z.object({ fixtureId: z.number().int().positive().max(2_147_483_647) }).strict();

/** Development-only: a match kicks off now, so a browser test enters its result without waiting for the clock. */
export async function sportsbookDevRoutes(app: FastifyInstance) {
  app.post('/wps/dev/sportsbook/kickoff', async (request) => {
    const { fixtureId } = parseInput(kickOffBodySchema, request.body);
    if (!(await app.services.sportsbook.kickOffNow(fixtureId))) throw new AppError('not.found');
    return ok({ fixtureId });
  });
}
