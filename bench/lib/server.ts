// The one place the bench starts the platform server: the way `npm start` does (whatever that
// becomes: a build step, compiled JS), in a fresh data folder, with the bench's switches.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port, or `preferred` when given. */
export async function portFor(preferred: number | undefined): Promise<number> {
  if (preferred) return preferred;
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it answered`);
    try {
      const response = await fetch(`${url}/wps/system/status`, { headers: { Merchant: 'DEMO' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within ${seconds} s`);
}

/**
 * The environment of the server and of the commands that open its database: the bench's switches
 * over the caller's environment, without NODE_ENV, which changes nothing in the server but its
 * refusals (BENCH_LIFT_BUDGETS among them).
 */
export function serverProcessEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  return { ...inherited, ...env };
}

export type BenchServer = {
  baseUrl: string;
  /** The environment it runs with: `npm run ledger:check` opens the same database with it. */
  env: Record<string, string>;
  database: 'PGlite' | 'PostgreSQL';
  startSeconds: number;
  stop: () => Promise<void>;
  /** Starts it again, stopped, on the same database (after a script wrote into it). */
  restart: () => Promise<void>;
  /** Removes the data folder (after the ledger check has read it). */
  cleanUp: () => void;
};

/**
 * `npm start` on `port` (loopback only), in a fresh embedded database, or on `DATABASE_URL` when the
 * bench runs under `scripts/with-postgres.sh`. Switches:
 * - `BENCH_LIFT_BUDGETS=1`: the call budgets count but never refuse (the load comes from one
 *   address and a few sessions; see the README, Environment);
 * - `DEV_ENDPOINTS=1`: the money bench registers its members with development captchas and funds
 *   their wallets with development credits;
 * - `PAYMENT_SIMULATOR=1`: deposits are paid at the gateway simulator (as `npm start` does anyway);
 * - `PROOF_OF_WORK_MAX_NUMBER=1000`: the smallest proof-of-work for the bench's own logins.
 * The server logs at its own level, as in production, to a file in the data folder.
 */
export async function startBenchServer(port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'm-bench-'));
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MERCHANT: 'DEMO',
    TRUST_PROXY: '',
    BENCH_LIFT_BUDGETS: '1',
    DEV_ENDPOINTS: '1',
    PAYMENT_SIMULATOR: '1',
    PROOF_OF_WORK_MAX_NUMBER: '1000',
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  let stop = async () => {};
  /** Starts `npm start` on the data folder as it is (a restart keeps the database). */
  const launch = async () => {
    // The log goes to a file (as a deployment's would), not through the bench's own process.
    const log = openSync(logFile, 'a');
    // Its own process group, so that stopping it reaches what `npm start` started under it.
    const server = spawn('npm', ['start'], {
      cwd: ROOT,
      env: serverProcessEnv(env),
      stdio: ['ignore', log, 'inherit'],
      detached: true,
    });
    closeSync(log);
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    stop = async () => {
      if (server.exitCode === null && server.signalCode === null && server.pid) {
        process.kill(-server.pid, 'SIGTERM');
        const killer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 20_000);
        await exited;
        clearTimeout(killer);
      }
    };
    try {
      await waitForServer(baseUrl, server, 180);
    } catch (error) {
      await stop();
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`${(error as Error).message}; the end of its log:\n${tail}`);
    }
  };
  const started = Date.now();
  await launch();
  return {
    baseUrl,
    env,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    startSeconds: Math.round((Date.now() - started) / 100) / 10,
    stop: () => stop(),
    restart: launch,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
