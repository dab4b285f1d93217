import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

let computed: string | null | undefined;

/**
 * A fingerprint of the contract's source (every schema and endpoint): the server stamps the answers
 * it checked against its contract with it, and a web build carries the one it was built with. An
 * answer stamped with the app's own fingerprint was checked against the very schemas the app holds,
 * so the app uses it without checking it again (and without loading zod for it).
 */
export function contractFingerprint(): string | null {
  if (computed !== undefined) return computed;
  try {
    const hash = createHash('sha256');
    for (const file of sourceFiles(SOURCE).sort()) {
      hash.update(relative(SOURCE, file).split('\\').join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
    computed = hash.digest('base64url').slice(0, 22);
  } catch {
    // Run without the contract's source beside it (a bundled server): no stamp, so apps check every answer themselves.
    computed = null;
  }
  return computed;
}
