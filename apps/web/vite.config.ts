import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
/**
 * The workspace root hoists React 18 (a peer range of @react-spring) while this app uses
 * React 19 from its own node_modules; pin every import of React to the app's copy.
 */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const reactAliases = ['react', 'react-dom'].map((name) => ({
  find: new RegExp(`^${name}(/.*)?$`),
  replacement: `${packageDir(name)}$1`,
}));

/** Vendor chunks that change rarely, each cacheable on its own. */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zustand|zod|use-sync-external-store)[\\/]/ },
  { name: 'vendor-ui', test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|ahooks|rc-[^\\/]+|classnames|@floating-ui|runes2|staged-components|tslib|lodash)[\\/]/ },
];

export default defineConfig({
  base: '/m/',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` }, ...reactAliases],
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/wps': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Inlined so their `react` imports go through the aliases above, not the hoisted React 18.
    server: { deps: { inline: [/antd-mobile/, /@react-spring/, /@tanstack/, /react-router/, /@testing-library/, /zustand/, /ahooks/, /rc-/, /use-sync-external-store/] } },
  },
});
