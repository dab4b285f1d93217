import { join } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';

/**
 * The server's database, for console commands: `DATABASE_URL`, else the embedded database in
 * `DATA_DIR`, migrated and seeded as the server would on its first start. The embedded database
 * is one process's: open it only while the server is stopped.
 */
export async function openServerDatabase(): Promise<{ handle: DatabaseHandle; where: string }> {
  const config = loadConfig();
  const dataDir = join(config.dataDir, 'pglite');
  const handle = await createDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir });
  await handle.exclusively(() => seedDatabase(handle.db));
  return { handle, where: config.databaseUrl ? 'DATABASE_URL' : `${dataDir} (embedded)` };
}
