import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/test-app.ts';
import { createDatabase } from './client.ts';
import { merchants, seedSteps } from './schema.ts';
import { seedDatabase } from './seed.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('two servers started at once on one empty PostgreSQL', () => {
  it('migrate and seed it one after the other: both start, the demo data is there once', async () => {
    const empty = await createEmptyPostgresDatabase(serverUrl!);
    try {
      const start = async () => {
        const handle = await createDatabase({ url: empty.url });
        return { handle, outcome: await handle.exclusively(() => seedDatabase(handle.db)) };
      };
      const started = await Promise.all([start(), start()]);
      try {
        expect(started.map(({ outcome }) => outcome.seeded).sort()).toEqual([false, true]);
        const [merchantTotal] = await started[0]!.handle.db.select({ total: count() }).from(merchants);
        expect(merchantTotal?.total).toBe(2);
        const steps = await started[0]!.handle.db.select({ name: seedSteps.name }).from(seedSteps);
        expect(new Set(steps.map((step) => step.name)).size).toBe(steps.length);
      } finally {
        await Promise.all(started.map(({ handle }) => handle.close()));
      }
    } finally {
      await empty.drop();
    }
    // A whole start's seed, agent01's demo team with its 30 days of play among it.
  }, 180_000);
});
