import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { countries, merchantHosts, merchants } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('seed', () => {
  it('runs once: a seeded database is left as it is', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    const [merchantTotal] = await database.db.select({ total: count() }).from(merchants);
    const [hostTotal] = await database.db.select({ total: count() }).from(merchantHosts);
    const [countryTotal] = await database.db.select({ total: count() }).from(countries);
    expect(merchantTotal?.total).toBe(2);
    expect(hostTotal?.total).toBe(3);
    expect(countryTotal?.total).toBeGreaterThanOrEqual(40);
  });
});
