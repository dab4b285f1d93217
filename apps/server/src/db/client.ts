import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { trackCommits } from './changes.ts';
import { startFromTemplate } from './pglite-template.ts';
import { pgliteNotifications, postgresNotifications, type NotificationSource } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database of either driver; repositories only use what both have in common. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: AppDatabase;
  driver: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY of this database (see notifications.ts). */
  notifications: NotificationSource;
  /** A new PGlite data folder that began as a copy of the empty cluster (see pglite-template.ts). */
  fromTemplate?: boolean;
  /**
   * Runs `work` while no other process sets up the same database: the schema migration and the seed,
   * so two servers started at once on one PostgreSQL neither migrate nor seed side by side.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a tarball, to start another in-memory one from (`DatabaseOptions.snapshot`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or 'memory' for a throwaway in-memory database. */
  dataDir?: string | 'memory';
  /** An in-memory PGlite database starts as this dump of another (`DatabaseHandle.dump`): the tests' seeded template. */
  snapshot?: Blob;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The PostgreSQL advisory lock of the database's setup (migration and seed), held by one process at a time. */
const SETUP_LOCK_KEY = 7_310_041;

type LockClient = { query(text: string, values: unknown[]): Promise<unknown>; release(): void };

/** Holds the setup lock on a connection of its own for as long as `work` runs (a session lock, freed with it). */
async function holdingSetupLock<T>(connect: () => Promise<LockClient>, work: () => Promise<T>): Promise<T> {
  const client = await connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/**
 * Opens the database and brings its schema up to date with the generated migrations. Each
 * driver's modules are loaded only when it is the one used (a start loads one, not both).
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose connection the server ends (restart, a dropped test database while the
    // pool closes) is discarded by the pool; without a listener Node would treat it as a crash.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    trackCommits(db);
    const exclusively = <T>(work: () => Promise<T>) => holdingSetupLock(() => pool.connect(), work);
    await exclusively(() => migratePostgres(db, { migrationsFolder }));
    const notifications = postgresNotifications(options.url);
    return {
      db, driver: 'postgres', notifications, exclusively,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = options.dataDir ?? 'memory';
  const fromTemplate = dataDir !== 'memory' && startFromTemplate(dataDir);
  if (dataDir !== 'memory' && !fromTemplate) mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : undefined) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  trackCommits(db);
  await migratePglite(db, { migrationsFolder });
  return {
    db, driver: 'pglite', notifications: pgliteNotifications(client), close: () => client.close(), fromTemplate,
    dump: () => client.dumpDataDir('none'),
    // An embedded database belongs to this one process.
    exclusively: (work) => work(),
  };
}
