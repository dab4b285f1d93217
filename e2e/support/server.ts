import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh start migrates and seeds first (agent01's demo team with 30 days of play among it): minutes on a loaded machine. */
const START_WAIT_ATTEMPTS = 900;

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < START_WAIT_ATTEMPTS; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/wps/system/status`, { headers: { Merchant: 'DEMO' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not start within ${(START_WAIT_ATTEMPTS * 200) / 1000} s`);
}

/** `dataDir`: its embedded database's folder, left in place by `stop` when started with `keepData` (to read it after). */
export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the real server as production runs it (the compiled bundle global setup builds when stale; built web app,
 * seeded embedded database in a fresh folder) on a free loopback port,
 * or on E2E_PORT when set (a session that must keep its servers within a given range).
 */
export async function startFreshServer(env: Record<string, string> = {}, options: { keepData?: boolean } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'm-server-'));
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MERCHANT: 'DEMO', DATABASE_URL: '', API_RATE_LIMIT: '1000000', PROOF_OF_WORK_MAX_NUMBER: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, server);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
