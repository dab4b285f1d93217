import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

/**
 * The web app's layers, in its source and in the lint fixtures (a small copy of the layout whose
 * files break the rules on purpose; only `apps/web/src/app/__tests__/lint-rules.test.ts` lints them).
 */
const webRoots = ['apps/web/src', 'apps/web/lint-fixtures'];

/** Shared code (lib, components, config) never imports a feature or the app layer. */
const sharedLayerZones = [{
  target: webRoots.flatMap((root) => ['lib', 'components', 'config'].map((layer) => `./${root}/${layer}`)),
  from: webRoots.flatMap((root) => [`./${root}/features`, `./${root}/app`]),
  message: 'Shared code (lib, components, config) never imports a feature or the app layer.',
}];

/** Whitelabel flags are read through useFlag (lib/flags.ts) only, so every read is a typed flag of the contract. */
const flagReads = [
  {
    selector: "ImportSpecifier[imported.name='useWhitelabel'], ImportSpecifier[imported.name='flattenWhitelabel']",
    message: 'Read whitelabel flags through useFlag (@/lib/flags); add the flag to the contract list when it is missing.',
  },
];
const antdOnlyInUiKit = {
  selector: "ImportDeclaration[source.value=/^antd-mobile(\\u002F|$)/]",
  message: 'Only components/ui imports antd-mobile directly.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/reports/**', 'bench/.scratch/**', '.e2e-artifacts/**', 'apps/server/drizzle/**', 'apps/web/lint-fixtures/**'] },
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
      // The fingerprint reads the contract's files: for the server and the web build, never the browser.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@m/contract/*', '!@m/contract/fingerprint'], message: 'Import the contract only through its public entry.' }] }],
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
    files: webRoots.map((root) => `${root}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: sharedLayerZones }],
      'no-restricted-syntax': ['error', antdOnlyInUiKit, ...flagReads],
    },
  },
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...flagReads] },
  },
  {
    // Where the flags are read from the site status, once.
    files: ['apps/web/src/lib/flags.ts', 'apps/web/src/lib/site-status.ts'],
    rules: { 'no-restricted-syntax': ['error', antdOnlyInUiKit] },
  },
);
