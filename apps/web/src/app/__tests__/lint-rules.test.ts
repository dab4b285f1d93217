import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../../..');
const FIXTURES = 'apps/web/lint-fixtures';

/** Rule ids reported per fixture file (path below the fixtures folder), lint run with the repository's own config. */
async function lintFixtures(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({ cwd: repoRoot, ignore: false });
  const results = await eslint.lintFiles([`${FIXTURES}/**/*.ts`]);
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(result.filePath.indexOf(FIXTURES) + FIXTURES.length + 1),
      result.messages.map((message) => message.ruleId ?? message.message).sort(),
    ]),
  );
}

describe('the lint rules of the layers (eslint.config.js)', () => {
  it('fails shared code that imports a feature or the app layer, an import cycle and a direct whitelabel read; passes the rest', async () => {
    expect(await lintFixtures()).toEqual({
      'app/app-value.ts': [],
      'components/imports-app.ts': ['import-x/no-restricted-paths'],
      'config/config-value.ts': [],
      'config/imports-feature-by-alias.ts': ['import-x/no-restricted-paths'],
      'features/demo/feature-value.ts': [],
      'features/demo/imports-shared.ts': [],
      'lib/cycle-first.ts': ['import-x/no-cycle'],
      'lib/cycle-second.ts': ['import-x/no-cycle'],
      'lib/imports-feature.ts': ['import-x/no-restricted-paths'],
      'lib/imports-shared.ts': [],
      'lib/reads-whitelabel.ts': ['no-restricted-syntax'],
    });
  }, 120_000);
});
