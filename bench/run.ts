// `npm run bench [-- flags]`: first-paint weight, Lighthouse mobile scores, hot reads beside bare
// Fastify and money writes with the ledger checked afterwards. The report goes to stdout and to
// bench/reports/bench-<date>.md and .json (and latest.md / latest.json). The run exits 1 when any
// figure is VOID (an answer other than the expected one, a ledger that is not clean, a section
// that failed), 0 otherwise; a missed target is reported, it does not fail the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, openPhone } from '../e2e/support/browser.ts';
import { FIRST_PAINT_ROUTES, measureFirstPaint } from './lib/first-paint.ts';
import { hotReads } from './lib/hot-reads.ts';
import { lighthouseScores } from './lib/lighthouse.ts';
import { isBusy, loadNow, machine } from './lib/machine.ts';
import { countTransfers, createMembers, deposits, ledgerCheck, spins, type WriteRun } from './lib/money.ts';
import { renderMarkdown, TARGETS, type MoneyReport, type Report, type SectionName } from './lib/report.ts';
import { portFor, ROOT, startBenchServer, type BenchServer } from './lib/server.ts';
import { registerTeamAgent, teamReportReads, writeTeamData } from './lib/team-report.ts';

const USAGE = `npm run bench [-- options]

Sections (none named: all of them, in this order):
  --first-paint          gzip JavaScript and CSS of the first paint of /m/home, /m/login, /m/gameList
  --lighthouse           Lighthouse mobile scores of the same routes (median after a warm-up run)
  --api                  hot reads beside a bare Fastify route answering the same bytes
  --money                spins and deposits of many members, then npm run ledger:check
  --team-report          an agent's team overview and P&L over a team of 10,000 members and 1,000,000 bets
Options:
  --postgres             run on a throwaway PostgreSQL (scripts/with-postgres.sh; PGTEST_PORT picks its port)
                         (or run the bench under it: bash scripts/with-postgres.sh npm run bench -- --money)
  --port <n>             the server's port, the bare Fastify's is n+1 (default BENCH_PORT, else free ports)
  --seconds <n>          hot reads: seconds of each segment (5)
  --rounds <n>           hot reads: alternating rounds of platform and bare segments (3)
  --money-seconds <n>    money: seconds of the spins run and of the deposits run (15)
  --members <n>          money: members registered for the runs (200)
  --connections <n>      money: members calling at once (50)
  --lighthouse-runs <n>  Lighthouse: recorded runs per route (3, or LIGHTHOUSE_RUNS)
  --team-members <n>     team report: the agent's downline (10000)
  --team-bets <n>        team report: the downline's bets over 30 days (1000000)
  --team-seconds <n>     team report: seconds of each report's run (10)
  --team-connections <n> team report: the agent's sessions asking at once (20)`;

const { values: flags } = parseArgs({
  options: {
    'first-paint': { type: 'boolean' },
    lighthouse: { type: 'boolean' },
    api: { type: 'boolean' },
    money: { type: 'boolean' },
    'team-report': { type: 'boolean' },
    'team-members': { type: 'string' },
    'team-bets': { type: 'string' },
    'team-seconds': { type: 'string' },
    'team-connections': { type: 'string' },
    postgres: { type: 'boolean' },
    port: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    'money-seconds': { type: 'string' },
    members: { type: 'string' },
    connections: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

if (flags.postgres && !process.env.DATABASE_URL) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--postgres');
  const rerun = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), ...args], { cwd: ROOT, stdio: 'inherit' });
  process.exit(rerun.status ?? 1);
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a positive whole number, not "${value}"`);
  return number;
};
const options = {
  seconds: positive('seconds', flags.seconds, 5),
  rounds: positive('rounds', flags.rounds, 3),
  moneySeconds: positive('money-seconds', flags['money-seconds'], 15),
  members: positive('members', flags.members, 200),
  connections: positive('connections', flags.connections, 50),
  lighthouseRuns: positive('lighthouse-runs', flags['lighthouse-runs'], Number(process.env.LIGHTHOUSE_RUNS ?? 3)),
  teamMembers: positive('team-members', flags['team-members'], 10_000),
  teamBets: positive('team-bets', flags['team-bets'], 1_000_000),
  teamSeconds: positive('team-seconds', flags['team-seconds'], 10),
  teamConnections: positive('team-connections', flags['team-connections'], 20),
};
if (options.members < options.connections) throw new Error('--members must be at least --connections: each member makes one call at a time');
const port = flags.port ?? process.env.BENCH_PORT;
const serverPort = await portFor(port ? positive('port', port, 0) : undefined);
const barePort = await portFor(port ? serverPort + 1 : undefined);

const MONEY_WARM_UP_SECONDS = 2;
// The team report runs last: it stops the server to write its data and starts it again.
const ALL: SectionName[] = ['first-paint', 'lighthouse', 'api', 'money', 'team-report'];
const named = ALL.filter((name) => flags[name]);
const sections = named.length > 0 ? named : ALL;
const log = (line: string) => console.log(line);

const report: Report = {
  date: new Date().toISOString(),
  sections,
  database: { kind: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' },
  machine: machine(),
  load: { before: loadNow(), busyBefore: false },
  sectionLoads: {},
  options,
  errors: {},
  voidReasons: [],
};
report.load.busyBefore = isBusy(report.load.before, report.machine.cores);
log(`Bench: ${sections.join(', ')} on ${report.database.kind}; ${report.machine.cores} cores, load average ${report.load.before.load1} ${report.load.before.load5} ${report.load.before.load15}${report.load.busyBefore ? ' (busy machine)' : ''}`);

async function firstPaint(origin: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const { route, page: testId } of FIRST_PAINT_ROUTES) {
      const { context, page } = await openPhone(browser);
      const weight = await measureFirstPaint(page, origin, route, testId);
      await context.close();
      log(`  ${route}: ${weight.jsGzipKb} KB JS, ${weight.cssGzipKb} KB CSS`);
      results.push({ ...weight, overTarget: weight.jsGzipKb > TARGETS.firstPaintJsGzipKb });
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function section(name: SectionName, run: () => Promise<void>) {
  if (!sections.includes(name)) return;
  log(`\n${name}…`);
  const before = loadNow();
  try {
    await run();
  } catch (error) {
    report.errors[name] = (error as Error).stack ?? String(error);
    report.voidReasons.push(`${name} failed: ${(error as Error).message}`);
    log(`  failed: ${(error as Error).message}`);
  }
  report.sectionLoads[name] = { before, after: loadNow() };
}

ensureWebBuild();
let server: BenchServer | null = null;
const moneyRuns: WriteRun[] = [];
let moneyMembers = 0;
try {
  server = await startBenchServer(serverPort);
  report.server = {
    started: 'npm start',
    startSeconds: server.startSeconds,
    switches: { BENCH_LIFT_BUDGETS: '1', DEV_ENDPOINTS: '1', PAYMENT_SIMULATOR: '1', PROOF_OF_WORK_MAX_NUMBER: '1000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info (default)' },
  };
  log(`Server up in ${server.startSeconds} s at ${server.baseUrl}`);
  const { baseUrl } = server;

  await section('first-paint', async () => {
    report.firstPaint = await firstPaint(baseUrl);
  });
  await section('lighthouse', async () => {
    report.lighthouse = await lighthouseScores(baseUrl, FIRST_PAINT_ROUTES.map((r) => r.route), options.lighthouseRuns, log);
  });
  await section('api', async () => {
    report.hotReads = await hotReads(baseUrl, barePort, { seconds: options.seconds, rounds: options.rounds, log });
    for (const read of report.hotReads) {
      if (read.void) report.voidReasons.push(`hot read "${read.name}": ${read.platform.failed} failed answers on the platform, ${read.bare.failed} on bare Fastify`);
    }
  });
  await section('money', async () => {
    log(`  registering ${options.members} members…`);
    const members = await createMembers(baseUrl, options.members, log);
    moneyMembers = members.length;
    // Unrecorded: the first calls meet cold code paths, an empty pool and fresh members.
    log('  warm-up…');
    for (const run of [spins, deposits]) await run(baseUrl, members, options.connections, MONEY_WARM_UP_SECONDS);
    for (const run of [spins, deposits]) {
      const result = await run(baseUrl, members, options.connections, options.moneySeconds);
      log(`  ${result.name}: ${result.perSecond}/s (${result.done} in ${result.seconds} s, ${result.failed} failed)`);
      moneyRuns.push(result);
    }
  });
  const running = server;
  await section('team-report', async () => {
    const username = await registerTeamAgent(baseUrl);
    log(`  writing ${options.teamMembers} members and ${options.teamBets} bets into the stopped server's database…`);
    await running.stop();
    const data = writeTeamData(running.env, username, options.teamMembers, options.teamBets);
    log(`  written in ${data.seconds.members} s (members), ${data.seconds.bets} s (bets), ${data.seconds.stats} s (statistics); ${data.betsInPeriod} bets in ${data.startDate}…${data.endDate}`);
    await running.restart();
    report.teamReport = await teamReportReads(running, username, data, options.teamConnections, options.teamSeconds);
    for (const run of report.teamReport.runs) {
      log(`  ${run.name}: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, ${run.perSecond}/s (${run.done} in ${run.seconds} s, ${run.failed} failed)`);
      if (run.void) report.voidReasons.push(`${run.name}: ${run.failed} answers otherwise than expected (${Object.entries(run.failures).map(([what, count]) => `${what} ×${count}`).join('; ')})`);
    }
  });
} catch (error) {
  report.errors.server = (error as Error).stack ?? String(error);
  report.voidReasons.push(`the server: ${(error as Error).message}`);
} finally {
  await server?.stop();
}

// The embedded database is one process's: read it with the server stopped.
if (server) {
  try {
    const counted = countTransfers(server.env, moneyRuns.map((run) => run.window));
    report.database.version = counted.version;
    if (sections.includes('money')) {
      const check = ledgerCheck(server.env);
      const runs: MoneyReport['runs'] = moneyRuns.map((run, index) => {
        const ledgerByType = counted.windows[index]?.byType ?? {};
        const ledgerTransfers = Object.values(ledgerByType).reduce((sum, count) => sum + count, 0);
        const types = new Set([...Object.keys(ledgerByType), ...Object.keys(run.transfersByType)]);
        const countsMatch = [...types].every((type) => (ledgerByType[type] ?? 0) === (run.transfersByType[type] ?? 0));
        const isVoid = run.failed > 0 || !countsMatch;
        if (run.failed > 0) report.voidReasons.push(`${run.name}: ${run.failed} calls answered otherwise than expected (${Object.entries(run.failures).map(([what, count]) => `${what} ×${count}`).join('; ')})`);
        if (!countsMatch) report.voidReasons.push(`${run.name}: the answers say ${JSON.stringify(run.transfersByType)}, the ledger holds ${JSON.stringify(ledgerByType)}`);
        return { ...run, ledgerByType, ledgerTransfers, ledgerTransfersPerSecond: Math.round(ledgerTransfers / run.seconds), countsMatch, void: isVoid };
      });
      if (!check.clean) report.voidReasons.push(`npm run ledger:check is not clean: ${check.output}`);
      report.money = { members: moneyMembers, connections: options.connections, runs, ledgerCheck: check };
    }
  } catch (error) {
    report.errors.money = (error as Error).stack ?? String(error);
    report.voidReasons.push(`reading the ledger failed: ${(error as Error).message}`);
  } finally {
    server.cleanUp();
  }
}

report.load.after = loadNow();
const markdown = renderMarkdown(report);
const dir = new URL('./reports/', import.meta.url);
mkdirSync(dir, { recursive: true });
const stamp = report.date.slice(0, 19).replace(/[:T]/g, '-');
for (const [name, text] of [[`bench-${stamp}.json`, JSON.stringify(report, null, 2)], [`bench-${stamp}.md`, markdown], ['latest.json', JSON.stringify(report, null, 2)], ['latest.md', markdown]] as const) {
  writeFileSync(new URL(name, dir), `${text}\n`);
}
console.log(`\n${markdown}`);
console.log(`Report: ${fileURLToPath(new URL(`bench-${stamp}.md`, dir))} (and .json)`);
if (report.voidReasons.length > 0) {
  console.log(`\nVOID: ${report.voidReasons.length} reason(s) above; exit code 1.`);
  process.exitCode = 1;
}
