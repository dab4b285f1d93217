import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

/** A feature never imports another feature: routes in app/ compose them. */
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`], message: 'A feature never imports another feature; compose them in app/routes.' },
        { group: ['../../*', '!../../components', '!../../components/**', '!../../lib', '!../../lib/**', '!../../config', '!../../config/**'], message: 'Import shared code through @/components, @/lib or @/config.' },
        { group: ['@/app/*', '@/app/**'], message: 'Features do not depend on the app layer.' },
        { group: ['@m/contract/*'], message: 'Import the contract only through its public entry.' },
      ],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/reports/**', 'bench/.scratch/**', '.e2e-artifacts/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@m/contract/*'], message: 'Import the contract only through its public entry.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value=/^antd-mobile(\\u002F|$)/]",
        message: 'Only components/ui imports antd-mobile directly.',
      }],
    },
  },
);
