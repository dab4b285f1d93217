import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));

/** The files a source file imports, relative to src/. */
function localImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/^import [^;]*?from '(\.[^']+)';/gms)].map((match) => relative(SRC, resolve(SRC, dirname(file), match[1]!)));
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('server layering', () => {
  it('lib and plugins never import a module or the composition root (they reach services through app.services)', () => {
    const offending = [...sourceFiles('lib'), ...sourceFiles('plugins')].flatMap((file) =>
      localImports(file).filter((target) => target.startsWith('modules/') || target === 'services.ts').map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('modules never import plugins, the root, or another module\'s repository or routes', () => {
    const offending = sourceFiles('modules').flatMap((file) =>
      localImports(file)
        .filter((target) => target.startsWith('plugins/') || target === 'services.ts' || target === 'app.ts'
          || (moduleOf(target) !== null && moduleOf(target) !== moduleOf(file) && /\/(repository|routes)\.ts$/.test(target)))
        .map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('routes construct no repository: they use app.services', () => {
    const offending = sourceFiles('modules').filter((file) => file.endsWith('routes.ts'))
      .filter((file) => localImports(file).some((target) => target.endsWith('repository.ts')));
    expect(offending).toEqual([]);
  });
});
