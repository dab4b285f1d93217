import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { dropZodJsonSchema } from './build/drop-zod-json-schema.ts';
import { trimAntdMobile } from './build/trim-antd-mobile.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { skeletonLogo } from './build/skeleton-logo.ts';
import { endpointWire } from './build/endpoint-wire.ts';
import { stylesAfterSkeleton } from './build/styles-after-skeleton.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * The vendor code that every page's first paint runs, as one chunk (one request and one gzip
 * stream rather than three): React and the router, the data layer, and the UI kit's parts the
 * shell itself renders (styles, config, button, spinner, default locale). The rest of the UI kit
 * is left to automatic splitting: a group would pull lazily used parts (popups, springs, locales)
 * into the first paint. zod is not here: the first paint checks nothing with it (see
 * `build/endpoint-wire.ts`), so it loads with what does.
 */
const vendorGroups = [
  {
    name: 'vendor',
    test: new RegExp(
      [
        /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.source,
        /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/]/.source,
        /node_modules[\\/](tslib|classnames|antd-mobile[\\/]es[\\/](global|locales[\\/](base|en-US)|components[\\/](button|dot-loading|config-provider))[\\/.])/.source,
      ].join('|'),
    ),
  },
];

const SHARED_CODE = /([\\/]apps[\\/]web[\\/]src[\\/](lib|config)[\\/]|[\\/]packages[\\/]contract[\\/])/;
/**
 * Every contract module comes in through its barrel, but the web drops what it does not use (the
 * contract has no side effects; calls travel by `virtual:m-endpoint-wire`, answers are checked with
 * `loadClientEndpoint` only when the server did not stamp them): the registry, the schemas and the
 * endpoint definitions load with what checks an answer or a form, never in the first paint.
 */
const LAZY_CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](index\.ts$|endpoints\.ts$|(schemas|endpoints)[\\/])/;
/** The page most visits start on (/m/home): its shared code is part of the first paint too. */
const LANDING_ROUTE = fileURLToPath(new URL('./src/app/routes/home.tsx', import.meta.url));

/**
 * The app's shared code (lib, config, contract) that the entry or the landing page imports, directly
 * or through other static imports, goes into one file rather than a dozen small ones: each request
 * costs a round trip on a phone. Shared code only other lazy pages import is left to automatic
 * splitting, so it loads with them and not in the first paint.
 */
function appCoreGroup(): Rolldown.CodeSplittingGroup {
  let firstPaintModules: Set<string> | null = null;
  const staticClosure = (roots: string[], ctx: Rolldown.ChunkingContext) => {
    const reached = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id) || LAZY_CONTRACT_MODULE.test(id)) continue;
      reached.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  };
  const entryOf = (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    const seen = new Set<string>();
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const info = ctx.getModuleInfo(next);
      if (info?.isEntry) return next;
      pending.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
    }
    return null;
  };
  return {
    name: (id, ctx) => {
      if (!SHARED_CODE.test(id)) return null;
      if (firstPaintModules === null) {
        const entry = entryOf(id, ctx);
        if (entry === null) return null;
        firstPaintModules = staticClosure([entry, LANDING_ROUTE], ctx);
      }
      return firstPaintModules.has(id) ? 'app-core' : null;
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build started from a test runner inherits NODE_ENV=test, which would ship React's development build.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    base: '/m/',
    plugins: [
      react(), endpointWire(), dropZodJsonSchema(), trimAntdMobile(), pagePreloads(), pwa(), precompress(),
      skeletonLogo(fileURLToPath(new URL('./src/assets/logo.svg', import.meta.url))), stylesAfterSkeleton(),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        { find: '@flags', replacement: `${packageDir('flag-icons')}/flags/4x3` },
      ],
    },
    server: {
      proxy: { '/wps': 'http://127.0.0.1:8080', '/lgw': 'http://127.0.0.1:8080' },
    },
    build: {
      outDir: 'dist',
      manifest: true,
      // Flags and the logo stay files: CSP-friendly and out of the JavaScript.
      assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
      rolldownOptions: {
        output: { codeSplitting: { groups: [...vendorGroups, appCoreGroup()] } },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  };
});
