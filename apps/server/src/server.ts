import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { createDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { parseProofOfWorkMaxNumber } from './modules/proof-of-work/service.ts';

/** Seconds since the process started, at each step of the start (logged once listening). */
const startSteps: Record<string, number> = { modulesLoaded: process.uptime() };
/** How often the job runner looks for due work (its shortest job, the withdrawal review, runs every 2 seconds). */
const JOB_TICK_MS = 1_000;

const config = loadConfig();
const proofOfWorkMaxNumber = parseProofOfWorkMaxNumber(process.env.PROOF_OF_WORK_MAX_NUMBER);
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
);
startSteps.databaseOpen = process.uptime();
const { seeded, steps } = await database.exclusively(() => seedDatabase(database.db));
startSteps.seedChecked = process.uptime();

const app = buildApp({
  db: database.db,
  driver: database.driver,
  notifications: database.notifications,
  webRoot: config.webRoot,
  upstream: config.upstream,
  defaultMerchant: config.merchant,
  devEndpoints: config.devEndpoints,
  paymentGateway: config.paymentGateway,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  publicOrigin: config.publicOrigin,
  apiRateLimit: { max: config.apiRateLimit, timeWindow: '1 minute', perAddress: config.apiRateLimitPerAddress, lifted: config.benchLiftBudgets },
  proofOfWorkMaxNumber,
  withdrawalReview: { autoApproveDelayMs: config.withdrawAutoApproveDelayMs },
  jobRunner: { tickMs: JOB_TICK_MS },
});

if (database.fromTemplate) app.log.info('Made the data folder from the empty database cluster of the build');
if (seeded) app.log.info('Seeded an empty database with the demo merchants');
if (steps.length > 0) app.log.info(`Applied seed steps: ${steps.join(', ')}`);
if (config.upstream) app.log.info(`Proxy mode: /wps/* goes to ${config.upstream}`);
if (config.devEndpoints) app.log.warn('Development endpoints /wps/dev/* are on');
if (config.benchLiftBudgets) app.log.warn('Call budgets are lifted (BENCH_LIFT_BUDGETS=1): calls are counted but never refused. A bench server only');
if (config.paymentGateway?.kind === 'simulator') app.log.warn('The payment gateway simulator is on: its Pay button credits deposits without money');
if (!config.paymentGateway && !config.upstream) app.log.info('No payment gateway configured: only manual transfer deposits are offered');

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
  startSteps.listening = process.uptime();
  const seconds = Object.fromEntries(Object.entries(startSteps).map(([step, at]) => [step, Math.round(at * 1000) / 1000]));
  app.log.info({ startSeconds: seconds }, `Open http://localhost:${config.port}/m/home`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
