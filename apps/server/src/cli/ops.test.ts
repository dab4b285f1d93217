import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identityVerifications, jobRuns, operatorActions } from '../db/schema.ts';
import { every } from '../modules/jobs/schedule.ts';
import { createTestMember } from '../test/members.ts';
import { createPendingWithdrawal, createTestOperator, type TestOperator } from '../test/operators.ts';
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

  it('lists and approves withdrawals, rejects one with its reason, and adjusts a balance (a repeat of the request id changes nothing)', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const { member, withdrawalId } = await createPendingWithdrawal(ctx.app, ctx.database.db, '2000');
    const other = await createPendingWithdrawal(ctx.app, ctx.database.db, '1500');

    const list = await ops(['withdrawals', '--status', 'pending'], asOperator);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^id\s+merchant\s+account\s+amount\s+status/);
    expect(list.stdout).toMatch(new RegExp(`^${withdrawalId}\\s+DEMO\\s+${member.username}\\s+2000\\s+SUBMITTED`, 'm'));
    expect(await ops(['withdrawals', '--status', 'lost'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown status lost') });

    expect(await ops(['approve', String(withdrawalId)], asOperator)).toMatchObject({ code: 0, stdout: `Withdrawal ${withdrawalId}: PAID\n` });
    expect(await ops(['reject', String(other.withdrawalId)], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('--reason') });
    const rejected = await ops(['reject', String(other.withdrawalId), '--reason', 'Card holder differs'], asOperator);
    expect(rejected.stdout).toBe(`Withdrawal ${other.withdrawalId}: REJECTED\n`);
    expect(await ctx.app.services.ledger.walletBalanceMinor(other.member.memberId)).toBe(10_000_00);

    const target = await createTestMember(ctx.database.db);
    const credit = await ops(['adjust', target.username, '25.50', '--reason', 'Goodwill credit', '--request-id', 'cli-test-credit-1'], asOperator);
    expect(credit).toMatchObject({ code: 0, stdout: expect.stringContaining(`credit of 25.50 for DEMO/${target.username}; balance 25.50`) });
    expect((await ops(['adjust', target.username, '25.50', '--reason', 'Goodwill credit', '--request-id', 'cli-test-credit-1'], asOperator)).stdout)
      .toContain('Already done: credit of 25.50');
    const debit = await ops(['adjust', target.username, '-30', '--reason', 'Chargeback'], asOperator);
    expect(debit).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (insufficient.balance)') });
    expect(await ctx.app.services.ledger.walletBalanceMinor(target.memberId)).toBe(25_50);

    expect(await ops(['ledger-check'], asOperator)).toMatchObject({ code: 0, stdout: 'Ledger clean: every invariant holds.\n' });
  }, 240_000);

  it('lists the jobs and their runs, and re-runs a failed period once (audited)', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    ctx.app.services.jobs.register({ name: 'test.cli', schedule: every({ hours: 1 }), catchUp: 0, run: async () => ({ done: true }) });
    const [failed] = await ctx.database.db.insert(jobRuns).values({
      job: 'test.cli', periodKey: '2025-01-01T00:00:00.000Z', periodStart: new Date('2025-01-01T00:00:00Z'), periodEnd: new Date('2025-01-01T01:00:00Z'),
      status: 'FAILED', attempts: 3, error: 'provider\nunreachable', finishedAt: new Date('2025-01-01T01:00:05Z'),
    }).returning();

    const list = await ops(['jobs', '--status', 'failed'], asOperator);
    expect(list.code).toBe(0);
    const [jobsTable, runsTable] = list.stdout.split('\n\n');
    expect(jobsTable!.split('\n')[0]).toMatch(/^job\s+merchant\s+schedule\s+lastDone\s+lastDoneAt\s+nextDueAt\s+pending\s+running\s+failed$/);
    expect(jobsTable).toMatch(/^deposit\.expire-overdue\s+every 1 min\s/m);
    expect(jobsTable).toMatch(/^test\.cli\s+every 1 h\s+0\s+0\s+1$/m);
    expect(runsTable).toMatch(new RegExp(`^${failed!.id}\\s+test\\.cli\\s+2025-01-01T00:00:00\\.000Z\\s+FAILED\\s+3\\s.*provider unreachable$`, 'm'));
    expect(await ops(['jobs', '--status', 'lost'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown status lost') });

    const rerun = await ops(['rerun-job', String(failed!.id), '--reason', 'Provider is back'], asOperator);
    expect(rerun).toMatchObject({ code: 0, stdout: expect.stringContaining(`Job run ${failed!.id} (test.cli, period 2025-01-01T00:00:00.000Z): PENDING`) });
    const [audit] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.action, 'job.rerun'), eq(operatorActions.subjectId, failed!.id)));
    expect(audit).toMatchObject({ operatorId: operator.operatorId, reason: 'Provider is back', details: { from: 'FAILED', to: 'PENDING', job: 'test.cli' } });
    expect(await ops(['rerun-job', String(failed!.id)], asOperator)).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (action.not.allowed)') });
    expect(await ops(['rerun-job', 'x'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('run id') });

    expect(await ctx.app.services.jobs.tick()).toContainEqual({ job: 'test.cli', period: '2025-01-01T00:00:00.000Z', status: 'DONE' });
    expect((await ops(['jobs', '--job', 'test.cli'], asOperator)).stdout).toMatch(/^test\.cli\s+every 1 h\s+2025-01-01T00:00:00\.000Z\s/m);
  }, 240_000);
});

describe('npm run ops: promotions', () => {
  it('lists the promotions with their spend, reviews applications (issue, reject with a reason) and pauses a promotion', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const listed = await ops(['promotions', '--json'], asOperator);
    expect(listed.code).toBe(0);
    const birthday = (JSON.parse(listed.stdout) as Array<{ id: number; merchant: string; code: string; spent: number }>)
      .find((entry) => entry.merchant === 'DEMO' && entry.code === 'BIRTHDAY')!;
    expect(birthday.spent).toBe(0);

    const [issued, rejected] = [await createTestMember(ctx.database.db), await createTestMember(ctx.database.db)];
    for (const member of [issued, rejected]) {
      const applied = await ctx.app.inject({ method: 'POST', url: '/wps/promotion/apply', headers: { merchant: 'DEMO', authorization: member.token }, payload: { id: birthday.id } });
      expect(applied.json().value.status).toBe('APPLYING');
    }
    const applications = JSON.parse((await ops(['applications', '--json'], asOperator)).stdout) as Array<{ participationId: number; account: string }>;
    const idOf = (username: string) => String(applications.find((entry) => entry.account === username)!.participationId);
    expect((await ops(['issue', idOf(issued.username)], asOperator)).stdout).toContain(': ISSUED');
    expect((await ops(['reject-application', idOf(rejected.username)], asOperator))).toMatchObject({ code: 2, stderr: expect.stringContaining('--reason') });
    expect((await ops(['reject-application', idOf(rejected.username), '--reason', 'Not this month'], asOperator)).stdout).toContain(': REJECTED');
    expect((await ops(['promotion-state', String(birthday.id), 'paused', '--reason', 'Budget review'], asOperator)).stdout).toContain('PAUSED');
    const after = (JSON.parse((await ops(['promotions', '--json'], asOperator)).stdout) as Array<{ id: number; state: string; spent: number }>)
      .find((entry) => entry.id === birthday.id)!;
    expect(after).toMatchObject({ state: 'PAUSED', spent: 100, claimed: 1 });
    expect((await ops(['promotions'], asOperator)).stdout.split('\n')[0]).toMatch(/\sspent\s+participants\s+claimed\s/);
    const audit = await ctx.database.db.select().from(operatorActions).where(eq(operatorActions.operatorId, operator.operatorId));
    expect(audit.filter((entry) => entry.action.startsWith('promotion.')).map((entry) => entry.action)).toEqual(['promotion.issue', 'promotion.reject', 'promotion.state']);
  }, 180_000);
});

describe('npm run ops: leaderboard prizes', () => {
  it("sets a mission's prizes per rank, refuses a bad amount, and takes them away", async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const mission = (JSON.parse((await ops(['promotions', '--json'], asOperator)).stdout) as Array<{ id: number; merchant: string; code: string }>)
      .find((entry) => entry.merchant === 'ALT' && entry.code === 'SLOTS_MISSION')!;
    expect((await ops(['promotion-prizes', String(mission.id), '800', '200.50'], asOperator)).stdout).toContain(`Promotion ${mission.id}: #1 800.00, #2 200.50`);
    expect((await ops(['promotion-prizes', String(mission.id), '-5'], asOperator)).code).not.toBe(0);
    expect((await ops(['promotion-prizes', String(mission.id)], asOperator)).stdout).toContain('no prizes');
  }, 120_000);
});

describe('npm run ops: promotion settings', () => {
  const asOperator = () => ({ env: { OPS_TOKEN: operator.token } });
  const auditsOf = (action: 'rebate.rate' | 'referral.rule' | 'red-rain.schedule' | 'red-rain.cancel') =>
    ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, action)));

  it('lists and sets a rebate rate and the least claim, refusing a bad rate before it is sent', async () => {
    const listed = await ops(['rebate-rates'], asOperator());
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain('DEMO: least claim 1.00, wagering 1x the rebate');
    expect(listed.stdout).toMatch(/^VIP0\s+RNG\s+80\s+1970-01-01T00:00:00\.000Z\s+0\.80%$/m);

    const set = await ops(['set-rebate-rate', 'rng', '150', '--min-claim', '2.00', '--reason', 'Slots week'], asOperator());
    expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining('least claim 2.00') });
    expect(set.stdout).toMatch(/^VIP0\s+RNG\s+150\s+\S+\s+1\.50%$/m);
    expect(await auditsOf('rebate.rate')).toMatchObject([{ reason: 'Slots week', details: { before: { rateBasisPoints: 80, minClaimMinor: 1_00 }, after: { rateBasisPoints: 150, minClaimMinor: 2_00 } } }]);

    expect(await ops(['set-rebate-rate', 'rng', '5000'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('rateBasisPoints') });
    expect(await ops(['set-rebate-rate', 'rng', 'lots'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('basis points') });
    expect(await ops(['set-rebate-rate', 'poker', '50'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('gameCategory') });
    expect(await ops(['set-rebate-rate', 'rng', '50', '--merchant', 'NOPE'], asOperator())).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (not.found)') });
    expect(await auditsOf('rebate.rate')).toHaveLength(1);
    expect((await ops(['set-rebate-rate', '--help'])).stdout).toContain('set-rebate-rate [<category> <basis points>]');
  }, 240_000);

  it('shows the referral rule and changes only the options given, audited', async () => {
    const shown = await ops(['referral-rule'], asOperator());
    expect(shown.stdout).toContain('An invitee whose deposits reach 500.00 within 30 days earns the referrer 100.00 (wagered 5x), for any number of invitees at most.');
    const set = await ops(['set-referral-rule', '--reward', '110.00', '--max-rewards', '3', '--reason', 'Summer campaign'], asOperator());
    expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining('reach 500.00 within 30 days earns the referrer 110.00 (wagered 5x), for 3 invitees at most.') });
    expect(await auditsOf('referral.rule')).toMatchObject([{ reason: 'Summer campaign', details: { before: { rewardMinor: 100_00, maxRewardsPerReferrer: null }, after: { rewardMinor: 110_00, maxRewardsPerReferrer: 3 } } }]);
    expect(await ops(['set-referral-rule', '--qualify-days', '0'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('qualifyDays') });
    expect(await ops(['set-referral-rule', '--reward', 'free'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('reward') });
    expect((await ops(['set-referral-rule', '--max-rewards', 'none', '--reward', '100.00'], asOperator())).stdout).toContain('for any number of invitees at most');
    expect(await auditsOf('referral.rule')).toHaveLength(2);
  }, 240_000);

  it('schedules a rain session funded through the ledger, lists it and cancels it with its budget returned', async () => {
    const startsAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const rain = ['schedule-rain', '--start', startsAt, '--duration', '120', '--budget', '50.00', '--cap', '1.00', '--request-id', 'cli-rain-00000001', '--reason', 'Evening rain'];
    const scheduled = await ops(rain, asOperator());
    expect(scheduled).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Rain session \d+ for DEMO: .* budget 50\.00, 1\.00 per member/) });
    const sessionId = Number(/Rain session (\d+)/.exec(scheduled.stdout)![1]);
    expect((await ops(rain, asOperator())).stdout).toContain(`Rain session ${sessionId} `);
    expect(await auditsOf('red-rain.schedule')).toMatchObject([{ subjectId: sessionId, amountMinor: 50_00, reason: 'Evening rain' }]);
    expect(await ops([...rain.slice(0, -4), '--cap', '60.00'], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('perMemberCap') });
    expect(await ops(['schedule-rain', '--start', 'soon', '--duration', '120', '--budget', '50.00', '--cap', '1.00'], asOperator()))
      .toMatchObject({ code: 2, stderr: expect.stringContaining('startsAt') });

    const listed = await ops(['rain-sessions'], asOperator());
    expect(listed.stdout.split('\n')[0]).toMatch(/^id\s+source\s+agent\s+startsAt\s+endsAt\s+status\s+budget\s+perMemberCap\s+caught\s+envelopes\s+players\s+returned$/);
    expect(listed.stdout).toMatch(new RegExp(`^${sessionId}\\s+operator\\s+${startsAt.replaceAll('.', '\\.')}\\s+\\S+\\s+UPCOMING\\s+50\\s+1\\s+0\\s+0\\s+0$`, 'm'));

    expect(await ops(['cancel-rain', String(sessionId)], asOperator())).toMatchObject({ code: 2, stderr: expect.stringContaining('--reason') });
    expect(await ops(['cancel-rain', String(sessionId), '--reason', 'Moved to tomorrow'], asOperator()))
      .toMatchObject({ code: 0, stdout: `Rain session ${sessionId}: CANCELLED; 50.00 went back.\n` });
    expect(await auditsOf('red-rain.cancel')).toMatchObject([{ subjectId: sessionId, amountMinor: 50_00, reason: 'Moved to tomorrow' }]);
    expect(await ops(['ledger-check'], asOperator())).toMatchObject({ code: 0, stdout: 'Ledger clean: every invariant holds.\n' });
  }, 240_000);

  it('lists open feedback, shows one with its pictures written out, replies and closes it (audited)', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const member = await createTestMember(ctx.database.db);
    const picture = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer()).toString('base64');
    const made = (await ctx.app.inject({
      method: 'PUT', url: '/wps/feedback', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { requestId: 'cli-feedback-request-1', type: 'withdrawal', content: 'My withdrawal has been pending since yesterday', pictures: [{ contentType: 'image/png', data: picture }] },
    })).json().value as { id: number };

    const open = await ops(['feedback'], asOperator);
    expect(open.stdout.split('\n')[0]).toMatch(/^id\s+merchant\s+account\s+type\s+status\s+content\s+pictures/);
    expect(open.stdout).toMatch(new RegExp(`^${made.id}\\s+DEMO\\s+${member.username}\\s+withdrawal\\s+OPEN\\s+My withdrawal`, 'm'));
    expect(await ops(['feedback', '--status', 'lost'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown status lost') });

    const out = join(configDir, 'pictures');
    const shown = await ops(['feedback-show', String(made.id), '--out', out], asOperator);
    expect(shown.stdout).toContain(`Feedback ${made.id} from DEMO/${member.username}, withdrawal, OPEN`);
    expect((await sharp(readFileSync(join(out, `feedback-${made.id}-1.png`))).metadata()).format).toBe('png');

    expect(await ops(['feedback-reply', String(made.id)], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('--reply') });
    expect(await ops(['feedback-reply', String(made.id), '--reply', 'It was paid this morning.'], asOperator))
      .toMatchObject({ code: 0, stdout: `Feedback ${made.id}: REPLIED\n` });
    expect(await ops(['feedback-close', String(made.id)], asOperator)).toMatchObject({ code: 0, stdout: `Feedback ${made.id}: CLOSED\n` });
    const audits = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.subjectId, made.id)));
    // The same operator acts on other subjects with the same id in this file (a broadcast, a chat): only feedback's count here.
    expect(audits.map((row) => row.action).filter((action) => action.startsWith('feedback.')).sort()).toEqual(['feedback.close', 'feedback.reply']);
  }, 120_000);
});

describe('npm run ops: inbox', () => {
  it('broadcasts a message to a member type (audited), refuses one without a title before it is sent, and lists a member\'s messages', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const agent = await createTestMember(ctx.database.db, { type: 1 });
    const sent = await ops(['broadcast', '--merchant', 'DEMO', '--member-type', '1', '--title', 'Commission table', '--body', 'The new table applies from Monday.'], asOperator);
    expect(sent).toMatchObject({ code: 0, stderr: '' });
    expect(sent.stdout).toMatch(/^Broadcast \d+ \(DEMO, member type 1\) written to [1-9]\d* members\.$/m);
    const [audit] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'inbox.broadcast')));
    expect(audit).toMatchObject({ details: { memberType: 1, title: 'Commission table' } });

    expect(await ops(['broadcast', '--body', 'No title'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('texts.EN.title') });
    const listed = await ops(['messages', agent.username, '--merchant', 'DEMO'], asOperator);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/BROADCAST\s+Commission table/);
  }, 120_000);
});

describe('npm run ops: player protection', () => {
  it("shows a member's exclusion (audited); nothing lifts it", async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const member = await createTestMember(ctx.database.db);
    const none = await ops(['protection', member.username, '--merchant', 'DEMO'], asOperator);
    expect(none).toMatchObject({ code: 0, stderr: '' });
    expect(none.stdout).toContain('No time-out or self-exclusion in force.');
    await ctx.app.services.protection.exclude(member.memberId, { period: 'permanent', password: member.password });
    const shown = await ops(['protection', member.username, '--merchant', 'DEMO'], asOperator);
    expect(shown.stdout).toMatch(/Self-exclusion since \S+, permanent \(cannot be lifted or shortened\)/);
    const audits = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'protection.view')));
    expect(audits).toHaveLength(2);
    expect((await ops(['lift-exclusion', member.username], asOperator)).code).not.toBe(0);
  }, 120_000);
});

describe('npm run ops: live chat', () => {
  const asOperator = () => ({ env: { OPS_TOKEN: operator.token } });
  const auditsOf = (action: 'chat.reply' | 'chat.close') =>
    ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, action)));

  it('lists the open chats, reads one, replies once per request id and closes it (audited)', async () => {
    const member = await createTestMember(ctx.database.db);
    const headers = { merchant: 'DEMO', authorization: member.token };
    const chatId = (await ctx.app.inject({ method: 'POST', url: '/wps/chat/start', headers, payload: {} })).json().value.chat.id as number;
    await ctx.app.inject({ method: 'POST', url: '/wps/chat/send', headers, payload: { chatId, clientMessageId: 'cli-chat-0001', text: 'Where is my withdrawal?' } });

    const listed = await ops(['chats'], asOperator());
    expect(listed.stdout.split('\n')[0]).toMatch(/^id\s+merchant\s+who\s+unread\s+lastMessageAt\s+lastMessage$/);
    expect(listed.stdout).toMatch(new RegExp(`^${chatId}\\s+DEMO\\s+${member.username}\\s+1\\s+\\S+\\s+Where is my withdrawal\\?$`, 'm'));
    expect((await ops(['chat', String(chatId)], asOperator())).stdout).toMatch(/MEMBER: Where is my withdrawal\?/);
    const reply = ['chat-reply', String(chatId), 'It is paid out today.', '--request-id', 'cli-chat-reply-1'];
    expect(await ops(reply, asOperator())).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Sent message \d+ in chat/) });
    expect((await ops(reply, asOperator())).code).toBe(0);
    expect(await auditsOf('chat.reply')).toHaveLength(1);
    const history = (await ctx.app.inject({ method: 'GET', url: `/wps/chat/messages?chatId=${chatId}`, headers })).json().value.messages;
    expect(history.map((message: { text: string }) => message.text)).toEqual(['Where is my withdrawal?', 'It is paid out today.']);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#108040' } }).png().toBuffer();
    const sent = await ctx.app.inject({
      method: 'POST', url: '/wps/chat/send', headers,
      payload: { chatId, clientMessageId: 'cli-chat-0002', text: 'My receipt', pictures: [{ contentType: 'image/png', data: png.toString('base64') }] },
    });
    const messageId = sent.json().value.id as number;
    expect((await ops(['chat', String(chatId)], asOperator())).stdout).toContain(`MEMBER: My receipt [1 picture(s): chat-picture ${messageId}]`);
    const saved = join(configDir, 'receipt.png');
    expect(await ops(['chat-picture', String(messageId), '--file', saved], asOperator())).toMatchObject({ code: 0, stdout: `Saved image/png to ${saved}.\n` });
    expect((await sharp(readFileSync(saved)).metadata()).format).toBe('png');
    expect(await ops(['chat-close', String(chatId)], asOperator())).toMatchObject({ code: 0, stdout: `Chat ${chatId}: CLOSED.\n` });
    expect(await auditsOf('chat.close')).toMatchObject([{ subjectId: chatId }]);
    expect((await ops(['chats'], asOperator())).stdout).not.toMatch(new RegExp(`^${chatId}\\s`, 'm'));
  }, 240_000);
});

describe('npm run ops -- identity', () => {
  it('lists pending identities, shows one with its pictures written out, rejects with a reason and approves the one sent again (audited)', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const member = await createTestMember(ctx.database.db, { identity: 'NOT_SUBMITTED' });
    const picture = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#663399' } }).png().toBuffer()).toString('base64');
    const send = () => ctx.app.inject({
      method: 'PUT', url: '/wps/member/identity', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { fullName: 'Jose Rizal Mercado', birthDate: '1990-06-19', idPicture: { contentType: 'image/png', data: picture }, selfie: { contentType: 'image/png', data: picture } },
    });
    expect((await send()).json()).toMatchObject({ success: true });
    const [row] = await ctx.database.db.select({ id: identityVerifications.id }).from(identityVerifications).where(eq(identityVerifications.memberId, member.memberId));
    const id = row!.id;

    const pending = await ops(['identity'], asOperator);
    expect(pending.stdout.split('\n')[0]).toMatch(/^id\s+merchant\s+account\s+status\s+fullName\s+birthDate\s+age\s+minAge/);
    expect(pending.stdout).toMatch(new RegExp(`^${id}\\s+DEMO\\s+${member.username}\\s+PENDING\\s+Jose Rizal Mercado\\s+1990-06-19`, 'm'));
    expect(await ops(['identity', '--status', 'lost'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown status lost') });

    const out = join(configDir, 'identity');
    const shown = await ops(['identity-show', String(id), '--out', out], asOperator);
    expect(shown.stdout).toContain(`Identity ${id} of DEMO/${member.username}: PENDING`);
    expect((await sharp(readFileSync(join(out, `identity-${id}-selfie.png`))).metadata()).format).toBe('png');

    expect(await ops(['identity-reject', String(id)], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('--reason') });
    expect(await ops(['identity-reject', String(id), '--reason', 'The selfie does not show the ID.'], asOperator))
      .toMatchObject({ code: 0, stdout: `Identity ${id} of ${member.username}: REJECTED\n` });
    expect((await send()).json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
    expect(await ops(['identity-approve', String(id)], asOperator)).toMatchObject({ code: 0, stdout: `Identity ${id} of ${member.username}: APPROVED\n` });
    const audits = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.subjectId, id)));
    expect(audits.map((row) => row.action).filter((action) => action.startsWith('identity.')).sort()).toEqual(['identity.approve', 'identity.reject']);
  }, 120_000);
});

describe('npm run ops: the VIP club', () => {
  it("lists the levels and sets a member's level by hand, audited, with no upgrade bonus", async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const listed = await ops(['vip-levels'], asOperator);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain('Turnover and deposits over 30 days');
    expect(listed.stdout).toMatch(/^VIP1\s+1000\.00\s+200\.00\s+18\.00\s+0\.00\s+0\.00\s+5 \/ 100000\.00\s+0\.90%$/m);

    const member = await createTestMember(ctx.database.db);
    const set = await ops(['set-vip-level', member.username, 'vip3', '--reason', 'Loyal player'], asOperator);
    expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining(`${member.username}: VIP0 → VIP3`) });
    const audits = await ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'vip.level')));
    expect(audits).toMatchObject([{ reason: 'Loyal player', details: { before: 'VIP0', after: 'VIP3' } }]);
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);
    expect(await ops(['set-vip-level', member.username, 'VIP99', '--reason', 'Loyal player'], asOperator)).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (not.found)') });
    expect(await ops(['set-vip-level', member.username, 'VIP2'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('reason') });
  }, 240_000);
});

describe('npm run ops: agent rebate rates', () => {
  it("sets a top agent's rates, audited, and refuses a sub-agent", async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const top = await createTestMember(ctx.database.db, { type: 1 });
    const sub = await createTestMember(ctx.database.db, { type: 1, parentId: top.memberId });
    const set = await ops(['set-agent-rebate-rates', top.username, 'rng=150', 'LIVE=80', '--reason', 'New top agent'], asOperator);
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toMatch(/^RNG\s+150\s+1\.50%$/m);
    const listed = await ops(['agent-rebate-rates', top.username], asOperator);
    expect(listed.stdout).toMatch(/^LIVE\s+80\s+0\.80%$/m);
    const audits = await ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'agent-rebate.rate')));
    expect(audits).toMatchObject([{ reason: 'New top agent', memberId: top.memberId, details: { before: { RNG: 0, LIVE: 0 }, after: { RNG: 150, LIVE: 80 } } }]);
    expect(await ops(['set-agent-rebate-rates', sub.username, 'RNG=10'], asOperator)).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (action.not.allowed)') });
    expect(await ops(['set-agent-rebate-rates', top.username, 'RNG=abc'], asOperator)).toMatchObject({ code: 2 });
    expect(await ops(['set-agent-rebate-rates', top.username, 'POKER=10'], asOperator)).toMatchObject({ code: 2 });
  }, 240_000);
});

describe('npm run ops: the sportsbook', () => {
  it('lists the matches with their markets, reprices and suspends a market and enters a result, audited', async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const listed = await ops(['sports-fixtures'], asOperator);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const row = /^(\d+)\s+\S+\s+San Miguel Beermen v Barangay Ginebra San Miguel\s+0\s+(\d+)\s+WINNER\s+OPEN\s+(\d+):HOME@/m.exec(listed.stdout);
    expect(row).not.toBeNull();
    const [, fixtureId, marketId, homeId] = row!;

    const repriced = await ops(['sports-market', marketId!, `${homeId}=1.75`, '--suspend', '--reason', 'Injury news'], asOperator);
    expect(repriced).toMatchObject({ code: 0, stdout: expect.stringContaining(`Market ${marketId}: SUSPENDED HOME@1.75`) });
    expect(await ops(['sports-market', marketId!, `${homeId}=1,75`], asOperator)).toMatchObject({ code: 2 });

    expect(await ops(['sports-result', fixtureId!, '98-95'], asOperator)).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (action.not.allowed)') });
    const cancelled = await ops(['sports-result', fixtureId!, '--cancelled', '--reason', 'Venue flooded'], asOperator);
    expect(cancelled).toMatchObject({ code: 0, stdout: expect.stringContaining(`Match ${fixtureId}: CANCELLED; 0 bets settled, 0.00 paid`) });
    const audits = await ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'sports.result')));
    expect(audits).toMatchObject([{ reason: 'Venue flooded', subjectId: Number(fixtureId), details: { status: 'CANCELLED' } }]);
  }, 240_000);
});

describe('npm run ops: game vendors', () => {
  it("issues a vendor's key (its secret shown once), rotates it with an overlap and revokes it, audited", async () => {
    const asOperator = { env: { OPS_TOKEN: operator.token } };
    const issued = await ops(['issue-vendor-key', 'RIVERJADE', '--reason', 'Contract signed'], asOperator);
    expect(issued).toMatchObject({ code: 0, stderr: '' });
    const [, keyId, secret] = /key (\d+) issued at .*shown this once:\n([A-Za-z0-9_-]{43})\n$/.exec(issued.stdout)!;
    expect((await ops(['issue-vendor-key', 'RIVERJADE'], asOperator))).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (action.not.allowed)') });
    expect(await ops(['issue-vendor-key', 'river jade'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('vendor code') });

    const rotated = await ops(['rotate-vendor-key', 'RIVERJADE', '--overlap', '5', '--json'], asOperator);
    const answer = JSON.parse(rotated.stdout) as { keyId: number; secret: string; replaced: { keyId: number; retiresAt: string } };
    expect(answer.replaced.keyId).toBe(Number(keyId));
    expect(answer.secret).not.toBe(secret);

    const listed = await ops(['game-vendors'], asOperator);
    expect(listed.stdout.split('\n')[0]).toMatch(/^vendor\s+name\s+keys$/);
    expect(listed.stdout).toMatch(new RegExp(`^RIVERJADE\\s+River Jade\\s+${answer.keyId}, ${keyId} \\(until ${answer.replaced.retiresAt}\\)$`, 'm'));
    expect(listed.stdout).not.toContain(secret);

    expect(await ops(['revoke-vendor-key', 'RIVERJADE'], asOperator)).toMatchObject({ code: 2, stderr: expect.stringContaining('--reason') });
    expect(await ops(['revoke-vendor-key', 'RIVERJADE', '--reason', 'Contract ended'], asOperator))
      .toMatchObject({ code: 0, stdout: 'RIVERJADE: 2 key(s) revoked; its calls are refused.\n' });
    const audits = await ctx.database.db.select().from(operatorActions).where(eq(operatorActions.operatorId, operator.operatorId));
    expect(audits.filter((row) => row.action.startsWith('game-vendor-key.')).map((row) => [row.action, row.reason])).toEqual([
      ['game-vendor-key.issue', 'Contract signed'], ['game-vendor-key.rotate', null], ['game-vendor-key.revoke', 'Contract ended'],
    ]);
  }, 240_000);
});
