// Builds the platform server into apps/server/dist/server.js (one ES module bundled by esbuild; npm
// packages stay in node_modules) when the build is missing or older than its sources (a content
// hash, as ensure-web-build.mjs does for the web app). Production and `npm start` run the build:
// compiling TypeScript at every start (tsx) took seconds of each start and restart.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'apps/server');
const outDir = join(serverDir, 'dist');
export const serverEntry = join(outDir, 'server.js');
const stampFile = join(outDir, '.source-hash');
/** What the build is made of; tests are not part of it. */
const inputs = ['apps/server/src', 'packages/contract/src', 'packages/contract/fingerprint.ts', 'apps/server/package.json', 'packages/contract/package.json', 'scripts/build-server.mjs'];
const isTest = (file) => /\.test\.ts$/.test(file) || /[/\\]src[/\\](test|fuzz)[/\\]/.test(file);

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

export function serverSourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) if (!isTest(file)) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * The sources read files next to themselves (`new URL('../../drizzle', import.meta.url)`): in the
 * bundle `import.meta.url` is the bundle's, so each source's own URL is put in its place.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** npm packages are loaded from node_modules at run time; the workspace's TypeScript package (@m/contract) is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@m/contract' || args.path.startsWith('@m/contract/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(serverDir, 'src/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Names stay readable in stack traces and profiles.
    minify: false,
    logLevel: 'warning',
    // @m/contract says it has no side effects (for the web build); here that let esbuild drop the
    // init calls of the contract modules it wraps for their dynamic imports, so ERROR_STATUS was
    // undefined and every refusal a 500 (or a crash outside a request).
    ignoreAnnotations: true,
    plugins: [sourceUrls, externalPackages],
  });
}

/** The installed PGlite's version (its package.json, found from the server's folder up). */
function pgliteVersion() {
  for (let dir = serverDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules/@electric-sql/pglite/package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite is not installed');
  }
}

/**
 * An empty PGlite cluster for this PGlite version (apps/server/src/db/pglite-template.ts): a new
 * data folder starts as its copy instead of running initdb, most of a first start's work.
 */
export async function ensurePgliteTemplate() {
  const template = join(outDir, 'pglite-template', pgliteVersion());
  if (existsSync(join(template, 'PG_VERSION'))) return false;
  const started = Date.now();
  const making = `${template}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(dirname(making), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = new PGlite(making);
  await cluster.waitReady;
  await cluster.close();
  renameSync(making, template);
  console.log(`Made an empty database cluster for new data folders (${Date.now() - started} ms)`);
  return true;
}

/** Builds when the build is missing or stale; answers whether it built. */
export async function ensureServerBuild() {
  await ensurePgliteTemplate();
  const hash = serverSourceHash();
  if (existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  const started = Date.now();
  await buildServer();
  writeFileSync(stampFile, hash);
  console.log(`Built the server into ${relative(root, serverEntry)} (${Date.now() - started} ms)`);
  return true;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await (process.argv.includes('--force') ? buildServer().then(() => writeFileSync(stampFile, serverSourceHash())) : ensureServerBuild());
}

