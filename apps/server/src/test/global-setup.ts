import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { TEST_SEED } from './test-app.ts';
import type {} from './provided-context.ts';

/**
 * Migrates and seeds one database for the whole run, which every test file's fresh database then
 * starts as a copy of (test-app.ts): a PGlite dump, or on PostgreSQL a template database. Migrating
 * and seeding is most of a small file's time, and each file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'm-test-template-'));
    const handle = await createDatabase({ dataDir: 'memory' });
    await seedDatabase(handle.db, TEST_SEED);
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide('seededDatabase', { pgliteDump: file });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `m_test_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString() });
  await seedDatabase(handle.db, TEST_SEED);
  await handle.close();
  project.provide('seededDatabase', { postgresTemplate: name });
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
