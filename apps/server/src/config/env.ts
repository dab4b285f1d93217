import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PaymentGatewaySetting } from '../services.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Unset and empty both mean "not given" (tools often pass `VAR=`). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PLATFORM_UPSTREAM: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MERCHANT: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).default('DEMO'),
  WEB_ROOT: optionalText,
  DEV_ENDPOINTS: z.enum(['0', '1', '']).default(''),
  PAYMENT_SIMULATOR: z.enum(['0', '1', '']).default(''),
  BENCH_LIFT_BUDGETS: z.enum(['0', '1', '']).default(''),
  PAYMENT_PROVIDER_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  PAYMENT_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32).optional()),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  API_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(6000),
  WITHDRAW_AUTO_APPROVE_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  TRUST_PROXY: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

/** `a.b.c.d`, an IPv6 address, or either with a `/prefix`; never a prefix that covers every address. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** Trusts the `hops` nearest hops: `1` takes the address the proxy in front of the server saw. */
const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * `TRUST_PROXY`: off (unset, empty or `0`); a hop count (`1`: the address the nearest proxy saw);
 * or the proxies' addresses and CIDR ranges, comma-separated. Trusting every hop is not offered:
 * then any client could name its own address in `X-Forwarded-For`.
 */
export function parseTrustProxy(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return trustNearestHops(Number(value));
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    throw invalid(`TRUST_PROXY must be a hop count or the proxies' addresses/CIDRs, not "${value}"`);
  }
  return entries;
}

const invalid = (message: string) => new Error(`Invalid environment:\n${message}`);

/** `PUBLIC_ORIGIN`: scheme, host and port only (a trailing slash is fine); links add their own paths. */
function parsePublicOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) throw invalid(`PUBLIC_ORIGIN must be an origin like https://m.example.com, not "${value}"`);
  return url.origin;
}

/**
 * The payment gateway deposits go through: the simulator (demos and tests; it pays without money,
 * so never in production), a real provider (its payment page and the secret it signs with), or none
 * (then only manual transfers are offered).
 */
function paymentGatewayOf(e: z.infer<typeof envSchema>): PaymentGatewaySetting | undefined {
  const simulator = e.PAYMENT_SIMULATOR === '1';
  if (simulator && e.NODE_ENV === 'production') {
    throw invalid('PAYMENT_SIMULATOR=1 is refused with NODE_ENV=production: the simulator credits deposits no one paid. Configure PAYMENT_PROVIDER_URL and PAYMENT_WEBHOOK_SECRET instead');
  }
  if ((e.PAYMENT_PROVIDER_URL === undefined) !== (e.PAYMENT_WEBHOOK_SECRET === undefined)) {
    throw invalid('PAYMENT_PROVIDER_URL and PAYMENT_WEBHOOK_SECRET are set together or not at all');
  }
  if (simulator && e.PAYMENT_PROVIDER_URL) throw invalid('PAYMENT_SIMULATOR=1 and PAYMENT_PROVIDER_URL exclude each other');
  if (simulator) return { kind: 'simulator' };
  if (e.PAYMENT_PROVIDER_URL && e.PAYMENT_WEBHOOK_SECRET) {
    return { kind: 'provider', pageUrl: e.PAYMENT_PROVIDER_URL, webhookSecret: e.PAYMENT_WEBHOOK_SECRET };
  }
  return undefined;
}

/** 127.0.0.0/8, ::1 or localhost: an address only this machine reaches. */
const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/**
 * `BENCH_LIFT_BUDGETS=1`: every call budget is counted as usual but never refuses (the bench's load
 * comes from one address and a few sessions). It would let anyone hammer login, registration and
 * code sends, so it is a bench machine's switch only: refused with NODE_ENV=production (nothing in
 * the server runs differently there, so a bench loses nothing), refused unless the server listens
 * on loopback only (no other machine reaches it, even when nobody marked it production), and
 * refused with TRUST_PROXY (a server that trusts a proxy is reached through one, a local one too).
 */
function benchLiftBudgetsOf(e: z.infer<typeof envSchema>): boolean {
  if (e.BENCH_LIFT_BUDGETS !== '1') return false;
  if (e.NODE_ENV === 'production') {
    throw invalid('BENCH_LIFT_BUDGETS=1 is refused with NODE_ENV=production: it takes every call budget away (login, registration, code sends)');
  }
  if (!isLoopbackHost(e.HOST)) {
    throw invalid(`BENCH_LIFT_BUDGETS=1 needs HOST on loopback (127.0.0.1, ::1 or localhost), not "${e.HOST}": only this machine may call a server without budgets`);
  }
  if (e.TRUST_PROXY !== undefined && e.TRUST_PROXY !== '0') {
    throw invalid('BENCH_LIFT_BUDGETS=1 and TRUST_PROXY exclude each other: a server behind a proxy is reached from other machines');
  }
  return true;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error));
  const e = parsed.data;
  if (e.DEV_ENDPOINTS === '1' && e.NODE_ENV === 'production') {
    throw invalid('DEV_ENDPOINTS=1 is refused with NODE_ENV=production: /wps/dev/* credits wallets and changes merchants without any login');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(process.cwd(), e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    upstream: e.PLATFORM_UPSTREAM,
    merchant: e.MERCHANT,
    webRoot: e.WEB_ROOT ? resolve(process.cwd(), e.WEB_ROOT) : resolve(repoRoot, 'apps/web/dist'),
    devEndpoints: e.DEV_ENDPOINTS === '1',
    paymentGateway: paymentGatewayOf(e),
    logLevel: e.LOG_LEVEL,
    apiRateLimit: e.API_RATE_LIMIT,
    apiRateLimitPerAddress: e.API_RATE_LIMIT_PER_ADDRESS,
    benchLiftBudgets: benchLiftBudgetsOf(e),
    withdrawAutoApproveDelayMs: e.WITHDRAW_AUTO_APPROVE_DELAY_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(e.PUBLIC_ORIGIN),
  };
}
