import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { dropZodJsonSchema } from './build/drop-zod-json-schema.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { skeletonLogo } from './build/skeleton-logo.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * Vendor chunks that every page needs and that change rarely, each cacheable on its own.
 * The UI kit is left to automatic splitting: a group would pull lazily used parts
 * (popups, springs, locales) into the first paint.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zustand|zod|use-sync-external-store)[\\/]/ },
  // The UI kit's parts the shell itself renders (styles, config, button, spinner, default locale).
  {
    name: 'vendor-ui',
    test: /node_modules[\\/](tslib|classnames|antd-mobile[\\/]es[\\/](global|locales[\\/](base|zh-CN)|components[\\/](button|dot-loading|config-provider))[\\/.])/,
  },
  // The app's shared code (lib, config, contract) in one file rather than a dozen
  // small ones: each request costs a round trip on a phone. Features stay in their route chunks.
  { name: 'app-core', test: /([\\/]apps[\\/]web[\\/]src[\\/](lib|config)[\\/]|[\\/]packages[\\/]contract[\\/])/ },
];

export default defineConfig(({ command, mode }) => {
  // A build started from a test runner inherits NODE_ENV=test, which would ship React's development build.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    base: '/m/',
    plugins: [
      react(), dropZodJsonSchema(), pagePreloads(), pwa(), precompress(),
      skeletonLogo(fileURLToPath(new URL('./src/assets/logo.svg', import.meta.url))),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        { find: '@flags', replacement: `${packageDir('flag-icons')}/flags/4x3` },
      ],
    },
    server: {
      proxy: { '/wps': 'http://127.0.0.1:8080' },
    },
    build: {
      outDir: 'dist',
      manifest: true,
      // Flags and the logo stay files: CSP-friendly and out of the JavaScript.
      assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
      rolldownOptions: {
        output: { codeSplitting: { groups: vendorGroups } },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  };
});
