import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('server environment', () => {
  it('defaults to port 8080, PGlite, merchant DEMO and no dev endpoints', () => {
    const config = loadConfig({ DATABASE_URL: '', PLATFORM_UPSTREAM: '' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', merchant: 'DEMO', devEndpoints: false, databaseUrl: undefined, upstream: undefined });
    expect(config.webRoot).toMatch(/apps\/web\/dist$/);
  });

  it('refuses dev endpoints in production rather than ignoring them', () => {
    expect(loadConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ DEV_ENDPOINTS: '0', NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(() => loadConfig({ DEV_ENDPOINTS: '1', NODE_ENV: 'production' })).toThrow(/DEV_ENDPOINTS=1 is refused with NODE_ENV=production/);
  });

  it('runs the payment gateway simulator only when switched on, and never in production', () => {
    expect(loadConfig({}).paymentGateway).toBeUndefined();
    expect(loadConfig({ PAYMENT_SIMULATOR: '1' }).paymentGateway).toEqual({ kind: 'simulator' });
    expect(loadConfig({ NODE_ENV: 'production' }).paymentGateway).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_SIMULATOR: '1', NODE_ENV: 'production' })).toThrow(/PAYMENT_SIMULATOR=1 is refused with NODE_ENV=production/);
  });

  it('lifts the call budgets only for a bench server: never in production, only on loopback, never behind a proxy', () => {
    expect(loadConfig({}).benchLiftBudgets).toBe(false);
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2']) {
      expect(loadConfig({ BENCH_LIFT_BUDGETS: '1', HOST: host }).benchLiftBudgets, host).toBe(true);
    }
    expect(loadConfig({ BENCH_LIFT_BUDGETS: '0', NODE_ENV: 'production' }).benchLiftBudgets).toBe(false);
    expect(() => loadConfig({ BENCH_LIFT_BUDGETS: '1', HOST: '127.0.0.1', NODE_ENV: 'production' })).toThrow(/BENCH_LIFT_BUDGETS=1 is refused with NODE_ENV=production/);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com', '127.example.com']) {
      expect(() => loadConfig({ BENCH_LIFT_BUDGETS: '1', HOST: host }), host).toThrow(/BENCH_LIFT_BUDGETS=1 needs HOST on loopback/);
    }
    // The default HOST listens on every interface.
    expect(() => loadConfig({ BENCH_LIFT_BUDGETS: '1' })).toThrow(/loopback/);
    expect(() => loadConfig({ BENCH_LIFT_BUDGETS: '1', HOST: '127.0.0.1', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY exclude each other/);
  });

  it("takes a real provider's payment page and webhook secret together", () => {
    const provider = { PAYMENT_PROVIDER_URL: 'https://pay.example.com/checkout', PAYMENT_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef' };
    expect(loadConfig({ ...provider, NODE_ENV: 'production' }).paymentGateway).toEqual({
      kind: 'provider', pageUrl: provider.PAYMENT_PROVIDER_URL, webhookSecret: provider.PAYMENT_WEBHOOK_SECRET,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: provider.PAYMENT_PROVIDER_URL })).toThrow(/together/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: provider.PAYMENT_WEBHOOK_SECRET })).toThrow(/together/);
    expect(() => loadConfig({ ...provider, PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...provider, PAYMENT_PROVIDER_URL: 'http://pay.example.com/checkout' })).toThrow(/PAYMENT_PROVIDER_URL/);
    expect(() => loadConfig({ ...provider, PAYMENT_SIMULATOR: '1' })).toThrow(/exclude each other/);
  });

  it('takes PUBLIC_ORIGIN as the origin of the links the server writes', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://m.example.com/' }).publicOrigin).toBe('https://m.example.com');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
    for (const refused of ['m.example.com', 'ftp://m.example.com', 'https://m.example.com/m/home']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: refused }), refused).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes TRUST_PROXY as a hop count or the proxies\' addresses, never "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    if (typeof oneHop !== 'function') throw new Error('TRUST_PROXY=1 is a hop count');
    expect([oneHop('10.0.0.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    for (const everyHop of ['true', '*', '0.0.0.0/0', '::/0', 'all', '10.0.0.0/33', 'proxy.local']) {
      expect(() => loadConfig({ TRUST_PROXY: everyHop })).toThrow(/TRUST_PROXY/);
    }
  });
});
