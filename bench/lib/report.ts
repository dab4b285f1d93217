import type { FirstPaintWeight } from './first-paint.ts';
import type { HotRead } from './hot-reads.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { Load } from './machine.ts';
import type { WriteRun } from './money.ts';
import type { TeamReportBench } from './team-report.ts';

/** Targets of issue 18; a missed target is reported, it does not fail the run. */
export const TARGETS = {
  firstPaintJsGzipKb: 150,
  /** On PostgreSQL. */
  ledgerTransfersPerSecond: 500,
  /** Issue 22: the team reports of 10,000 members and 1,000,000 bets at 20 concurrent sessions. */
  teamReportP95Ms: 200,
} as const;

export type SectionName = 'first-paint' | 'lighthouse' | 'api' | 'money' | 'team-report';

export type MoneyReport = {
  members: number;
  connections: number;
  runs: (WriteRun & { ledgerTransfers: number; ledgerTransfersPerSecond: number; ledgerByType: Record<string, number>; countsMatch: boolean; void: boolean })[];
  ledgerCheck: { clean: boolean; output: string };
};

export type Report = {
  date: string;
  sections: SectionName[];
  database: { kind: 'PGlite' | 'PostgreSQL'; version?: string };
  machine: { cores: number; cpu: string; memoryGb: number; node: string; commit: string };
  load: { before: Load; after?: Load; busyBefore: boolean };
  sectionLoads: Partial<Record<SectionName, { before: Load; after: Load }>>;
  server?: { started: string; startSeconds: number; switches: Record<string, string> };
  options: Record<string, number>;
  firstPaint?: (FirstPaintWeight & { overTarget: boolean })[];
  lighthouse?: LighthouseScores[];
  hotReads?: HotRead[];
  money?: MoneyReport;
  teamReport?: TeamReportBench;
  errors: Partial<Record<SectionName | 'server', string>>;
  /** Why the run's figures cannot be trusted; empty when they can. */
  voidReasons: string[];
};

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

const loadText = (load: Load) => `${load.load1} / ${load.load5} / ${load.load15}`;
const statusText = (codes: Record<string, number>) => Object.entries(codes).map(([code, count]) => `${code}×${count}`).join(' ');

export function renderMarkdown(report: Report): string {
  const lines: string[] = [];
  const verdict = report.voidReasons.length > 0 ? `**VOID** — ${report.voidReasons.length} reason(s) below: the figures marked VOID are not measurements` : 'valid: every answer counted was the expected one';
  lines.push(`# Bench ${report.date}`, '');
  lines.push(`Result: ${verdict}.`, '');
  lines.push(`- Sections: ${report.sections.join(', ')}`);
  lines.push(`- Database: ${report.database.kind}${report.database.version ? ` (${report.database.kind === 'PGlite' ? 'embedded PostgreSQL ' : ''}${report.database.version})` : ''}`);
  lines.push(`- Machine: ${report.machine.cores} cores (${report.machine.cpu}), ${report.machine.memoryGb} GB, Node ${report.machine.node}, commit ${report.machine.commit}`);
  lines.push(`- Load average (1/5/15 min): before ${loadText(report.load.before)}, after ${report.load.after ? loadText(report.load.after) : '?'}${report.load.busyBefore ? ` — **busy machine** (load ≥ half the ${report.machine.cores} cores before the run): the figures are low bounds` : ''}`);
  if (report.server) lines.push(`- Server: \`npm start\` in ${report.server.startSeconds} s with ${Object.entries(report.server.switches).map(([k, v]) => `${k}=${v}`).join(' ')}; the load generator runs on the same machine`);
  lines.push('');

  if (report.firstPaint) {
    lines.push(`## First paint (gzip, target ≤ ${TARGETS.firstPaintJsGzipKb} KB JavaScript)`, '');
    lines.push(table(['route', 'JS KB', 'CSS KB', 'files', 'target'], report.firstPaint.map((f) => [f.route, f.jsGzipKb, f.cssGzipKb, f.files.length, f.overTarget ? `missed (+${Math.round((f.jsGzipKb - TARGETS.firstPaintJsGzipKb) * 10) / 10} KB)` : 'met'])), '');
  }
  if (report.lighthouse) {
    lines.push(`## Lighthouse mobile (median of ${report.lighthouse[0]?.runs ?? 0} after a warm-up)`, '');
    lines.push(table(['route', 'performance', 'accessibility', 'best practices', 'SEO', 'performance runs'], report.lighthouse.map((l) => [
      l.route, l.scores.performance, l.scores.accessibility, l.scores['best-practices'], l.scores.seo, l.performanceRuns.join(' '),
    ])), '');
    for (const l of report.lighthouse) if (l.failures) lines.push(`- ${l.route}: runs without a performance score: ${l.failures.join('; ')}`);
  }
  if (report.hotReads) {
    const r = report.options;
    lines.push(`## Hot reads (50 connections, ${r.rounds} alternating rounds of ${r.seconds} s per side after a 2 s warm-up)`, '');
    lines.push(table(['read', 'answer', 'platform req/s', 'p50 / p99 ms', 'bare Fastify req/s', 'p50 / p99 ms', 'platform ÷ bare', 'failed answers'], report.hotReads.map((h) => [
      h.void ? `**VOID** ${h.name}` : h.name,
      `${h.bodyBytes} B ${h.contentEncoding}, ${h.headerBytes} B headers`,
      h.platform.requestsPerSecond, `${h.platform.p50Ms} / ${h.platform.p99Ms}`,
      h.bare.requestsPerSecond, `${h.bare.p50Ms} / ${h.bare.p99Ms}`,
      `${h.ratio}×`,
      h.void ? `platform ${h.platform.failed} (${statusText(h.platform.statusCodes)}), bare ${h.bare.failed}` : '0',
    ])), '');
    lines.push(`Per-segment req/s: ${report.hotReads.map((h) => `${h.name} platform ${h.platform.segments.join(' ')} | bare ${h.bare.segments.join(' ')}`).join('; ')}`, '');
  }
  if (report.money) {
    const m = report.money;
    lines.push(`## Money writes (${m.members} members, ${m.connections} at a time, each member one call at a time, ${report.options.moneySeconds} s each after a 2 s warm-up)`, '');
    lines.push('A spin is one call (a stake of 1.00 on the in-house slot: a BET transfer, and a WIN when it pays); a deposit is three (the order, Pay at the gateway simulator, whose notification credits it, and the order read back PAID: one DEPOSIT transfer). Ledger transfers are counted in the database in the run\'s time window and must equal what the answers say.', '');
    lines.push(table(['run', 'per second', 'done', 'p50 / p99 ms', 'ledger transfers', 'ledger transfers/s', 'failed'], m.runs.map((run) => [
      run.void ? `**VOID** ${run.name}` : run.name,
      run.perSecond, run.done, `${run.p50Ms} / ${run.p99Ms}`,
      Object.entries(run.ledgerByType).map(([type, count]) => `${type} ${count}`).join(', ') || '0',
      run.ledgerTransfersPerSecond,
      run.failed === 0 ? (run.countsMatch ? '0' : 'answers ≠ ledger') : Object.entries(run.failures).map(([what, count]) => `${what} ×${count}`).join('; '),
    ])), '');
    const best = Math.max(...m.runs.map((run) => run.ledgerTransfersPerSecond));
    const onPostgres = report.database.kind === 'PostgreSQL';
    lines.push(`- Ledger target ≥ ${TARGETS.ledgerTransfersPerSecond} transfers/s on PostgreSQL: ${onPostgres ? (best >= TARGETS.ledgerTransfersPerSecond ? 'met' : 'missed') : 'not judged (this run is on PGlite)'}; best run ${best}/s.`);
    lines.push(`- \`npm run ledger:check\`: ${m.ledgerCheck.clean ? 'clean' : '**NOT CLEAN**'} — ${m.ledgerCheck.output.split('\n').filter(Boolean).at(-1) ?? ''}`, '');
  }
  if (report.teamReport) {
    const { data, connections, runs } = report.teamReport;
    lines.push(`## Team reports (${data.members} members under one agent, ${data.bets} bets over 30 days; ${connections} of its sessions at once, each one request at a time, ${report.options.teamSeconds} s each after a 2 s warm-up)`, '');
    lines.push(`The team and its bets are written in bulk into the stopped server's database (members ${data.seconds.members} s, bets ${data.seconds.bets} s, team statistics ${data.seconds.stats} s), then the reports of ${data.startDate} to ${data.endDate} are asked; every answer must be a 200 counting the ${data.betsInPeriod} bets the database holds in the period.`, '');
    lines.push(table(['report', 'path', 'per second', 'done', 'p50 / p95 / p99 ms', `p95 ≤ ${TARGETS.teamReportP95Ms} ms`, 'failed'], runs.map((run) => [
      run.void ? `**VOID** ${run.name}` : run.name, run.path, run.perSecond, run.done, `${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms}`,
      run.p95Ms <= TARGETS.teamReportP95Ms ? 'met' : 'missed',
      run.failed === 0 ? '0' : Object.entries(run.failures).map(([what, count]) => `${what} ×${count}`).join('; '),
    ])), '');
  }
  const loads = Object.entries(report.sectionLoads);
  if (loads.length > 0) {
    lines.push('## Load average per section (1 min, before → after)', '');
    lines.push(loads.map(([name, load]) => `${name} ${load.before.load1} → ${load.after.load1}`).join(', '), '');
  }
  if (Object.keys(report.errors).length > 0) {
    lines.push('## Errors', '');
    for (const [name, message] of Object.entries(report.errors)) lines.push(`- ${name}: ${message}`);
    lines.push('');
  }
  if (report.voidReasons.length > 0) {
    lines.push('## Why VOID', '');
    for (const reason of report.voidReasons) lines.push(`- ${reason}`);
    lines.push('');
  }
  return lines.join('\n');
}
