import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's migrations folder: every migration. */
export const ALL_MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A copy of the migrations cut before `tag`, to migrate a database to as it stood before that
 * migration (then add the rows of that time, then migrate to ALL_MIGRATIONS); `remove` deletes it.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  cpSync(ALL_MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
