import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, type TestOperator } from '../test/operators.ts';
import { useTestApp } from '../test/test-app.ts';

const OPS = fileURLToPath(new URL('./ops.ts', import.meta.url));
const ctx = useTestApp();
const configDir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
const tokenFile = join(configDir, 'm-platform', 'ops-login.json');
let baseUrl = '';
let operator: TestOperator;

type Run = { code: number; stdout: string; stderr: string };

/** Runs `npm run ops -- ...args` as a child process against the test app, `input` on its stdin. */
function ops(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', OPS, ...args], {
      env: { PATH: process.env.PATH, XDG_CONFIG_HOME: configDir, OPS_URL: baseUrl, ...options.env },
      timeout: 60_000,
    }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
    child.stdin!.end(options.input ?? '');
  });
}

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  operator = await createTestOperator(ctx.database.db);
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

describe('npm run ops', () => {
  it('logs in with the password from stdin, keeps the token readable by its owner only, and logs out', async () => {
    const login = await ops(['login', operator.username], { input: `${operator.password}\n` });
    expect(login).toMatchObject({ code: 0, stderr: '' });
    expect(login.stdout).toContain(`Logged in as ${operator.username} (every merchant)`);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(configDir, 'm-platform')).mode & 0o777).toBe(0o700);
    expect((await ops(['logout'])).stdout).toContain('Logged out.');
    expect(() => statSync(tokenFile)).toThrow();
    expect(await ops(['ledger-check'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Not logged in') });
  }, 120_000);

  it('refuses a wrong password with exit code 1', async () => {
    const login = await ops(['login', operator.username], { input: 'not-the-password\n' });
    expect(login.code).toBe(1);
    expect(login.stderr).toContain('Refused (login.failed)');
  }, 60_000);
});
