import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: z.enum(['0', '1', '']).default(''),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(process.cwd(), e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    upstream: e.PLATFORM_UPSTREAM,
    merchant: e.MERCHANT,
    webRoot: e.WEB_ROOT ? resolve(process.cwd(), e.WEB_ROOT) : resolve(repoRoot, 'apps/web/dist'),
    devEndpoints: e.DEV_ENDPOINTS === '1' && e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    apiRateLimit: e.API_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === '1',
  };
}
