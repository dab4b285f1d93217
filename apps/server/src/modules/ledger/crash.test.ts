import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSpinSchema, envelopeSchema, gamePageSchema, launchGameSchema } from '@m/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bets, slotSpins } from '../../db/schema.ts';
import { DEMO_TEAM_STEP, seedDatabase } from '../../db/seed.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { checkLedger } from './service.ts';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const ledgerCheckEntry = fileURLToPath(new URL('../../cli/ledger-check.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
/** On PostgreSQL the test's own database, whose URL the server processes are given. */
let postgres: (DatabaseHandle & { url: string }) | null = null;

async function openDatabase(): Promise<DatabaseHandle> {
  if (postgres) return postgres;
  const handle = await createDatabase({ dataDir: join(dataDir, 'pglite') });
  // Seeded as the test databases are, so the server's start has no seed step left to apply.
  await seedDatabase(handle.db, { without: [DEMO_TEAM_STEP] });
  return handle;
}
const closeEmbedded = async (handle: DatabaseHandle) => { if (!postgres) await handle.close(); };

const processEnv = (extra: Record<string, string> = {}) => ({
  ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_ROOT: '', DEV_ENDPOINTS: '', DATABASE_URL: postgres?.url ?? '', ...extra,
});

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: processEnv({ PORT: String(port), HOST: '127.0.0.1', API_RATE_LIMIT: '100000' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `npm run ledger:check` on the stopped server's database: its exit code and what it printed. */
function runLedgerCheck(): Promise<{ code: number | null; output: string }> {
  const check = spawn(process.execPath, ['--import', 'tsx', ledgerCheckEntry], { env: processEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  check.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  return new Promise((resolve) => check.once('exit', (code) => resolve({ code, output })));
}

async function waitUntilServing(base: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const answered = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'DEMO' } }).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

afterAll(async () => {
  if (postgres) await postgres.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-load', () => {
  it('loses no committed spin, settles none twice, and leaves a ledger that `ledger:check` finds clean after a restart', async () => {
    if (process.env.DATABASE_URL) {
      const handle = await createTestDatabase();
      postgres = { ...handle, url: handle.url! };
    }
    const setup = await openDatabase();
    const member = await createTestMember(setup.db);
    await fundMember(setup.db, member.memberId, 1_000_000);
    await closeEmbedded(setup);

    const port = 21_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(port);
    await waitUntilServing(base);
    const headers = { merchant: 'DEMO', authorization: member.token, 'content-type': 'application/json' };
    const slots = envelopeSchema(gamePageSchema).parse(
      await (await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.01`, { headers })).json());
    const launch = envelopeSchema(launchGameSchema).parse(
      await (await fetch(`${base}/wps/game/launchGame?nodeId=${slots.value!.games[0]!.nodeId}&accountType=1`, { headers })).json());
    const launchToken = new URL(launch.value!.game_url, base).searchParams.get('launch')!;

    const settled = new Set<string>();
    let sent = 0;
    let killed = false;
    const spinner = async () => {
      while (!killed) {
        const idempotencyKey = `crash-${sent++}`;
        try {
          const response = await fetch(`${base}/wps/game/demo/spin`, {
            method: 'POST', headers, body: JSON.stringify({ launch: launchToken, stake: 1, idempotencyKey }),
          });
          if (envelopeSchema(demoSpinSchema).parse(await response.json()).success) settled.add(idempotencyKey);
        } catch {
          return;
        }
        if (settled.size >= 60 && !killed) {
          killed = true;
          server.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, spinner));
    await exited(server);

    const restarted = startServer(port);
    await waitUntilServing(base);
    restarted.kill('SIGTERM');
    await exited(restarted);

    expect(await runLedgerCheck()).toMatchObject({ code: 0, output: expect.stringContaining('Ledger clean') });
    const after = await openDatabase();
    expect(await checkLedger(after.db)).toEqual([]);
    // Each answered spin is settled (its reels kept) and its round a settled bet of the member.
    const recorded = await after.db.select({ key: slotSpins.idempotencyKey }).from(slotSpins)
      .where(and(inArray(slotSpins.idempotencyKey, [...settled]), isNotNull(slotSpins.result)));
    expect(recorded).toHaveLength(settled.size);
    expect((await after.db.select({ id: bets.id }).from(bets).where(eq(bets.memberId, member.memberId))).length).toBeGreaterThanOrEqual(settled.size);
    await closeEmbedded(after);
  }, 180_000);
});
