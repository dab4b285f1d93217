/**
 * `npm run ops -- <command>`: the operator console. Talks to the running server's operator API
 * (`OPS_URL`, default http://127.0.0.1:8080) with the token of `login` (kept in a file only its
 * owner reads) or `OPS_TOKEN`; `create-operator` works on the database itself, server stopped.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  depositOrderIdSchema, endpoints, gameVendorCodeSchema, JOB_NAME, JOB_RUN_STATUSES, OPERATOR_DEPOSIT_FILTERS, OPERATOR_WITHDRAWAL_FILTERS, operatorDepositListQuerySchema,
  operatorJobsQuerySchema, operatorWithdrawalListQuerySchema, operatorApplicationsQuerySchema, PROMOTION_STATES,
  OPERATOR_FEEDBACK_FILTERS, operatorFeedbackListQuerySchema, OPERATOR_IDENTITY_FILTERS, operatorIdentityListQuerySchema,
  formatLine, formatOdds, GAME_VENDOR_KEY_OVERLAP, type EndpointBody, type OperatorIssuedGameVendorKey, type OperatorAgentRates, type OperatorReferralRule, type OperatorRebateRates, type VipLevels,
} from '@m/contract';
import type { z } from 'zod';
import { createOperatorAccount, OperatorAccountError } from '../modules/operator/accounts.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { merchants } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { openServerDatabase } from './database.ts';
import { createOperatorClient, OperatorApiError } from './ops-client.ts';
import { readLine } from './prompt.ts';
import { forgetLogin, readStoredLogin, storeLogin, tokenFile } from './token-store.ts';

const USAGE = `Usage: npm run ops -- <command>

  login [username]                         log in (password typed or piped on stdin); the token is kept in ${tokenFile()}
  logout                                   end the session and forget the token
  withdrawals [--status pending]           list withdrawals
  approve <withdrawal id>                  approve a withdrawal (paid out)
  reject <withdrawal id> --reason "..."    reject a withdrawal (the amount goes back to the wallet)
  deposits [--status pending]              list deposit orders (pending: awaiting payment)
  confirm <order number>                   confirm a manual bank transfer deposit (credits it)
  reject-deposit <order number> --reason "..."  reject a manual deposit
  adjust <account> <amount> --reason "..." credit (50.00) or debit (-50.00) a member's wallet
        [--merchant CODE] [--request-id ID]  (repeat with the same request id to retry safely)
  ledger-check                             check the ledger's invariants through the server
  jobs [--job NAME] [--status failed]      the scheduled jobs (schedule, last period done, next due, runs
                                           by state) and their newest runs (state, attempts, error);
                                           without a filter, the runs not done
  rerun-job <run id> [--reason "..."]      run a failed period of a job again (audited)
  promotions                               the promotions with their state, spend against budget, participants
                                           and rewards paid (claimed)
  applications [--status applying]         promotion applications (applying, issued, rejected)
  issue <participation id>                 issue an application (pays its reward)
  reject-application <participation id> --reason "..."  reject an application
  promotion-state <promotion id> <active|paused|closed> [--reason "..."]  pause, resume or close a promotion
  create-promotion --file <promotion.json> create a promotion (the operator API's body as JSON)
  promotion-prizes <promotion id> [<amount> ...]  a mission's leaderboard prizes, rank 1 first (none: no prizes)
  rebate-rates                             the manual rebate's least claim and the rates in force per club level
                                           and game category (basis points: 80 = 0.80%)
  set-rebate-rate [<category> <basis points>] [--club VIP0] [--min-claim 5.00] [--reason "..."]
                                           change a rate (for stakes from now on; earlier stakes keep
                                           theirs) and/or the least a claim pays (audited)
  vip-levels                               the VIP club's levels: requirements over the window, bonuses,
                                           daily withdrawals and the top rebate rate of each
  set-vip-level <username> <VIP3> --reason "..."  set a member's VIP level by hand, up or down; no
                                           upgrade bonus is paid, for the levels passed either (audited)
  sports-fixtures                          the sportsbook's matches to be resulted: kick-off, open bets, markets
                                           with their selection ids and odds
  sports-market <market id> [--suspend | --reopen] [<selection id>=<odds> ...] [--reason "..."]
                                           suspend, reopen or reprice a market (odds as 1.85) (audited)
  sports-result <fixture id> <home score>-<away score> [--reason "..."] | <fixture id> --cancelled --reason "..."
                                           enter a match's result: settles every bet it decides, once;
                                           cancelled: every bet on it is void, its stake back (audited)
  agent-rebate-rates <username>            a top agent's rebate rates per game category (basis points of
                                           its team's stakes: 80 = 0.80%)
  set-agent-rebate-rates <username> <CATEGORY>=<basis points> ... [--reason "..."]  set a top agent's
                                           rates for stakes from now on; lowering one lowers its team's
                                           rates above it to the new rate (audited)
  referral-rule                            the invite-friends rule and what it has paid
  set-referral-rule [--min-deposit 500.00] [--reward 100.00] [--turnover 5] [--qualify-days 30]
        [--max-rewards 20|none] [--reason "..."]  change the rule (the options not given keep their
                                           value); it applies to every referral not yet paid (audited)
  rain-sessions                            the red-envelope rain sessions: upcoming and live first, then
                                           ended, with what was caught and what went back
  schedule-rain --start <ISO time> --duration <seconds> --budget 500.00 --cap 5.00
        [--request-id ID] [--reason "..."]  schedule a session for all members, its budget taken now
                                           from the promotion expense (audited; repeat the request id
                                           to retry safely)
  cancel-rain <session id> --reason "..."  cancel a session not started; its budget goes back (audited)
  broadcast --title "..." --body "..." [--language EN] [--member-type N] | --file <texts.json>
                                           a message to every member (or those of one member type) in
                                           their inbox; the file gives texts per language:
                                           {"EN": {"title": "...", "body": "..."}, "TY": {...}} (audited)
  messages <account>                       a member's newest inbox messages, deleted ones too (support)
  protection <account>                     a member's reality check and time-out or self-exclusion in force
                                           (audited); nothing lifts or shortens an exclusion: it ends on its date
  feedback [--status open|replied|closed|all]  members' feedback (open: oldest waiting first)
  feedback-show <feedback id> [--out DIR]  one feedback whole; --out writes its pictures (the kept copies) to DIR
  feedback-reply <feedback id> --reply "..."  answer a feedback: the member reads it on the feedback page (audited)
  feedback-close <feedback id>             close a feedback (audited)
  identity [--status pending|approved|rejected|all]  members' identity verifications (pending: oldest waiting first)
  identity-show <verification id> [--out DIR]  one verification: name, date of birth, age; --out writes the ID
                                           picture and the selfie (the kept copies) to DIR
  identity-approve <verification id>       approve an identity: where the merchant requires it, the member may withdraw (audited)
  identity-reject <verification id> --reason "..."  reject an identity; the member reads the reason and may send it again (audited)
  chats [--merchant CODE]                  the open live chats, newest message first, with their unread count
  chat <chat id>                           read a chat: its messages, oldest first (marks them read)
  chat-picture <message id> [<index>] --file <path>  save a picture of a message (index 0 to 2) to a file
  chat-reply <chat id> <text> [--request-id ID]  answer in a chat (audited; repeat the request id to retry safely)
  chat-close <chat id> [--reason "..."]    close a chat; its member or guest may then rate it (audited)
  game-vendors                             the catalogue's game vendors and their live game-API keys (never the secrets)
  issue-vendor-key <vendor> [--reason "..."]  issue an outside vendor's game-API key; its secret is shown this
                                           once, to hand to the vendor (audited)
  rotate-vendor-key <vendor> [--overlap <minutes>] [--reason "..."]  a new key for the vendor; the replaced one
                                           is still accepted for the overlap (${GAME_VENDOR_KEY_OVERLAP.defaultMinutes} minutes unless told, at most
                                           ${GAME_VENDOR_KEY_OVERLAP.maxMinutes}, 0: not at all); the new secret is shown once (audited)
  revoke-vendor-key <vendor> --reason "..."  end the vendor's keys at once: its calls are refused (audited)
  (the settings commands take --merchant CODE; default: the operator's merchant, else MERCHANT or DEMO)
  create-operator <username> [--merchant CODE]
                                           make an operator (of one merchant, else of all) on the
                                           database itself (DATA_DIR or DATABASE_URL), server stopped

Add --json for the raw answer. Environment: OPS_URL (default http://127.0.0.1:8080), OPS_TOKEN.`;

class UsageError extends Error {}

const VALUE_OPTIONS = new Set([
  'status', 'reason', 'merchant', 'request-id', 'job', 'file', 'club', 'min-claim', 'min-deposit', 'reward', 'turnover', 'qualify-days', 'max-rewards',
  'start', 'duration', 'budget', 'cap', 'title', 'body', 'language', 'member-type', 'reply', 'out', 'overlap',
]);
const FLAG_OPTIONS = new Set(['json', 'help', 'suspend', 'reopen', 'cancelled']);

/** Arguments and `--name value` / `--name=value` options; a negative number (`-50.00`) is an argument; a bare `--` is skipped. */
function parseArguments(args: string[]) {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') continue;
    const option = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!option) {
      positionals.push(arg);
      continue;
    }
    const [, name = '', inline] = option;
    if (FLAG_OPTIONS.has(name) && inline === undefined) options.set(name, true);
    else if (VALUE_OPTIONS.has(name)) {
      const value = inline ?? args[++index];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
    } else throw new UsageError(`Unknown option ${arg}`);
  }
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return { positionals, flag: (name: string) => options.get(name) === true, text };
}

const baseUrl = () => process.env.OPS_URL || 'http://127.0.0.1:8080';

/** The token for `baseUrl`: OPS_TOKEN, else the stored login if it was made for this server. */
function currentToken(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const stored = readStoredLogin();
  if (!stored) throw new UsageError('Not logged in: run `npm run ops -- login` (or set OPS_TOKEN).');
  if (stored.url !== baseUrl()) throw new UsageError(`The stored login is for ${stored.url}, not ${baseUrl()}: log in again.`);
  return stored.token;
}

function printTable(rows: Record<string, unknown>[]) {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cells = rows.map((row) => columns.map((column) => (row[column] === null || row[column] === undefined ? '' : String(row[column]))));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index]!.length)));
  const line = (values: string[]) => values.map((value, index) => value.padEnd(widths[index]!)).join('  ').trimEnd();
  console.log(line(columns));
  for (const values of cells) console.log(line(values));
}

const withdrawalId = (value: string | undefined): number => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new UsageError('Give the withdrawal id (a positive whole number).');
  return Number(value);
};

/** A positive whole number the command names (`what`: the participation id, as `applications` lists it). */
const positiveId = (value: string | undefined, what: string): number => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new UsageError(`Give the ${what} (a positive whole number).`);
  return Number(value);
};
const participationId = (value: string | undefined) => positiveId(value, 'participation id, as `applications` lists it');
const feedbackId = (value: string | undefined) => positiveId(value, 'feedback id, as `feedback` lists it');
const identityId = (value: string | undefined) => positiveId(value, 'verification id, as `identity` lists it');

const vendorCode = (value: string | undefined): string => {
  if (!value || !gameVendorCodeSchema.safeParse(value).success) throw new UsageError('Give the vendor code as `game-vendors` lists it (STARFORGE).');
  return value;
};

const runId = (value: string | undefined): number => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new UsageError('Give the run id (a positive whole number, as `jobs` lists it).');
  return Number(value);
};

/** A run's error on one line of a table; --json has it whole. */
const oneLine = (text: string | null, max = 80) => {
  if (text === null) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const depositOrderId = (value: string | undefined): string => {
  const parsed = depositOrderIdSchema.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError('Give the deposit order number (D followed by digits and capitals, as `deposits` lists it).');
  return parsed.data;
};

/** `--status in-review` as the API names it (IN_REVIEW), checked against the list's filters. */
function statusFilter<S extends z.ZodType>(schema: S, value: string | undefined, allowed: string): z.output<S> {
  const parsed = schema.safeParse({ status: value?.toUpperCase().replaceAll('-', '_') });
  if (!parsed.success) throw new UsageError(`Unknown status ${value}; one of: ${allowed}`);
  return parsed.data;
}

/** The merchant a settings command is about: --merchant, else the logged-in operator's, else MERCHANT, else DEMO. */
const merchantOption = (value: string | undefined): string => value ?? readStoredLogin()?.merchants?.[0] ?? process.env.MERCHANT ?? 'DEMO';

/** A whole number an option or argument gives (`what` names it in the refusal). */
const wholeNumber = (value: string | undefined, what: string): number => {
  if (!value || !/^\d{1,9}$/.test(value)) throw new UsageError(`Give ${what} as a whole number.`);
  return Number(value);
};

/** The body checked against the endpoint's schema before it is sent: a refusal names each field and what is wrong. */
function checkedBody<N extends 'operatorSetRebateRate' | 'operatorSetReferralRule' | 'operatorScheduleRedRain' | 'operatorBroadcast' | 'operatorSetVipLevel' | 'operatorSetAgentRates'>(name: N, body: EndpointBody<N>): EndpointBody<N> {
  const parsed = endpoints[name].body.safeParse(body);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n'));
  return body;
}

/** Options given for a change, without those left out. */
const given = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

const amountText = (amount: number) => amount.toFixed(2);

function printRebateRates(rates: OperatorRebateRates) {
  console.log(`${rates.merchant}: least claim ${amountText(rates.minClaim)}, wagering ${rates.turnoverMultiple}x the rebate`);
  printTable(rates.rates.map((rate) => ({ ...rate, percent: `${(rate.rateBasisPoints / 100).toFixed(2)}%` })));
}

function printVipLevels(answer: VipLevels) {
  console.log(`Turnover and deposits over ${answer.windowDays} days`);
  printTable(answer.levels.map((level) => ({
    level: level.label, turnover: amountText(level.turnover), deposit: amountText(level.deposit), upgrade: amountText(level.upgradeBonus),
    birthday: amountText(level.birthdayBonus), monthly: amountText(level.monthlyBonus),
    withdrawals: `${level.dailyWithdrawCount} / ${amountText(level.dailyWithdrawAmount)}`,
    rebate: `${Math.max(0, ...level.rebateRates.map((rate) => rate.rate)).toFixed(2)}%`,
  })));
}

function printAgentRebateRates(answer: OperatorAgentRates) {
  console.log(`${answer.merchant} ${answer.username}: agent rebate rates`);
  printTable(answer.rates.map((rate) => ({ ...rate, percent: `${(rate.rateBasisPoints / 100).toFixed(2)}%` })));
}

function printReferralRule(answer: OperatorReferralRule) {
  const { rule } = answer;
  console.log(`${answer.merchant}: invite friends ${answer.enabled ? 'on' : 'off'}; paid ${answer.paid.referrals} referrals, ${amountText(answer.paid.amount)}`);
  console.log(rule
    ? `An invitee whose deposits reach ${amountText(rule.minDeposit)} within ${rule.qualifyDays} days earns the referrer ${amountText(rule.reward)} `
      + `(wagered ${rule.turnoverMultiplier}x), for ${rule.maxRewardsPerReferrer ?? 'any number of'} invitees at most.`
    : 'No rule: invitations are recorded, nothing is paid.');
}

/** A key an issue or a rotation made: the secret on a line of its own, to copy. */
function printIssuedKey(issued: OperatorIssuedGameVendorKey) {
  if (issued.replaced) console.log(`${issued.vendor}: key ${issued.replaced.keyId} is accepted until ${issued.replaced.retiresAt}.`);
  console.log(`${issued.vendor}: key ${issued.keyId} issued at ${issued.issuedAt}. Its secret (base64url, 32 bytes), shown this once:`);
  console.log(issued.secret);
}

const requiredReason = (reason: string | undefined): string => {
  if (!reason) throw new UsageError('Give the reason: --reason "..."');
  return reason;
};

async function createOperator(username: string | undefined, merchantCode: string | undefined) {
  if (!username) throw new UsageError('Give the new operator\'s username.');
  const password = await readLine(`Password for ${username}: `, { hidden: true });
  if (process.stdin.isTTY && password !== (await readLine('Repeat it: ', { hidden: true }))) throw new UsageError('The passwords differ.');
  const { handle, where } = await openServerDatabase();
  try {
    let merchantId: number | null = null;
    if (merchantCode) {
      const [merchant] = await handle.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
      if (!merchant) throw new UsageError(`No merchant ${merchantCode}.`);
      merchantId = merchant.id;
    }
    const operator = await createOperatorAccount(createOperatorRepository(handle.db), { username, password, merchantId });
    console.log(`Operator ${operator.username} (id ${operator.id}) of ${merchantCode ?? 'every merchant'} created in ${where}.`);
  } finally {
    await handle.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const { positionals, flag, text } = parseArguments(rest);
  if (!command || command === 'help' || flag('help')) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const show = (value: unknown, asText: () => void) => (flag('json') ? console.log(JSON.stringify(value, null, 2)) : asText());

  if (command === 'create-operator') {
    await createOperator(positionals[0], text('merchant'));
    return 0;
  }
  if (command === 'login') {
    const username = positionals[0] ?? (await readLine('Operator username: '));
    const password = await readLine('Password: ', { hidden: true });
    const answer = await createOperatorClient(baseUrl(), () => null)('operatorLogin', { body: { username, password } });
    storeLogin({ url: baseUrl(), token: answer.token, username: answer.username, merchants: answer.merchants, expiresAt: answer.expiresAt });
    console.log(`Logged in as ${answer.username} (${answer.merchants?.join(', ') ?? 'every merchant'}) until ${answer.expiresAt}.`);
    return 0;
  }
  if (command === 'logout') {
    await createOperatorClient(baseUrl(), currentToken)('operatorLogout');
    forgetLogin();
    console.log('Logged out.');
    return 0;
  }

  const call = createOperatorClient(baseUrl(), currentToken);
  switch (command) {
    case 'withdrawals': {
      const list = await call('operatorWithdrawals', { query: statusFilter(operatorWithdrawalListQuerySchema, text('status'), OPERATOR_WITHDRAWAL_FILTERS.join(', ').toLowerCase()) });
      show(list, () => printTable(list));
      return 0;
    }
    case 'deposits': {
      const list = await call('operatorDeposits', { query: statusFilter(operatorDepositListQuerySchema, text('status'), OPERATOR_DEPOSIT_FILTERS.join(', ').toLowerCase()) });
      show(list, () => printTable(list));
      return 0;
    }
    case 'approve': {
      const done = await call('operatorApproveWithdrawal', { body: { withdrawalId: withdrawalId(positionals[0]) } });
      show(done, () => console.log(`Withdrawal ${done.id}: ${done.status}`));
      return 0;
    }
    case 'reject': {
      const body = { withdrawalId: withdrawalId(positionals[0]), reason: requiredReason(text('reason')) };
      const done = await call('operatorRejectWithdrawal', { body });
      show(done, () => console.log(`Withdrawal ${done.id}: ${done.status}`));
      return 0;
    }
    case 'confirm': {
      const done = await call('operatorConfirmDeposit', { body: { orderId: depositOrderId(positionals[0]) } });
      show(done, () => console.log(`Deposit ${done.orderId}: ${done.status}`));
      return 0;
    }
    case 'reject-deposit': {
      const body = { orderId: depositOrderId(positionals[0]), reason: requiredReason(text('reason')) };
      const done = await call('operatorRejectDeposit', { body });
      show(done, () => console.log(`Deposit ${done.orderId}: ${done.status}`));
      return 0;
    }
    case 'adjust': {
      const [account, signed] = positionals;
      const amount = /^([+-]?)(\d+(?:\.\d{1,2})?)$/.exec(signed ?? '');
      if (!account || !amount) throw new UsageError('Give the member account and the amount: adjust demo 50.00 (credit) or adjust demo -50.00 (debit).');
      const merchant = merchantOption(text('merchant'));
      const requestId = text('request-id') ?? randomBytes(12).toString('base64url');
      const done = await call('operatorAdjustBalance', {
        body: { merchant, account, direction: amount[1] === '-' ? 'debit' : 'credit', amount: amount[2]!, reason: requiredReason(text('reason')), requestId },
      });
      show(done, () => console.log(
        `${done.repeated ? 'Already done: ' : ''}${done.direction} of ${done.amount.toFixed(2)} for ${done.merchant}/${done.account}; `
        + `balance ${done.balance.toFixed(2)} (transfer ${done.transferId}, request id ${requestId})`,
      ));
      return 0;
    }
    case 'jobs': {
      const job = text('job');
      if (job !== undefined && !JOB_NAME.test(job)) throw new UsageError(`No job is named ${job}.`);
      const status = text('status');
      const query = operatorJobsQuerySchema.safeParse({ job, status: status?.toUpperCase() });
      if (!query.success) throw new UsageError(`Unknown status ${status}; one of: ${JOB_RUN_STATUSES.join(', ').toLowerCase()}`);
      const answer = await call('operatorJobs', { query: query.data });
      show(answer, () => {
        printTable(answer.jobs.map((entry) => ({
          job: entry.job, merchant: entry.merchant, schedule: entry.schedule, lastDone: entry.lastDone, lastDoneAt: entry.lastDoneAt,
          nextDueAt: entry.nextDueAt, pending: entry.pending, running: entry.running, failed: entry.failed,
        })));
        console.log('');
        printTable(answer.runs.map((run) => ({
          id: run.id, job: run.job, period: run.period, status: run.status, attempts: run.attempts, startedAt: run.startedAt,
          finishedAt: run.finishedAt, retryAt: run.retryAt, error: oneLine(run.error),
        })));
      });
      return 0;
    }
    case 'rerun-job': {
      const reason = text('reason');
      const run = await call('operatorRerunJob', { body: { runId: runId(positionals[0]), ...(reason === undefined ? {} : { reason }) } });
      show(run, () => console.log(`Job run ${run.id} (${run.job}, period ${run.period}): ${run.status}; the runner takes it up within seconds.`));
      return 0;
    }
    case 'promotions': {
      const list = await call('operatorPromotions');
      show(list, () => printTable(list.map((entry) => ({ ...entry, budget: entry.budget ?? 'none' }))));
      return 0;
    }
    case 'applications': {
      const list = await call('operatorPromotionApplications', { query: statusFilter(operatorApplicationsQuerySchema, text('status') ?? 'applying', 'applying, issued, rejected') });
      show(list, () => printTable(list));
      return 0;
    }
    case 'issue': {
      const done = await call('operatorIssueApplication', { body: { participationId: participationId(positionals[0]) } });
      show(done, () => console.log(`Application ${done.participationId}: ${done.status}`));
      return 0;
    }
    case 'reject-application': {
      const done = await call('operatorRejectApplication', { body: { participationId: participationId(positionals[0]), reason: requiredReason(text('reason')) } });
      show(done, () => console.log(`Application ${done.participationId}: ${done.status}`));
      return 0;
    }
    case 'promotion-state': {
      const state = PROMOTION_STATES.find((entry) => entry === positionals[1]?.toUpperCase());
      if (!state) throw new UsageError(`Give the promotion id and its new state: ${PROMOTION_STATES.join(', ').toLowerCase()}.`);
      const reason = text('reason');
      const done = await call('operatorSetPromotionState', { body: { id: positiveId(positionals[0], 'promotion id, as `promotions` lists it'), state, ...(reason === undefined ? {} : { reason }) } });
      show(done, () => console.log(`Promotion ${done.id} (${done.code}): ${done.state}`));
      return 0;
    }
    case 'create-promotion': {
      const file = text('file');
      if (!file) throw new UsageError('Give the promotion as a JSON file: --file promotion.json');
      const done = await call('operatorCreatePromotion', { body: JSON.parse(readFileSync(file, 'utf8')) });
      show(done, () => console.log(`Promotion ${done.id} (${done.merchant}/${done.code}) created: ${done.state}`));
      return 0;
    }
    case 'promotion-prizes': {
      const done = await call('operatorSetLeaderboardPrizes', { body: { id: positiveId(positionals[0], 'promotion id, as `promotions` lists it'), prizes: positionals.slice(1) } });
      show(done, () => console.log(`Promotion ${done.id}: ${done.prizes.length === 0 ? 'no prizes' : done.prizes.map((prize) => `#${prize.rank} ${prize.amount.toFixed(2)}`).join(', ')}`));
      return 0;
    }
    case 'rebate-rates': {
      const rates = await call('operatorRebateRates', { query: { merchant: merchantOption(text('merchant')) } });
      show(rates, () => printRebateRates(rates));
      return 0;
    }
    case 'set-rebate-rate': {
      const [gameCategory, basisPoints] = positionals;
      const body = checkedBody('operatorSetRebateRate', {
        merchant: merchantOption(text('merchant')),
        ...given({
          gameCategory: gameCategory?.toUpperCase() as EndpointBody<'operatorSetRebateRate'>['gameCategory'],
          rateBasisPoints: gameCategory === undefined ? undefined : wholeNumber(basisPoints, 'the rate in basis points (80 = 0.80%)'),
          clubLabel: text('club')?.toUpperCase(), minClaim: text('min-claim'), reason: text('reason'),
        }),
      });
      const rates = await call('operatorSetRebateRate', { body });
      show(rates, () => printRebateRates(rates));
      return 0;
    }
    case 'vip-levels': {
      const levels = await call('operatorVipLevels', { query: { merchant: merchantOption(text('merchant')) } });
      show(levels, () => printVipLevels(levels));
      return 0;
    }
    case 'sports-fixtures': {
      const fixtures = await call('operatorSportsFixtures', { query: { merchant: merchantOption(text('merchant')) } });
      show(fixtures, () => printTable(fixtures.flatMap((fixture) => fixture.markets.map((market) => ({
        fixture: fixture.id, kickoff: new Date(fixture.kickoff).toISOString(), match: `${fixture.homeTeam} v ${fixture.awayTeam}`, bets: fixture.openBets,
        market: market.id, kind: market.line === null ? market.kind : `${market.kind} ${formatLine(market.line, market.kind === 'HANDICAP')}`, status: market.status,
        odds: market.selections.map((selection) => `${selection.id}:${selection.code}@${formatOdds(selection.odds)}`).join(' '),
      })))));
      return 0;
    }
    case 'sports-market': {
      const suspended = flag('suspend') ? true : flag('reopen') ? false : undefined;
      const prices = positionals.slice(1).map((pair) => {
        const [selection, odds] = pair.split('=');
        if (!odds || !/^\d{1,4}(\.\d{1,3})?$/.test(odds)) throw new UsageError(`Give a price as <selection id>=<odds>, e.g. 12=1.85 (not ${pair}).`);
        return { selectionId: positiveId(selection, 'selection id, as `sports-fixtures` lists it'), odds: Math.round(Number(odds) * 1000) };
      });
      const reason = text('reason');
      const market = await call('operatorSportsMarket', { body: {
        merchant: merchantOption(text('merchant')), marketId: positiveId(positionals[0], 'market id, as `sports-fixtures` lists it'),
        ...given({ suspended, reason }), ...(prices.length > 0 ? { prices } : {}),
      } });
      show(market, () => console.log(`Market ${market.id}: ${market.status} ${market.selections.map((selection) => `${selection.code}@${formatOdds(selection.odds)}`).join(' ')}`));
      return 0;
    }
    case 'sports-result': {
      const fixtureId = positiveId(positionals[0], 'fixture id, as `sports-fixtures` lists it');
      const merchant = merchantOption(text('merchant'));
      const reason = text('reason');
      let body: EndpointBody<'operatorSportsResult'>;
      if (flag('cancelled')) body = { merchant, fixtureId, cancelled: true, reason: reason ?? '' };
      else {
        const score = /^(\d{1,3})-(\d{1,3})$/.exec(positionals[1] ?? '');
        if (!score) throw new UsageError('Give the final score as <home>-<away>, e.g. 98-95, or --cancelled --reason "...".');
        body = { merchant, fixtureId, homeScore: Number(score[1]), awayScore: Number(score[2]), ...given({ reason }) };
      }
      const done = await call('operatorSportsResult', { body });
      show(done, () => console.log(`Match ${done.fixtureId}: ${done.status}${done.homeScore === null ? '' : ` ${done.homeScore}-${done.awayScore}`}; ${done.settledBets} bets settled, ${amountText(done.paid)} paid`));
      return 0;
    }
    case 'set-vip-level': {
      const body = checkedBody('operatorSetVipLevel', {
        merchant: merchantOption(text('merchant')), username: positionals[0] ?? '', label: positionals[1]?.toUpperCase() ?? '', reason: text('reason') ?? '',
      });
      const done = await call('operatorSetVipLevel', { body });
      show(done, () => console.log(`${done.username}: ${done.previousLabel} → ${done.label}`));
      return 0;
    }
    case 'agent-rebate-rates': {
      const rates = await call('operatorAgentRates', { query: { merchant: merchantOption(text('merchant')), username: positionals[0] ?? '' } });
      show(rates, () => printAgentRebateRates(rates));
      return 0;
    }
    case 'set-agent-rebate-rates': {
      const [username, ...pairs] = positionals;
      const body = checkedBody('operatorSetAgentRates', {
        merchant: merchantOption(text('merchant')), username: username ?? '',
        rates: pairs.map((pair) => {
          const [gameCategory, basisPoints] = pair.split('=');
          return {
            gameCategory: gameCategory?.toUpperCase() as EndpointBody<'operatorSetAgentRates'>['rates'][number]['gameCategory'],
            rateBasisPoints: wholeNumber(basisPoints, `the rate of ${gameCategory} in basis points (RNG=80 for 0.80%)`),
          };
        }),
        ...given({ reason: text('reason') }),
      });
      const rates = await call('operatorSetAgentRates', { body });
      show(rates, () => printAgentRebateRates(rates));
      return 0;
    }
    case 'referral-rule': {
      const answer = await call('operatorReferralRule', { query: { merchant: merchantOption(text('merchant')) } });
      show(answer, () => printReferralRule(answer));
      return 0;
    }
    case 'set-referral-rule': {
      const merchant = merchantOption(text('merchant'));
      const current = (await call('operatorReferralRule', { query: { merchant } })).rule;
      const maxRewards = text('max-rewards');
      const body = checkedBody('operatorSetReferralRule', {
        merchant,
        minDeposit: text('min-deposit') ?? (current ? amountText(current.minDeposit) : ''),
        reward: text('reward') ?? (current ? amountText(current.reward) : ''),
        turnoverMultiplier: text('turnover') === undefined ? current?.turnoverMultiplier ?? 0 : wholeNumber(text('turnover'), '--turnover'),
        qualifyDays: text('qualify-days') === undefined ? current?.qualifyDays ?? 0 : wholeNumber(text('qualify-days'), '--qualify-days'),
        maxRewardsPerReferrer: maxRewards === undefined ? current?.maxRewardsPerReferrer ?? null : maxRewards === 'none' ? null : wholeNumber(maxRewards, '--max-rewards (or none)'),
        ...given({ reason: text('reason') }),
      });
      const answer = await call('operatorSetReferralRule', { body });
      show(answer, () => printReferralRule(answer));
      return 0;
    }
    case 'rain-sessions': {
      const list = await call('operatorRedRainSessions', { query: { merchant: merchantOption(text('merchant')) } });
      show(list, () => printTable(list.map(({ merchant: _merchant, ...session }) => session)));
      return 0;
    }
    case 'schedule-rain': {
      const requestId = text('request-id') ?? randomBytes(12).toString('base64url');
      const body = checkedBody('operatorScheduleRedRain', {
        merchant: merchantOption(text('merchant')),
        startsAt: text('start') ?? '',
        durationSeconds: wholeNumber(text('duration'), '--duration in seconds'),
        budget: text('budget') ?? '',
        perMemberCap: text('cap') ?? '',
        requestId,
        ...given({ reason: text('reason') }),
      });
      const session = await call('operatorScheduleRedRain', { body });
      show(session, () => console.log(
        `Rain session ${session.id} for ${session.merchant}: ${session.startsAt} to ${session.endsAt}, budget ${amountText(session.budget)}, `
        + `${amountText(session.perMemberCap)} per member (request id ${requestId})`,
      ));
      return 0;
    }
    case 'cancel-rain': {
      const body = { sessionId: positiveId(positionals[0], 'session id, as `rain-sessions` lists it'), reason: requiredReason(text('reason')) };
      const session = await call('operatorCancelRedRain', { body });
      show(session, () => console.log(`Rain session ${session.id}: ${session.status}; ${amountText(session.returned ?? 0)} went back.`));
      return 0;
    }
    case 'broadcast': {
      const file = text('file');
      const texts = file
        ? JSON.parse(readFileSync(file, 'utf8')) as EndpointBody<'operatorBroadcast'>['texts']
        : { [text('language')?.toUpperCase() ?? 'EN']: { title: text('title') ?? '', body: text('body') ?? '' } };
      const memberType = text('member-type');
      const body = checkedBody('operatorBroadcast', {
        merchant: merchantOption(text('merchant')), texts, ...(memberType === undefined ? {} : { memberType: wholeNumber(memberType, 'the member type') }),
      });
      const sent = await call('operatorBroadcast', { body });
      show(sent, () => console.log(`Broadcast ${sent.id} (${sent.merchant}${sent.memberType === null ? '' : `, member type ${sent.memberType}`}) written to ${sent.recipients} members.`));
      return 0;
    }
    case 'messages': {
      const account = positionals[0];
      if (!account) throw new UsageError('Give the member\'s account.');
      const messages = await call('operatorMemberMessages', { query: { merchant: merchantOption(text('merchant')), account } });
      show(messages, () => printTable(messages.map((message) => ({
        id: message.id, kind: message.kind, title: message.title ?? '', amount: message.params.amountMinor === undefined ? '' : amountText(message.params.amountMinor / 100),
        reason: message.params.reason ?? '', read: message.read ? 'yes' : 'no', deleted: message.deleted ? 'yes' : '', createdAt: message.createdAt,
      }))));
      return 0;
    }
    case 'protection': {
      const account = positionals[0];
      if (!account) throw new UsageError('Give the member\'s account.');
      const protection = await call('operatorMemberProtection', { query: { merchant: merchantOption(text('merchant')), account } });
      show(protection, () => {
        const { exclusion } = protection;
        console.log(`${protection.merchant}/${protection.account}: reality check ${protection.realityCheckSeconds === 0 ? 'off' : `every ${protection.realityCheckSeconds / 60} minutes`}`);
        console.log(exclusion
          ? `${exclusion.kind === 'TIME_OUT' ? 'Time-out' : 'Self-exclusion'} since ${exclusion.setAt}, ${exclusion.until ? `until ${exclusion.until}` : 'permanent'} (cannot be lifted or shortened)`
          : 'No time-out or self-exclusion in force.');
      });
      return 0;
    }
    case 'feedback': {
      const query = operatorFeedbackListQuerySchema.safeParse({ merchant: merchantOption(text('merchant')), status: (text('status') ?? 'open').toUpperCase() });
      if (!query.success) throw new UsageError(`Unknown status ${text('status')}; one of: ${OPERATOR_FEEDBACK_FILTERS.join(', ').toLowerCase()}`);
      const list = await call('operatorFeedback', { query: query.data });
      show(list, () => printTable(list.map((entry) => ({ ...entry, content: oneLine(entry.content, 60), reply: oneLine(entry.reply, 40) }))));
      return 0;
    }
    case 'feedback-show': {
      const entry = await call('operatorFeedbackDetail', { query: { id: feedbackId(positionals[0]) } });
      const out = text('out');
      const files = entry.pictures.map((picture, index) => `feedback-${entry.id}-${index + 1}.${picture.contentType === 'image/png' ? 'png' : 'jpg'}`);
      if (out) {
        mkdirSync(out, { recursive: true });
        entry.pictures.forEach((picture, index) => writeFileSync(join(out, files[index]!), Buffer.from(picture.data, 'base64')));
      }
      show(entry, () => {
        console.log(`Feedback ${entry.id} from ${entry.merchant}/${entry.account}, ${entry.type}, ${entry.status}, ${entry.createdAt}`);
        console.log(entry.content);
        console.log(`Pictures: ${entry.pictures.length}${out && files.length > 0 ? ` (written to ${out}: ${files.join(', ')})` : entry.pictures.length > 0 ? ' (--out DIR writes them)' : ''}`);
        if (entry.reply !== null) console.log(`Reply (${entry.repliedAt}): ${entry.reply}`);
      });
      return 0;
    }
    case 'feedback-reply': {
      const reply = text('reply');
      if (!reply) throw new UsageError('Give the reply: --reply "..."');
      const done = await call('operatorReplyFeedback', { body: { id: feedbackId(positionals[0]), reply } });
      show(done, () => console.log(`Feedback ${done.id}: ${done.status}`));
      return 0;
    }
    case 'feedback-close': {
      const done = await call('operatorCloseFeedback', { body: { id: feedbackId(positionals[0]) } });
      show(done, () => console.log(`Feedback ${done.id}: ${done.status}`));
      return 0;
    }
    case 'identity': {
      const query = operatorIdentityListQuerySchema.safeParse({ merchant: merchantOption(text('merchant')), status: (text('status') ?? 'pending').toUpperCase() });
      if (!query.success) throw new UsageError(`Unknown status ${text('status')}; one of: ${OPERATOR_IDENTITY_FILTERS.join(', ').toLowerCase()}`);
      const list = await call('operatorIdentities', { query: query.data });
      show(list, () => printTable(list.map((entry) => ({ ...entry, reason: oneLine(entry.reason, 40) }))));
      return 0;
    }
    case 'identity-show': {
      const entry = await call('operatorIdentityDetail', { query: { id: identityId(positionals[0]) } });
      const out = text('out');
      const extension = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');
      const files = [`identity-${entry.id}-id.${extension(entry.idPicture.contentType)}`, `identity-${entry.id}-selfie.${extension(entry.selfie.contentType)}`];
      if (out) {
        mkdirSync(out, { recursive: true });
        [entry.idPicture, entry.selfie].forEach((picture, index) => writeFileSync(join(out, files[index]!), Buffer.from(picture.data, 'base64')));
      }
      show(entry, () => {
        console.log(`Identity ${entry.id} of ${entry.merchant}/${entry.account}: ${entry.status}, sent ${entry.submittedAt}`);
        console.log(`Full name: ${entry.fullName}`);
        console.log(`Date of birth: ${entry.birthDate} (age ${entry.age}; the merchant's least age ${entry.minAge})`);
        if (entry.reason !== null) console.log(`Rejected (${entry.decidedAt}): ${entry.reason}`);
        console.log(`Pictures: ${out ? `written to ${out}: ${files.join(', ')}` : 'the ID and a selfie (--out DIR writes them)'}`);
      });
      return 0;
    }
    case 'identity-approve': {
      const done = await call('operatorApproveIdentity', { body: { id: identityId(positionals[0]) } });
      show(done, () => console.log(`Identity ${done.id} of ${done.account}: ${done.status}`));
      return 0;
    }
    case 'identity-reject': {
      const reason = text('reason');
      if (!reason) throw new UsageError('Give the reason the member reads: --reason "..."');
      const done = await call('operatorRejectIdentity', { body: { id: identityId(positionals[0]), reason } });
      show(done, () => console.log(`Identity ${done.id} of ${done.account}: ${done.status}`));
      return 0;
    }
    case 'chats': {
      const merchant = text('merchant');
      const list = await call('operatorChats', { query: merchant ? { merchant } : {} });
      show(list, () => printTable(list.map((chat) => ({
        id: chat.id, merchant: chat.merchant, who: chat.member ?? `guest: ${chat.guestName ?? ''}`, unread: chat.unread,
        lastMessageAt: chat.lastMessageAt, lastMessage: (chat.lastMessage ?? '').slice(0, 60),
      }))));
      return 0;
    }
    case 'chat': {
      const detail = await call('operatorChat', { query: { chatId: positiveId(positionals[0], 'chat id, as `chats` lists it') } });
      show(detail, () => {
        const { chat } = detail;
        console.log(`Chat ${chat.id} (${chat.merchant}) with ${chat.member ?? `guest ${chat.guestName ?? ''}`}: ${chat.status}${chat.rating ? `, rated ${chat.rating}/5 ${chat.ratingComment ?? ''}` : ''}`);
        for (const message of detail.messages) {
          const pictures = message.pictures > 0 ? ` [${message.pictures} picture(s): chat-picture ${message.id}]` : '';
          console.log(`${message.createdAt} ${message.sender}: ${message.text}${pictures}`);
        }
      });
      return 0;
    }
    case 'chat-picture': {
      const messageId = positiveId(positionals[0], 'message id, as `chat` lists it');
      const index = positionals[1] === undefined ? 0 : Number(positionals[1]);
      if (![0, 1, 2].includes(index)) throw new UsageError('The picture index is 0, 1 or 2');
      const file = text('file');
      if (!file) throw new UsageError('chat-picture needs --file <path> to save the picture to');
      const picture = await call('operatorChatPicture', { query: { messageId, index } });
      writeFileSync(file, Buffer.from(picture.data, 'base64'), { mode: 0o600 });
      show({ file, contentType: picture.contentType }, () => console.log(`Saved ${picture.contentType} to ${file}.`));
      return 0;
    }
    case 'chat-reply': {
      const chatId = positiveId(positionals[0], 'chat id, as `chats` lists it');
      const replyText = positionals.slice(1).join(' ');
      if (!replyText.trim()) throw new UsageError('chat-reply needs the text of the answer');
      const requestId = text('request-id') ?? randomBytes(12).toString('base64url');
      const message = await call('operatorChatReply', { body: { chatId, text: replyText, requestId } });
      show(message, () => console.log(`Sent message ${message.id} in chat ${chatId} (request id ${requestId}).`));
      return 0;
    }
    case 'chat-close': {
      const chatId = positiveId(positionals[0], 'chat id, as `chats` lists it');
      const reason = text('reason');
      const chat = await call('operatorChatClose', { body: { chatId, ...(reason ? { reason } : {}) } });
      show(chat, () => console.log(`Chat ${chat.id}: ${chat.status}.`));
      return 0;
    }
    case 'game-vendors': {
      const vendors = await call('operatorGameVendors');
      show(vendors, () => printTable(vendors.map((entry) => ({
        vendor: entry.vendor, name: entry.name,
        keys: entry.keys.map((key) => `${key.keyId}${key.retiresAt ? ` (until ${key.retiresAt})` : ''}`).join(', ') || 'none',
      }))));
      return 0;
    }
    case 'issue-vendor-key': {
      const reason = text('reason');
      const issued = await call('operatorIssueGameVendorKey', { body: { vendor: vendorCode(positionals[0]), ...(reason === undefined ? {} : { reason }) } });
      show(issued, () => printIssuedKey(issued));
      return 0;
    }
    case 'rotate-vendor-key': {
      const reason = text('reason');
      const overlap = text('overlap');
      const issued = await call('operatorRotateGameVendorKey', {
        body: {
          vendor: vendorCode(positionals[0]),
          ...(overlap === undefined ? {} : { overlapMinutes: wholeNumber(overlap, 'the overlap in minutes') }),
          ...(reason === undefined ? {} : { reason }),
        },
      });
      show(issued, () => printIssuedKey(issued));
      return 0;
    }
    case 'revoke-vendor-key': {
      const done = await call('operatorRevokeGameVendorKeys', { body: { vendor: vendorCode(positionals[0]), reason: requiredReason(text('reason')) } });
      show(done, () => console.log(`${done.vendor}: ${done.revokedKeys} key(s) revoked; its calls are refused.`));
      return 0;
    }
    case 'ledger-check': {
      const check = await call('operatorLedgerCheck');
      show(check, () => {
        if (check.clean) console.log('Ledger clean: every invariant holds.');
        else for (const violation of check.violations) console.log(`${violation.invariant}: ${violation.detail}`);
      });
      return check.clean ? 0 : 1;
    }
    default:
      throw new UsageError(`Unknown command ${command}.\n\n${USAGE}`);
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof OperatorAccountError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof OperatorApiError) {
    console.error(`Refused (${error.errorCode}): ${error.message}`);
    process.exitCode = 1;
  } else throw error;
}
