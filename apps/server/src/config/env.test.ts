import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('server environment', () => {
  it('defaults to port 8080, PGlite, merchant DEMO and no dev endpoints', () => {
    const config = loadConfig({ DATABASE_URL: '', PLATFORM_UPSTREAM: '' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', merchant: 'DEMO', devEndpoints: false, databaseUrl: undefined, upstream: undefined });
    expect(config.webRoot).toMatch(/apps\/web\/dist$/);
  });

  it('keeps dev endpoints off in production', () => {
    expect(loadConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ DEV_ENDPOINTS: '1', NODE_ENV: 'production' }).devEndpoints).toBe(false);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
