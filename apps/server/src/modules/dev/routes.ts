import type { FastifyInstance } from 'fastify';
import { JOB_NAME, SERVER_SEED_PATTERN } from '@m/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';
import { accountDevRoutes } from './account-routes.ts';
import { sportsbookDevRoutes } from '../sportsbook/dev-routes.ts';

const paramsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const memberParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), username: z.string().min(1).max(64) });
const creditBodySchema = z.object({ amountMinor: z.number().int().positive().max(1_000_000_00) }).strict();
const toUplineBodySchema = z.object({ toUpline: z.boolean() }).strict();
const realityCheckBodySchema = z.object({ seconds: z.number().int().min(0).max(86_400) }).strict();
const agentBodySchema = z.object({
  username: z.string().regex(/^[A-Za-z0-9]{4,16}$/), password: z.string().min(6).max(64),
  parent: z.string().min(1).max(64).optional(), affiliateCode: z.string().regex(/^[A-Z0-9]{4,16}$/).optional(),
}).strict();
const fairSeedBodySchema = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,40}$/), round: z.string().min(1).max(100), serverSeed: z.string().regex(SERVER_SEED_PATTERN),
}).strict();
const runJobBodySchema = z.object({ job: z.string().regex(JOB_NAME), period: z.string().min(1).max(40) }).strict();
const promotionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const statusBodySchema = z
  .object({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
  .strict();

/** Development-only switches for browser tests (never registered in production). */
export async function devRoutes(app: FastifyInstance) {
  await app.register(accountDevRoutes);
  await app.register(sportsbookDevRoutes);
  app.put('/wps/dev/merchants/:code/status', async (request) => {
    const { code } = parseInput(paramsSchema, request.params);
    const patch = parseInput(statusBodySchema, request.body);
    const merchant = await app.services.merchants.updateStatus(code, patch);
    if (!merchant) throw new AppError('not.found');
    return ok({ maintenance: merchant.maintenance, regionRestriction: merchant.regionRestriction });
  });
  // A fair round opened with a chosen seed, so a browser test reaches a given outcome (a win, a feature).
  app.post('/wps/dev/fair/seed', async (request) => ok(await app.services.fairness.openWithSeed(parseInput(fairSeedBodySchema, request.body))));
  // An agent for a test of the agent pages: on a merchant without a seeded one (ALT), or under another to build a team.
  app.post('/wps/dev/merchants/:code/agents', async (request) => {
    const { code } = parseInput(paramsSchema, request.params);
    const agent = parseInput(agentBodySchema, request.body);
    if (!(await app.services.dev.createAgent(code, agent))) throw new AppError('not.found');
    return ok({ username: agent.username });
  });
  app.post('/wps/dev/members/:code/:username/credit', async (request) => {
    const { code, username } = parseInput(memberParamsSchema, request.params);
    const { amountMinor } = parseInput(creditBodySchema, request.body);
    if (!(await app.services.dev.creditMember(code, username, amountMinor))) throw new AppError('not.found');
    return ok(null);
  });
  app.put('/wps/dev/members/:code/:username/toUpline', async (request) => {
    const { code, username } = parseInput(memberParamsSchema, request.params);
    const { toUpline } = parseInput(toUplineBodySchema, request.body);
    if (!(await app.services.dev.setToUpline(code, username, toUpline))) throw new AppError('not.found');
    return ok({ toUpline });
  });
  // A reality check every few seconds, so a browser test sees it without waiting the shortest player choice (15 minutes).
  app.put('/wps/dev/members/:code/:username/realityCheck', async (request) => {
    const { code, username } = parseInput(memberParamsSchema, request.params);
    const { seconds } = parseInput(realityCheckBodySchema, request.body);
    const memberId = await app.services.dev.memberIdOf(code, username);
    if (memberId === null) throw new AppError('not.found');
    await app.services.protection.setRealityCheckSeconds(memberId, seconds);
    return ok({ seconds });
  });
  // A mission or promotion ends now, so a browser test sees its period close without waiting for its end.
  app.post('/wps/dev/promotions/:id/end', async (request) => {
    const { id } = parseInput(promotionParamsSchema, request.params);
    if (!(await app.services.dev.endPromotionNow(id))) throw new AppError('not.found');
    return ok(null);
  });
  // An agent's red-envelope rain under way ends now, so a browser test sees what came back without waiting for its end.
  app.post('/wps/dev/members/:code/:username/redRain/end', async (request) => {
    const { code, username } = parseInput(memberParamsSchema, request.params);
    const agentId = await app.services.dev.memberIdOf(code, username);
    const ended = agentId === null ? 0 : await app.services.dev.endAgentRedRainNow(agentId);
    if (ended === 0) throw new AppError('not.found');
    return ok({ ended });
  });
  // One period of a registered job now, through the runner (recorded in job_runs: a period runs once), so a browser test closes today.
  app.post('/wps/dev/jobs/run', async (request) => {
    const { job, period } = parseInput(runJobBodySchema, request.body);
    return ok(await app.services.jobs.runPeriod(job, period));
  });
}
