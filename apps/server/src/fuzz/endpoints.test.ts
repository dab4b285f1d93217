import { encryptPayload, endpoints, type EndpointDefinition } from '@m/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { servedKey } from '../test/encrypted.ts';
import { createTestMember } from '../test/members.ts';
import { createTestOperator } from '../test/operators.ts';
import { useTestApp } from '../test/test-app.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { objectShape, sampleValue, textFieldsOf, variantsOf, type Random } from './schema-values.ts';

/**
 * Every endpoint of the contract's registry, fed inputs generated from its own schemas and a
 * corpus of hostile values, with and without a session: no answer is a 5xx, none shows a stack or
 * SQL, and no refused request changes a row of the member, wallet or game tables. New endpoints
 * join by being in the registry. FUZZ_RUNS sets the requests per endpoint, FUZZ_SEED the seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const ctx = useTestApp();

const deepNesting = JSON.parse(`${'['.repeat(2_000)}${']'.repeat(2_000)}`) as unknown;
const prototypeKeys = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;

/** Values no request should carry, for any field. */
const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'A'.repeat(100_000), '',
  "' OR '1'='1' --", "'; DROP TABLE members; --", '1; SELECT pg_sleep(1)', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%00', '%ff',
  '<script>alert(1)</script>', '${7*7}{{7*7}}', '0x10', '1e1', ' 4 ', '-1', '007', '9'.repeat(400), 'NaN', 'Infinity', '\u202e\u0007\u001b[31m',
  true, false, null, 0, -1, 1.5, -0, 1e308, 2 ** 53 + 2, [], [3], ['a', 'b'], {}, deepNesting, prototypeKeys,
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '\u0000', 'a'.repeat(1_000)];
/** Raw query text that no encoder would write. */
const RAW_QUERIES = ['%ff=1', 'a=%ff', 'a=%', 'a=%zz', '__proto__[x]=1', 'pageNo=1&pageNo=2', '&&&=&=', 'a'.repeat(20_000)];

/** What a stack trace or a database error looks like in text. */
const LEAK = /\bat .+:\d+:\d+|node_modules|insert into|select .+ from|syntax error|violates .+ constraint|duplicate key|invalid byte sequence|pglite|drizzle/i;

/** Row counts and a checksum of every table whose rows a refused request must leave alone. */
const GUARDED_TABLES = [
  'members', 'ledger_accounts', 'ledger_transfers', 'ledger_postings', 'turnover_requirements', 'favourite_games', 'recent_games', 'bets',
  'announcement_reads', 'operators', 'operator_actions', 'bank_cards', 'deposit_orders', 'deposit_receipts', 'deposit_limits',
  'withdrawals', 'withdrawal_events', 'rebate_settings', 'rebate_rates', 'referral_rules', 'feedback', 'feedback_pictures',
  'chats', 'chat_messages', 'chat_message_pictures', 'member_avatars', 'member_protection', 'game_rounds', 'game_transactions', 'fair_rounds',
  'game_vendor_keys',
] as const;
async function snapshot(): Promise<string> {
  const sums = GUARDED_TABLES.map((table) =>
    sql.raw(`(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`));
  const result = await ctx.database.db.execute(sql`select ${sql.join(sums, sql`, `)} as sums`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

/** Percent-encoding of any text, lone surrogates included (as the bytes of WTF-8 a broken client would send). */
const encodeQueryText = (value: string) =>
  [...value].map((unit) => (/\p{Cs}/u.test(unit) ? `%ED%${(0x80 | ((unit.charCodeAt(0) >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (unit.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}` : encodeURIComponent(unit))).join('');

function queryString(query: unknown, random: Random): string {
  const pairs: string[] = [];
  if (query !== null && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined) continue;
        const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
        pairs.push(`${encodeQueryText(key)}=${encodeQueryText(text)}`);
      }
    }
  } else if (query !== undefined) {
    pairs.push(encodeQueryText(String(query)));
  }
  if (random.chance(0.1)) pairs.push(random.pick(RAW_QUERIES));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

type Carrier = 'query' | 'body';

/**
 * Text a database or an encoder cannot keep, slipped into an otherwise acceptable value: a NUL,
 * and in a body a lone surrogate too (a query string cannot carry one: its bytes decode to U+FFFD
 * or leave the whole value undecoded).
 */
const corrupted = (value: unknown, random: Random, carrier: Carrier) => {
  const text = typeof value === 'string' ? value : String(value ?? 'x');
  const at = random.int(0, text.length);
  const surrogate = carrier === 'body' ? random.pick(['\ud800', '\udfff']) : '';
  return `${text.slice(0, at)}\u0000${text.slice(at)}${surrogate}`;
};

const withField = (value: unknown, key: string, fieldValue: unknown): Record<string, unknown> => {
  const input: Record<string, unknown> = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  Object.defineProperty(input, key, { value: fieldValue, enumerable: true, configurable: true, writable: true });
  return input;
};

/**
 * One generated input: what the schema accepts (every fourth run), else that with one field (or an
 * unknown key, or the whole input) given a value of the corpus.
 */
function fuzzedInput(schema: EndpointDefinition['query'], random: Random, run: number): unknown {
  if (!schema) return random.chance(0.5) ? undefined : { [random.pick(HOSTILE_KEYS)]: random.pick(HOSTILE_VALUES) };
  const variant = random.pick(variantsOf(schema));
  const value = sampleValue(variant, random);
  if (run % 4 === 0) return value;
  if (random.chance(0.1)) return random.pick(HOSTILE_VALUES);
  return withField(value, random.pick([...Object.keys(objectShape(variant) ?? {}), ...HOSTILE_KEYS]), random.pick(HOSTILE_VALUES));
}

/**
 * The sweep before the random runs: every text field of every variant in turn gets acceptable text
 * with a NUL (and a lone surrogate) slipped in, beside the required fields only, so that nothing
 * else is refused first.
 */
function corruptedInputs(schema: EndpointDefinition['query'], random: Random, carrier: Carrier): unknown[] {
  if (!schema) return [];
  return variantsOf(schema).flatMap((variant) => {
    const shape = objectShape(variant) ?? {};
    return textFieldsOf(variant).map((field) =>
      withField(sampleValue(variant, random, 0), field, corrupted(sampleValue(shape[field]!, random, 1), random, carrier)));
  });
}

type Sent = { status: number; body: string; label: string };

let lastAddress = 0;
const newAddress = () => `10.77.${Math.floor(++lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;

/** `guest`: sent without the session even where the endpoint takes one. */
type Input = { query?: unknown; body?: unknown; guest?: boolean };

async function send(endpoint: EndpointDefinition, input: Input, random: Random, token: string | null): Promise<Sent> {
  const headers: Record<string, string> = { merchant: 'DEMO' };
  if (token) headers.authorization = token;
  const query = queryString(input.query, random);
  const options: InjectOptions = { method: endpoint.method, url: `${endpoint.path}${query}`, headers, remoteAddress: newAddress() };
  const { body } = input;
  if (endpoint.body) {
    if (endpoint.encrypted && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const sealed = await encryptPayload(await servedKey(ctx.app), body as Record<string, unknown>);
      headers.encryption = sealed.header;
      options.payload = sealed.body;
      if (random.chance(0.2)) tamper(headers, sealed.body, random);
    } else if (endpoint.bodyEncoding === 'form' && random.chance(0.8)) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      options.payload = queryString(body, random).slice(1);
    } else {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(body ?? null);
    }
  }
  const label = `${endpoint.method} ${endpoint.path}${query.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 300) ?? ''}`;
  return { ...(endpoint.stream ? await sendToStream(options) : await sentBody(options)), label };
}

const sentBody = async (options: InjectOptions) => {
  const response = await ctx.app.inject(options);
  return { status: response.statusCode, body: response.body };
};

/** A stream endpoint never ends by itself: an opened stream is closed at once; a refusal is read whole. */
async function sendToStream(options: InjectOptions) {
  const response = await ctx.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { status: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: response.statusCode, body: Buffer.concat(chunks).toString() };
}

/** The sweep of corrupted text, then RUNS generated inputs. */
function inputsOf(endpoint: EndpointDefinition, random: Random): Input[] {
  const bodyCarrier: Carrier = endpoint.bodyEncoding === 'form' ? 'query' : 'body';
  const sample = (schema: EndpointDefinition['query']) => (schema ? sampleValue(random.pick(variantsOf(schema)), random, 0) : undefined);
  return [
    ...corruptedInputs(endpoint.query, random, 'query').map((query) => ({ query, body: sample(endpoint.body) })),
    ...corruptedInputs(endpoint.body, random, bodyCarrier).map((body) => ({ query: sample(endpoint.query), body })),
    ...Array.from({ length: RUNS }, (_, run) => ({
      query: endpoint.query || endpoint.method === 'GET' ? fuzzedInput(endpoint.query, random, run) : undefined,
      body: endpoint.body ? fuzzedInput(endpoint.body, random, run) : undefined,
      guest: run % 2 === 1,
    })),
  ];
}

/** An encrypted body changed on the way: a flipped ciphertext character, a foreign key id, a cut header. */
function tamper(headers: Record<string, string>, body: { value: string }, random: Random) {
  const how = random.int(0, 3);
  if (how === 0) {
    const at = random.int(0, body.value.length - 1);
    body.value = `${body.value.slice(0, at)}${body.value[at] === 'A' ? 'B' : 'A'}${body.value.slice(at + 1)}`;
  } else if (how === 1) headers.encryption = headers.encryption!.replace(/^[^.]+/, 'other-key');
  else if (how === 2) headers.encryption = headers.encryption!.slice(0, 20);
  else body.value = `${body.value}${body.value}`;
}

describe('fuzzing every endpoint of the registry', () => {
  it.each(Object.entries(endpoints) as [string, EndpointDefinition][])('%s: no 5xx, no leak, no change by a refused request', async (name, endpoint) => {
    const random = seededRandom(SEED + [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0));
    // The operator API's sessions are operators'; every other session is a member's.
    const caller = endpoint.session === false ? null : await (endpoint.operator ? createTestOperator : createTestMember)(ctx.database.db);
    const failures: string[] = [];
    let before = await snapshot();
    for (const input of inputsOf(endpoint, random)) {
      const token = caller && !input.guest ? caller.token : null;
      const { status, body, label } = await send(endpoint, input, random, token);
      if (status >= 500) failures.push(`${status} for ${label}: ${body.slice(0, 300)}`);
      if (LEAK.test(body)) failures.push(`leak for ${label}: ${body.slice(0, 300)}`);
      const after = await snapshot();
      if (status >= 400 && after !== before) failures.push(`${status} changed rows for ${label}`);
      before = after;
    }
    expect(failures).toEqual([]);
  });
});
