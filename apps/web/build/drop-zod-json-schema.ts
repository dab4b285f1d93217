import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod 4's JSON Schema generator: wired into every schema class, never used by the app. */
const JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** Every name a module exports: declarations and `export { a as b }` lists. */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|let|function\*?|async function|class) (\w+)/gm)].map((match) => match[1]!);
  const listed = [...source.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map((entry) => entry.trim().split(/\s+as\s+/).at(-1)!).filter(Boolean),
  );
  return [...new Set([...declared, ...listed])];
}

/**
 * The browser build replaces zod's JSON Schema modules with stubs of the same exports (about
 * 5 KB gzip off the first paint): each export is a function that only throws when a JSON
 * Schema is actually generated, so building a schema's `~standard` props still works.
 */
export function dropZodJsonSchema(): Plugin {
  return {
    name: 'm-drop-zod-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!JSON_SCHEMA_MODULES.test(id)) return null;
      const fail = "() => { throw new Error('JSON Schema generation is not part of the web build'); }";
      return exportedNames(readFileSync(id, 'utf8'))
        .map((name) => `export const ${name} = () => ${fail};`)
        .join('\n');
    },
  };
}
