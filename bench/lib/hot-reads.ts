// Hot reads side by side: each read of the platform beside a bare Fastify route answering the very
// same bytes, measured in alternating segments of the same run, so both meet the same machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API_HEADERS, keepAliveAgent, login, rawRequest } from './api.ts';
import type { BareAnswer } from './bare-server.ts';
import { ROOT } from './server.ts';

export const CONNECTIONS = 50;
/** What a phone's browser asks for. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/** The game-list page /m/gameList asks for after its first page, which comes with the page itself. */
export const GAME_LIST_PAGE = '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&gameClassify=ALL&pageNo=2&pageSize=26';

type Target = { name: string; path: string; session: boolean };
const TARGETS: Target[] = [
  { name: 'system status', path: '/wps/system/status', session: false },
  { name: 'game list page', path: GAME_LIST_PAGE, session: false },
  { name: 'balance (signed in)', path: '/wps/wallets/balance', session: true },
];

/** One autocannon segment's figures; `failed` counts every answer that was not the expected 2xx. */
export type Segment = {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  wrongBody: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
};

export type Side = {
  /** Good answers a second over all segments (2xx with the expected body). */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not a 2xx with the expected body, and connection errors: any makes the figure VOID. */
  failed: number;
  statusCodes: Record<string, number>;
  segments: number[];
};

export type HotRead = {
  name: string;
  path: string;
  bodyBytes: number;
  contentEncoding: string;
  headerBytes: number;
  platform: Side;
  bare: Side;
  /** Platform requests a second over bare Fastify's with the same bytes. */
  ratio: number;
  void: boolean;
};

const headerBytes = (headers: Record<string, string | string[]>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + 4 + String(value).length, 0);

/** The string autocannon builds of a body (its chunks added to a string), to compare each answer with. */
const asAutocannonSees = (body: Buffer) => `${body}`;

async function segment(url: string, headers: Record<string, string>, seconds: number, expected: string): Promise<Segment> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    verifyBody: (body) => body === expected,
  });
  // A refused answer's body does not match either: mismatches beyond the non-2xx answers are 2xx with another body.
  const wrongBody = Math.max(0, result.mismatches - result.non2xx);
  const good = result['2xx'] - wrongBody;
  return {
    requests: good,
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    wrongBody,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0])),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

function side(segments: Segment[]): Side {
  const seconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  const requests = segments.reduce((sum, s) => sum + s.requests, 0);
  const statusCodes: Record<string, number> = {};
  for (const s of segments) for (const [code, count] of Object.entries(s.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const p50s = segments.map((s) => s.p50Ms).sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(...segments.map((s) => s.p99Ms)),
    failed: segments.reduce((sum, s) => sum + s.non2xx + s.errors + s.timeouts + s.wrongBody, 0),
    statusCodes,
    segments: segments.map((s) => Math.round(s.requests / s.seconds)),
  };
}

async function startBare(answers: BareAnswer[], port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'm-bench-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts', file, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => line === 'listening' && resolve());
    child.once('exit', (code) => reject(new Error(`The bare Fastify server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Each target is read from the platform once, its answer (status, headers, body bytes) given to a
 * bare Fastify route, then both are loaded with `CONNECTIONS` connections in `rounds` pairs of
 * segments of `seconds`, alternating which goes first, after an unrecorded warm-up segment each.
 */
export async function hotReads(baseUrl: string, barePort: number, options: { seconds: number; rounds: number; log: (line: string) => void }): Promise<HotRead[]> {
  const session = await login(baseUrl, 'demo', 'demo1234');
  const agent = keepAliveAgent(1);
  const targets = await Promise.all(TARGETS.map(async (target) => {
    const headers: Record<string, string> = { ...API_HEADERS, 'Accept-Encoding': ACCEPT_ENCODING, ...(target.session ? { Authorization: session.token } : {}) };
    const answer = await rawRequest(agent, baseUrl + target.path, { headers });
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
    return { ...target, headers, answer };
  }));
  agent.destroy();
  const bare = await startBare(targets.map((t) => ({ path: t.path.split('?')[0]!, headers: t.answer.headers, bodyBase64: t.answer.body.toString('base64') })), barePort);
  try {
    const results: HotRead[] = [];
    for (const target of targets) {
      const expected = asAutocannonSees(target.answer.body);
      const checkAgent = keepAliveAgent(1);
      const check = await rawRequest(checkAgent, bare.baseUrl + target.path, { headers: target.headers });
      checkAgent.destroy();
      if (!check.body.equals(target.answer.body)) throw new Error(`The bare route of ${target.path} does not answer the same bytes`);
      const run = (origin: string, seconds: number) => segment(origin + target.path, target.headers, seconds, expected);
      options.log(`  ${target.name}: warm-up`);
      await run(baseUrl, 2);
      await run(bare.baseUrl, 2);
      const platformSegments: Segment[] = [];
      const bareSegments: Segment[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? (['platform', 'bare'] as const) : (['bare', 'platform'] as const);
        for (const which of order) {
          const result = await run(which === 'platform' ? baseUrl : bare.baseUrl, options.seconds);
          (which === 'platform' ? platformSegments : bareSegments).push(result);
          options.log(`  ${target.name}: round ${round + 1} ${which} ${Math.round(result.requests / result.seconds)}/s${result.non2xx + result.errors + result.timeouts + result.wrongBody > 0 ? ' (with failed answers)' : ''}`);
        }
      }
      const platform = side(platformSegments);
      const floor = side(bareSegments);
      results.push({
        name: target.name,
        path: target.path,
        bodyBytes: target.answer.body.length,
        contentEncoding: String(target.answer.headers['content-encoding'] ?? 'identity'),
        headerBytes: headerBytes(target.answer.headers),
        platform,
        bare: floor,
        ratio: floor.requestsPerSecond > 0 ? Math.round((platform.requestsPerSecond / floor.requestsPerSecond) * 100) / 100 : 0,
        void: platform.failed > 0 || floor.failed > 0,
      });
    }
    return results;
  } finally {
    await bare.stop();
  }
}
