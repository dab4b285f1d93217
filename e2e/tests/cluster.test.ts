import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { encryptPayload, envelopeSchema, rsaKeySchema } from '@m/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script: `npm run start:cluster`
import { canRunCluster, missingPackages, READY_LINE, SERVER_HEADER as SERVER_HEADER_NAME } from '../../scripts/start-cluster.mjs';
import { apiRegister, input, loginThroughPage, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { money } from '../support/money.ts';
import { proofOfWorkHeader } from '../support/proof-of-work.ts';

/**
 * `npm run start:cluster` as a person runs it: PostgreSQL, two server processes on it, nginx in front.
 * Started with `--test-routing`, nginx answers which server served each request (`X-Cluster-Server`)
 * and sends a request naming a server to that one, so the test can put a payment on the process that
 * does not hold the player's live balance stream.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'secret123';
const STREAM_PATH = '/wps/member/events';
/** nginx's answer of which server served (`1` or `2`), and a request's choice of one. */
const SERVER_HEADER: string = SERVER_HEADER_NAME;
const SERVED_BY = SERVER_HEADER.toLowerCase();
/** Calls without a session a minute per address: small enough to spend in the test, large enough for slices with spare units. */
const GUEST_BUDGET = 1280;
/** A process's spare units are at most this share of what was left of a budget (`SPARE_SHARE`, apps/server/src/modules/budgets/service.ts). */
const SPARE_SHARE = 64;
const runnable: boolean = canRunCluster();
if (!runnable) {
  const missing = missingPackages() as string[];
  console.warn(`cluster test skipped: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing and this is not root, who would install it. `
    + `'sudo apt-get install -y ${missing.join(' ')}' makes it run.`);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** nginx at the first port, the servers at the next two, PostgreSQL at the fourth (or at PGTEST_PORT). */
async function portBlock(): Promise<number> {
  if (process.env.CLUSTER_TEST_PORT) return Number(process.env.CLUSTER_TEST_PORT);
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await Promise.all([0, 1, 2, 3].map((offset) => portFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('No 4 free ports in a row');
}

const refused = (port: number) => new Promise<boolean>((resolve) => {
  const socket = createConnection({ port, host: '127.0.0.1' });
  socket.once('connect', () => (socket.destroy(), resolve(false)));
  socket.once('error', () => resolve(true));
});

type Answer = { status: number; servedBy: string | undefined; json: { success: boolean; errorCode?: string } };

/** An HTTP call from a chosen loopback address (127.0.0.x): to nginx, a client of its own. */
function callFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method, headers: init.headers, localAddress, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => {
        const servedBy = response.headers[SERVED_BY];
        resolve({ status: response.statusCode ?? 0, servedBy: typeof servedBy === 'string' ? servedBy : undefined, json: JSON.parse(text) as Answer['json'] });
      });
    });
    request.once('error', reject);
    request.end(init.body);
  });
}

describe.skipIf(!runnable)('cluster: nginx in front of two server processes on one PostgreSQL', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let dataDir: string;
  const output: string[] = [];
  let cluster: ChildProcess;
  let exited: Promise<number | null>;
  let base: string;
  let ports: number[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'm-cluster-test-'));
    // As root, PostgreSQL runs as the postgres user, which must reach its folder in here.
    chmodSync(dataDir, 0o755);
    const port = await portBlock();
    const postgresPort = Number(process.env.PGTEST_PORT ?? port + 3);
    ports = [port, port + 1, port + 2, postgresPort];
    base = `http://127.0.0.1:${port}`;
    const began = Date.now();
    cluster = spawn(process.execPath, [
      'scripts/start-cluster.mjs', '--data', dataDir, '--port', String(port), '--postgres-port', String(postgresPort), '--host', '127.0.0.1', '--test-routing',
    ], {
      cwd: root,
      env: {
        ...process.env, DEV_ENDPOINTS: '1', PAYMENT_SIMULATOR: '1', PROOF_OF_WORK_MAX_NUMBER: '1000', LOG_LEVEL: 'warn',
        API_RATE_LIMIT_PER_ADDRESS: String(GUEST_BUDGET),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      for (const stream of [cluster.stdout!, cluster.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          output.push(line);
          if (line.startsWith(READY_LINE)) resolve();
        });
      }
      void exited.then((code) => reject(new Error(`start:cluster exited with ${code}:\n${output.slice(-40).join('\n')}`)));
    });
    await ready;
    console.log(`cluster started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }, 170_000);

  afterAll(async () => {
    if (cluster?.exitCode === null) {
      cluster.kill('SIGINT');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves round-robin: consecutive requests alternate between the two processes', async () => {
    const servedBy: Array<string | null> = [];
    for (let call = 0; call < 6; call++) {
      const response = await fetch(`${base}/wps/system/status`, { headers: { Merchant: 'DEMO' } });
      expect(response.status).toBe(200);
      servedBy.push(response.headers.get(SERVED_BY));
    }
    expect(new Set(servedBy)).toEqual(new Set(['1', '2']));
    for (let call = 1; call < servedBy.length; call++) expect(servedBy[call]).not.toBe(servedBy[call - 1]);
  });

  it('a member logs in and deposits; the payment is credited by the other process, and the open page\'s live balance moves', async () => {
    const username = uniqueName('clu');
    await apiRegister(base, 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    const page = await phone.open();
    await preferEnglish(page);
    const calls: Array<{ path: string; servedBy?: string; status: number; signedIn: boolean }> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/wps/')) return;
      calls.push({ path, servedBy: response.headers()[SERVED_BY], status: response.status(), signedIn: Boolean(response.request().headers().authorization) });
    });
    const streams = () => calls.filter((call) => call.path === STREAM_PATH);
    const balanceCalls = () => calls.filter((call) => call.path === '/wps/wallets/balance').length;

    // The RSA key, the proof-of-work challenge and the login itself go to either process.
    await loginThroughPage(page, base, username, PASSWORD);
    await page.goto(`${base}/m/voucherCenter`);
    await page.getByTestId('deposit-panel').waitFor();
    await page.getByTestId('deposit-channel-qr').click();
    await page.getByTestId('deposit-provider-QRPH').click();
    await input(page, 'deposit-amount').fill('200');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-qr-image').waitFor();
    const payUrl = (await page.getByTestId('deposit-qr').getAttribute('data-url'))!;
    // The link is written with the address the player used (X-Forwarded-Host and -Proto), not a server's own.
    expect(payUrl.startsWith(`${base}/wps/gateway-simulator/pay/`)).toBe(true);

    await page.getByTestId('tab-bar').getByText('Home').click();
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent()).toBe(money(0));
    await expect.poll(() => streams().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const stream = streams().at(-1)!;
    expect(stream.status).toBe(200);
    const other = stream.servedBy === '1' ? '2' : '1';
    const streamsBefore = streams().length;
    const balanceCallsBefore = balanceCalls();

    // The QR code paid on a second phone (no session), whose calls nginx sends to the other process.
    const camera = await openPhone(phone.browser, { locale: 'en-US' });
    await camera.context.setExtraHTTPHeaders({ [SERVER_HEADER]: other });
    await camera.page.goto(payUrl);
    await camera.page.getByTestId('gateway-simulator').waitFor();
    const paid = camera.page.waitForResponse((response) => response.request().method() === 'POST' && response.url().startsWith(payUrl));
    await camera.page.getByTestId('gateway-pay').click();
    // The Pay answer comes from the process that took the gateway's notification and credited the order.
    expect((await paid).headers()[SERVED_BY]).toBe(other);
    await camera.page.getByTestId('payment-done').waitFor();
    expect(camera.errors).toEqual([]);
    await camera.context.close();

    // Pushed by the stream's process, which only heard of the credit through PostgreSQL.
    await expect.poll(() => balance.textContent()).toBe(money(200));
    expect(streams()).toHaveLength(streamsBefore);
    expect(balanceCalls()).toBe(balanceCallsBefore);
    expect(await page.evaluate(() => new URL(location.href).pathname)).toBe('/m/home');

    // One session, honoured by both processes: every signed-in call succeeded, on either.
    const signedIn = calls.filter((call) => call.signedIn && call.path !== STREAM_PATH);
    expect(signedIn.filter((call) => call.status !== 200)).toEqual([]);
    expect(new Set(signedIn.map((call) => call.servedBy))).toEqual(new Set(['1', '2']));
    expect(phone.errors).toEqual([]);
  });

  it('a per-address budget is one over both processes, counted on the client\'s own address', async () => {
    const keyResponse = await fetch(`${base}/wps/session/key/rsa`, { headers: { Merchant: 'DEMO' } });
    const key = envelopeSchema(rsaKeySchema).parse(await keyResponse.json()).value!;
    /** A login (wrong password) from `address`, as nginx's client there; the login budget is 120 a minute per address. */
    const loginFrom = async (address: string, headers: Record<string, string> = {}) => {
      const sealed = await encryptPayload(key, { type: 'username', username: 'nobody-here', password: 'wrong-password' });
      return callFrom(address, `${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Encryption: sealed.header, ...(await proofOfWorkHeader(base, 'DEMO')), ...headers },
        body: JSON.stringify(sealed.body),
      });
    };

    // Half of them to each process, in turn.
    const answers: Answer[] = [];
    for (let call = 0; call < 120; call++) answers.push(await loginFrom('127.0.0.7', { [SERVER_HEADER]: String((call % 2) + 1) }));
    expect(answers.filter((answer) => answer.json.errorCode === 'too.many.requests')).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500 || answer.json.success).map((answer) => [answer.status, answer.json])).toEqual([]);
    expect(answers.map((answer) => answer.servedBy)).toEqual(answers.map((_answer, call) => String((call % 2) + 1)));

    // The 121st is refused by either process, and naming another address in X-Forwarded-For does not help.
    for (const headers of [{ [SERVER_HEADER]: '1' } as Record<string, string>, { [SERVER_HEADER]: '2' }, { 'X-Forwarded-For': '198.51.100.7' }]) {
      const answer = await loginFrom('127.0.0.7', headers);
      expect([answer.status, answer.json.errorCode]).toEqual([429, 'too.many.requests']);
    }
    // Another client behind the same nginx has its own budget.
    const neighbour = await loginFrom('127.0.0.8');
    expect(neighbour.json.errorCode).not.toBe('too.many.requests');
  });

  it('the budget of calls without a session is one over both processes, spent in slices, never beyond it', async () => {
    const statusFrom = (server: string) => callFrom('127.0.0.9', `${base}/wps/system/status`, { method: 'GET', headers: { Merchant: 'DEMO', [SERVER_HEADER]: server } });
    // 1,400 calls from one client, 50 at a time, half to each process.
    const answers: Answer[] = [];
    for (let wave = 0; wave < 28; wave++) answers.push(...await Promise.all(Array.from({ length: 50 }, (_, call) => statusFrom(String((call % 2) + 1)))));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 429)).toEqual([]);
    expect(refused.filter((answer) => answer.json.errorCode !== 'too.many.requests')).toEqual([]);
    const accepted = answers.length - refused.length;
    expect(accepted).toBeLessThanOrEqual(GUEST_BUDGET);
    // Spare units either process still holds are not spent by the other.
    expect(accepted).toBeGreaterThanOrEqual(GUEST_BUDGET - 2 * Math.floor(GUEST_BUDGET / SPARE_SHARE));
    expect(new Set(refused.map((answer) => answer.servedBy))).toEqual(new Set(['1', '2']));
    for (const server of ['1', '2']) expect((await statusFrom(server)).status).toBe(429);
  });

  it('Ctrl-C stops nginx, both servers and PostgreSQL cleanly', async () => {
    cluster.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output.at(-1)).toBe('Cluster stopped.');
    for (const port of ports) expect(await refused(port)).toBe(true);
  }, 60_000);
});
