// The team-report bench: one agent with a downline of 10,000 members and 1,000,000 bets over 30 days,
// written in bulk into its database (team-report-data.ts, the server stopped), then the agent's team
// overview and team P&L (per level, and the member view's first page) for those 30 days asked by 20
// of the agent's sessions at once, each one request at a time; every answer must be a 200 whose bet
// count is what the database holds for the period.
import { spawnSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { API_HEADERS, login, rawRequest, register, type keepAliveAgent, type RawAnswer } from './api.ts';
import { closedLoop, failure, json, type Member, type WriteRun } from './money.ts';
import { ROOT, serverProcessEnv, type BenchServer } from './server.ts';

const PASSWORD = 'bench1234';

export type TeamReportData = {
  agentId: number; members: number; bets: number; betsInPeriod: number; startDate: string; endDate: string;
  seconds: { members: number; bets: number; stats: number };
};

export type TeamReportBench = {
  data: TeamReportData;
  connections: number;
  runs: (WriteRun & { path: string; void: boolean })[];
};

/** The answer with its body as sent before compression (the bench asks as a phone does, compressed). */
function decoded(answer: RawAnswer): RawAnswer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return { ...answer, body: brotliDecompressSync(answer.body) };
  if (encoding === 'gzip') return { ...answer, body: gunzipSync(answer.body) };
  if (encoding === 'deflate') return { ...answer, body: inflateSync(answer.body) };
  return answer;
}

/** Registers the bench's agent (a player made an agent by the data script) while the server runs. */
export async function registerTeamAgent(baseUrl: string): Promise<string> {
  const username = `bt${Date.now().toString(36).slice(-6)}`;
  await register(baseUrl, username, PASSWORD);
  return username;
}

/** Writes the team and its bets into the stopped server's database. */
export function writeTeamData(env: Record<string, string>, username: string, members: number, bets: number): TeamReportData {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/team-report-data.ts', username, String(members), String(bets)], {
    cwd: ROOT, env: serverProcessEnv(env), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Writing the team's data failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as TeamReportData;
}

/** The agent's reports, asked by `connections` sessions at once for `seconds` each (after a 2 s warm-up each). */
export async function teamReportReads(server: BenchServer, username: string, data: TeamReportData, connections: number, seconds: number): Promise<TeamReportBench> {
  const sessions: Member[] = [];
  for (let index = 0; index < connections; index++) sessions.push({ username, token: (await login(server.baseUrl, username, PASSWORD)).token, launch: '' });
  const period = `startDate=${data.startDate}&endDate=${data.endDate}`;
  const reads = [
    { name: 'team overview (30 days)', path: `/wps/agent/team/overview?${period}`, betCount: (value: Record<string, unknown>) => (value.totals as { betCount: number }).betCount },
    { name: 'team P&L per level (30 days)', path: `/wps/agent/team/pnl?${period}&view=level`, betCount: (value: Record<string, unknown>) => (value.totals as { betCount: number }).betCount },
    {
      name: 'team P&L per member, page 1 of 20 (30 days)', path: `/wps/agent/team/pnl?${period}&view=member&page=1&size=20`,
      betCount: (value: Record<string, unknown>) => ((value.members as { list: unknown[] }).list.length === 20 ? (value.totals as { betCount: number }).betCount : -1),
    },
  ];
  const runs: TeamReportBench['runs'] = [];
  for (const read of reads) {
    const ask = (member: Member, agent: ReturnType<typeof keepAliveAgent>) =>
      rawRequest(agent, server.baseUrl + read.path, { headers: { ...API_HEADERS, 'Accept-Encoding': 'gzip, deflate, br', Authorization: member.token } }).then((raw) => {
        const answer = decoded(raw);
        const envelope = json(answer);
        if (answer.status !== 200 || !envelope.success || !envelope.value) return { ok: false as const, failure: failure(read.name, answer) };
        const counted = read.betCount(envelope.value);
        return counted === data.betsInPeriod ? { ok: true as const, transfers: {} } : { ok: false as const, failure: `${read.name}: ${counted} bets, not ${data.betsInPeriod}` };
      });
    await closedLoop(`${read.name} warm-up`, sessions, connections, 2, ask);
    const run = await closedLoop(read.name, sessions, connections, seconds, ask);
    runs.push({ ...run, path: read.path.split('?')[0]!, void: run.failed > 0 });
  }
  return { data, connections, runs };
}
