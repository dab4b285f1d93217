import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or 'memory' for a throwaway in-memory database. */
  dataDir?: string | 'memory';
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and brings its schema up to date with the generated migrations. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose connection the server ends (restart, a dropped test database while the
    // pool closes) is discarded by the pool; without a listener Node would treat it as a crash.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    const notifications = postgresNotifications(options.url);
    return {
      db, driver: 'postgres', notifications,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir === 'memory' ? undefined : dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', notifications: pgliteNotifications(client), close: () => client.close() };
}
