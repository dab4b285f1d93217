// Money writes: many members spinning the in-house slot and depositing through the payment gateway
// simulator at once, each member one call at a time (as a player is), counted call by call.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { API_HEADERS, devCredit, inHouseSlot, keepAliveAgent, launchToken, rawRequest, register, type RawAnswer } from './api.ts';
import { ROOT, serverProcessEnv } from './server.ts';

export type Member = { username: string; token: string; launch: string };

/** What each member gets before the runs (an operator adjustment): spins never run out of money. */
const OPENING_CREDIT_MINOR = 100_000_00;
export const SPIN_STAKE = 1;
export const DEPOSIT_AMOUNT = '100.00';
const PASSWORD = 'bench1234';

/** Registers `count` players as the app does, funds them, and opens the slot for each. */
export async function createMembers(baseUrl: string, count: number, log: (line: string) => void): Promise<Member[]> {
  const tag = Date.now().toString(36).slice(-5);
  const slot = await inHouseSlot(baseUrl);
  const members: Member[] = [];
  let next = 0;
  // Registration hashes a password: a few at a time, outside the measured windows.
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < count) {
      const username = `b${tag}${(next++).toString(36)}`;
      const session = await register(baseUrl, username, PASSWORD);
      await devCredit(baseUrl, username, OPENING_CREDIT_MINOR);
      members.push({ username, token: session.token, launch: await launchToken(baseUrl, session.token, slot.nodeId) });
      if (members.length % 50 === 0) log(`  ${members.length} of ${count} members registered`);
    }
  }));
  return members;
}

export type WriteRun = {
  name: string;
  /** Operations that did what they should (answers checked). */
  done: number;
  seconds: number;
  perSecond: number;
  /** Calls answered otherwise than expected, or not at all: any makes the figure VOID. */
  failed: number;
  failures: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The ledger transfers the answers say were made (checked against the database afterwards). */
  transfersByType: Record<string, number>;
  window: { from: string; to: string };
};

export type Outcome = { ok: true; transfers: Record<string, number> } | { ok: false; failure: string };

export const json = (answer: RawAnswer): { success?: boolean; value?: Record<string, unknown>; errorCode?: string } => {
  try {
    return JSON.parse(answer.body.toString('utf8')) as never;
  } catch {
    return {};
  }
};

export const failure = (step: string, answer: RawAnswer) => `${step}: ${answer.status} ${json(answer).errorCode ?? ''}`.trim();

/**
 * `connections` workers, each owning every `connections`-th member and calling for them in turn,
 * for `seconds`; the latency is one whole operation's.
 */
export async function closedLoop(name: string, members: Member[], connections: number, seconds: number, operation: (member: Member, agent: ReturnType<typeof keepAliveAgent>) => Promise<Outcome>): Promise<WriteRun> {
  const agent = keepAliveAgent(connections);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const transfersByType: Record<string, number> = {};
  let done = 0;
  const from = new Date();
  const deadline = from.getTime() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async (_, worker) => {
    const own = members.filter((_member, index) => index % connections === worker);
    for (let turn = 0; Date.now() < deadline; turn++) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = await operation(own[turn % own.length]!, agent);
      } catch (error) {
        outcome = { ok: false, failure: `no answer: ${(error as Error).message}` };
      }
      latencies.push(performance.now() - started);
      if (outcome.ok) {
        done++;
        for (const [type, count] of Object.entries(outcome.transfers)) transfersByType[type] = (transfersByType[type] ?? 0) + count;
      } else failures[outcome.failure] = (failures[outcome.failure] ?? 0) + 1;
    }
  }));
  const to = new Date();
  agent.destroy();
  const elapsed = (to.getTime() - from.getTime()) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    name,
    done,
    seconds: Math.round(elapsed * 10) / 10,
    perSecond: Math.round(done / elapsed),
    failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    p50Ms: percentile(0.5),
    p95Ms: percentile(0.95),
    p99Ms: percentile(0.99),
    transfersByType,
    window: { from: from.toISOString(), to: to.toISOString() },
  };
}

const headers = (token?: string) => ({
  ...API_HEADERS,
  'Content-Type': 'application/json',
  'Accept-Encoding': 'gzip, deflate, br',
  ...(token ? { Authorization: token } : {}),
});

/** Spins of 1.00 on the in-house slot's real-money session (what its game page sends). */
export function spins(baseUrl: string, members: Member[], connections: number, seconds: number): Promise<WriteRun> {
  let counter = 0;
  const tag = randomUUID().slice(0, 8);
  return closedLoop('spins', members, connections, seconds, async (member, agent) => {
    const idempotencyKey = `bench-${tag}-${(counter++).toString(36)}`;
    const answer = await rawRequest(agent, `${baseUrl}/wps/game/demo/spin`, {
      method: 'POST', headers: headers(), body: JSON.stringify({ launch: member.launch, stake: SPIN_STAKE, idempotencyKey }),
    });
    const envelope = json(answer);
    if (answer.status !== 200 || !envelope.success || envelope.value?.freePlay !== false) return { ok: false, failure: failure('spin', answer) };
    return { ok: true, transfers: { BET: 1, ...(Number(envelope.value.win) > 0 ? { WIN: 1 } : {}) } };
  });
}

/**
 * Deposits of 100.00 through the online gateway channel, as a player makes one: the order
 * (200), Pay at the gateway simulator (its 303 back to the app; the simulator's signed
 * notification credits the order before it answers) and the order read back (200, PAID).
 */
export function deposits(baseUrl: string, members: Member[], connections: number, seconds: number): Promise<WriteRun> {
  return closedLoop('deposits', members, connections, seconds, async (member, agent) => {
    const created = await rawRequest(agent, `${baseUrl}/wps/transaction/deposit/pg`, {
      method: 'POST', headers: headers(member.token), body: JSON.stringify({ requestId: randomUUID(), amount: DEPOSIT_AMOUNT, providerCode: 'GCASH' }),
    });
    const order = json(created);
    const payUrl = order.value?.payUrl;
    if (created.status !== 200 || !order.success || typeof payUrl !== 'string') return { ok: false, failure: failure('order', created) };
    const paid = await rawRequest(agent, baseUrl + payUrl, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'gzip, deflate, br' }, body: 'action=pay',
    });
    if (paid.status !== 303) return { ok: false, failure: failure('pay', paid) };
    const read = await rawRequest(agent, `${baseUrl}/wps/transaction/deposit/order?orderId=${encodeURIComponent(String(order.value?.orderId))}`, { headers: headers(member.token) });
    const state = json(read);
    if (read.status !== 200 || !state.success || state.value?.status !== 'PAID') return { ok: false, failure: failure(`order read (${String(state.value?.status ?? '')})`, read) };
    return { ok: true, transfers: { DEPOSIT: 1 } };
  });
}

export type LedgerCount = { from: string; to: string; byType: Record<string, number> };

/** The transfers the database holds in each window, and its version (run with the server's environment, the server stopped). */
export function countTransfers(env: Record<string, string>, windows: { from: string; to: string }[]): { version: string; windows: LedgerCount[] } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/ledger-count.ts', ...windows.map((w) => `${w.from}/${w.to}`)], {
    cwd: ROOT, env: serverProcessEnv(env), encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Counting the ledger's transfers failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { version: string; windows: LedgerCount[] };
}

/** `npm run ledger:check` on the server's database: its exit code and what it printed. */
export function ledgerCheck(env: Record<string, string>): { clean: boolean; output: string } {
  const result = spawnSync('npm', ['run', '--silent', 'ledger:check'], { cwd: ROOT, env: serverProcessEnv(env), encoding: 'utf8' });
  return { clean: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}
