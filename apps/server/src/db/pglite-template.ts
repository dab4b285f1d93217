import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Empty PGlite clusters, one per PGlite version, made by `scripts/build-server.mjs` (the server's
 * build). Making a cluster (PostgreSQL's initdb, in WebAssembly) is most of a first start's work;
 * a new data folder starts as a copy of the empty cluster instead, then is migrated and seeded as
 * usual. It holds no data and no secret: PostgreSQL's own catalog only.
 */
const TEMPLATES = fileURLToPath(new URL('../../dist/pglite-template/', import.meta.url));

/** The installed PGlite's version (its package.json, found from here up). */
export function pgliteVersion(): string | null {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules/@electric-sql/pglite/package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Puts a copy of the empty cluster in `dataDir` when it holds no cluster yet (and is empty or
 * missing); answers whether it did. Copied beside it first and moved into place, so a start
 * killed meanwhile leaves no half cluster.
 */
export function startFromTemplate(dataDir: string, templates = TEMPLATES): boolean {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const version = pgliteVersion();
  const template = version && join(templates, version);
  if (!template || !existsSync(join(template, 'PG_VERSION'))) return false;
  const copy = `${dataDir}.template-${process.pid}`;
  mkdirSync(dirname(dataDir), { recursive: true });
  rmSync(copy, { recursive: true, force: true });
  cpSync(template, copy, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copy, dataDir);
  return true;
}
