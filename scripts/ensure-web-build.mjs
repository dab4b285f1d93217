// Builds apps/web when its build is missing or older than its sources (a content hash, not mtimes,
// so a fresh clone and an edited file are both caught).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contract/src', 'apps/web/build', 'packages/contract/fingerprint.ts'];
const stampFile = join(root, 'apps/web/dist/.source-hash');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

export function webSourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function ensureWebBuild() {
  const hash = webSourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  console.log('Building the web app (its build is missing or stale)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
