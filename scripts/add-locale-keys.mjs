// Merges `{ "EN": {...}, "TY": {...}, ... }` from a JSON file into apps/web/src/locales/<CODE>.json,
// writing each dictionary back sorted. Run under `flock /tmp/m-locales.lock` when several people add keys at once.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/add-locale-keys.mjs <keys.json>');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(source, 'utf8'));
for (const [code, entries] of Object.entries(additions)) {
  const file = fileURLToPath(new URL(`../apps/web/src/locales/${code}.json`, import.meta.url));
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const merged = { ...current, ...entries };
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${code}: ${Object.keys(entries).length} keys merged, ${Object.keys(sorted).length} in all`);
}
