import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import { createEncryptionRepository } from './repository.ts';

/** Every minute, the replay guard forgets the request nonces that have expired (a replay of them is refused as stale anyway). */
export const noncePurgeJob = (): JobDefinition => ({
  name: 'encryption.purge-nonces',
  schedule: every({ minutes: 1 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db, now }) => {
    await createEncryptionRepository(db).deleteExpiredNonces(now);
  },
});
