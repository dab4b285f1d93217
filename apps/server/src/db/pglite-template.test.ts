import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteVersion, startFromTemplate } from './pglite-template.ts';

const scratch = mkdtempSync(join(tmpdir(), 'm-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for the build's empty cluster of this PGlite version. */
function templates(): string {
  const folder = join(scratch, 'templates');
  mkdirSync(join(folder, pgliteVersion()!, 'base'), { recursive: true });
  writeFileSync(join(folder, pgliteVersion()!, 'PG_VERSION'), '17\n');
  writeFileSync(join(folder, pgliteVersion()!, 'base', 'catalog'), 'catalog');
  return folder;
}

describe('a new data folder from the empty cluster of the build', () => {
  it('copies the cluster into a missing or empty folder, leaving nothing beside it', () => {
    const from = templates();
    const missing = join(scratch, 'a', 'pglite');
    expect(startFromTemplate(missing, from)).toBe(true);
    expect(readFileSync(join(missing, 'base', 'catalog'), 'utf8')).toBe('catalog');
    expect(readdirSync(join(scratch, 'a'))).toEqual(['pglite']);
    const empty = join(scratch, 'b');
    mkdirSync(empty);
    expect(startFromTemplate(empty, from)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
  });

  it('never touches a folder that holds anything, and does without a template', () => {
    const from = templates();
    const used = join(scratch, 'c');
    mkdirSync(used);
    writeFileSync(join(used, 'PG_VERSION'), '17\n');
    expect(startFromTemplate(used, from)).toBe(false);
    expect(readdirSync(used)).toEqual(['PG_VERSION']);
    const other = join(scratch, 'd');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'mine');
    expect(startFromTemplate(other, from)).toBe(false);
    expect(startFromTemplate(join(scratch, 'e'), join(scratch, 'no-templates'))).toBe(false);
    expect(existsSync(join(scratch, 'e'))).toBe(false);
  });
});
