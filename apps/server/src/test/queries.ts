import type { AppDatabase } from '../db/client.ts';

type Pool = { query: (...args: unknown[]) => unknown };

/**
 * Counts the queries sent through the PostgreSQL pool of `db` until `stop()`, but the live balance
 * heartbeat's (every 25 s, whatever the calls): what the calls made cost the database.
 */
export function countQueries(db: AppDatabase) {
  const pool = (db as unknown as { $client: Pool }).$client;
  const query = pool.query;
  const counted = {
    made: 0,
    stop: () => {
      pool.query = query;
    },
  };
  pool.query = (...args: unknown[]) => {
    const [statement] = args as [string | { text: string }];
    if (!(typeof statement === 'string' ? statement : statement.text).includes('open_streams')) counted.made += 1;
    return query.apply(pool, args);
  };
  return counted;
}
