import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { DEMO_TEAM_STEP, seedDatabase } from '../db/seed.ts';
import { solveProofOfWorkOnInject } from './proof-of-work.ts';
import type {} from './provided-context.ts';

/** `url`: the PostgreSQL database's address, for a second connection as another process would open. */
export type TestDatabase = DatabaseHandle & { url?: string };

/** The demo team's 30 days of play take too long for every test file; the tests that read it seed it themselves. */
export const TEST_SEED = { without: [DEMO_TEAM_STEP] };

/**
 * A fresh, seeded database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database of its own (dropped afterwards) so parallel files never collide. Each
 * starts as a copy of the run's seeded database (global-setup.ts); the migration and the seed then
 * find nothing left to do.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const seeded = inject('seededDatabase');
  if (!serverUrl) {
    const snapshot = 'pgliteDump' in seeded ? new Blob([readFileSync(seeded.pgliteDump)]) : undefined;
    const handle = await createDatabase({ dataDir: 'memory', snapshot });
    await seedDatabase(handle.db, TEST_SEED);
    return handle;
  }
  const empty = await createEmptyPostgresDatabase(serverUrl, 'postgresTemplate' in seeded ? seeded.postgresTemplate : undefined);
  const handle = await createDatabase({ url: empty.url });
  await seedDatabase(handle.db, TEST_SEED);
  return {
    ...handle,
    url: empty.url,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new PostgreSQL database on the server of `serverUrl` (empty, or a copy of `template`), and how to drop it. */
export async function createEmptyPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `m_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestContext = { database: TestDatabase; app: FastifyInstance };

/**
 * One database and one app per test file. `setup` may register test-only routes before the app
 * is ready. Use `build` for further apps on the same database (closed with the file), and
 * `buildProcess` for an app as a second server process has it: on PostgreSQL a ready app with a
 * connection pool and listener of its own; null on PGlite, which is one process's database.
 * Their `inject` solves proof-of-work challenges for the flagged calls, as the web client does,
 * unless `solveProofOfWork` is false (tests of the refusals).
 */
export function useTestApp(
  options: Partial<BuildAppOptions> = {},
  setup?: (app: FastifyInstance) => void,
  harness: { solveProofOfWork?: boolean } = {},
) {
  const context = {} as TestContext & {
    build(extra?: Partial<BuildAppOptions>): FastifyInstance;
    buildProcess(extra?: Partial<BuildAppOptions>): Promise<FastifyInstance | null>;
  };
  const apps: FastifyInstance[] = [];
  const processDatabases: DatabaseHandle[] = [];
  const appOn = (database: DatabaseHandle, extra: Partial<BuildAppOptions>) => {
    const app = buildApp({ db: database.db, driver: database.driver, notifications: database.notifications, defaultMerchant: 'DEMO', ...options, ...extra });
    apps.push(app);
    if (harness.solveProofOfWork !== false) solveProofOfWorkOnInject(app);
    return app;
  };
  context.build = (extra = {}) => appOn(context.database, extra);
  context.buildProcess = async (extra = {}) => {
    if (!context.database.url) return null;
    const database = await createDatabase({ url: context.database.url });
    processDatabases.push(database);
    const app = appOn(database, extra);
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = context.build();
    setup?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(processDatabases.map((database) => database.close()));
    await context.database?.close();
  });
  return context;
}

export const demo = { merchant: 'DEMO' } as const;
