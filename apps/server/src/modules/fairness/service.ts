import { randomBytes } from 'node:crypto';
import { commitmentOf, fairRandom, type FairRandom, type FairRound } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFairRoundRepository, type FairRoundKey } from './repository.ts';

export type RevealedRound<T> = { id: number; outcome: T; serverSeed: string; publicSeed: string; commitment: string };

/**
 * Provably fair rounds. A round is opened before betting on it closes: a server seed from the
 * secure random source is stored and its SHA-256 published. Its reveal reads the outcome from the
 * server seed and a public seed (the contract's `fairRandom`), keeps both seeds and the outcome,
 * and from then on anyone can check the commitment and recompute the outcome (GET /wps/fair/round).
 * Both steps are idempotent: a round keeps its first seed, and a revealed round its outcome.
 */
export function createFairness(db: AppDatabase, now: () => Date = () => new Date()) {
  return {
    async open(tx: AppDatabase, key: FairRoundKey): Promise<{ id: number; commitment: string }> {
      const serverSeed = randomBytes(32).toString('hex');
      const row = await createFairRoundRepository(tx).openOnce(key, serverSeed, commitmentOf(serverSeed));
      return { id: row.id, commitment: row.commitment };
    },

    /** A development endpoint's round with a chosen seed, so a test can reach a given outcome; refused once the round exists with another seed. */
    async openWithSeed({ serverSeed, ...key }: FairRoundKey & { serverSeed: string }): Promise<{ id: number; commitment: string }> {
      const row = await createFairRoundRepository(db).openOnce(key, serverSeed, commitmentOf(serverSeed));
      if (row.serverSeed !== serverSeed) throw new AppError('request_param_err', { cause: 'the round is already open with another seed' });
      return { id: row.id, commitment: row.commitment };
    },

    async reveal<T>(tx: AppDatabase, key: FairRoundKey, publicSeed: string, outcomeOf: (random: FairRandom) => T): Promise<RevealedRound<T>> {
      const repository = createFairRoundRepository(tx);
      const row = await repository.lockByKey(key);
      if (!row) throw new Error(`fair round ${key.game}/${key.round} was never opened, so its seed was never committed`);
      if (row.publicSeed !== null) {
        return { id: row.id, outcome: row.outcome as T, serverSeed: row.serverSeed, publicSeed: row.publicSeed, commitment: row.commitment };
      }
      const outcome = outcomeOf(fairRandom(row.serverSeed, publicSeed));
      await repository.markRevealed(row.id, publicSeed, outcome, now());
      return { id: row.id, outcome, serverSeed: row.serverSeed, publicSeed, commitment: row.commitment };
    },

    /** Forgets rounds nobody played (a lottery issue or a table round without a bet, long over): their verify pages answer not found. */
    async forget(tx: AppDatabase, ids: readonly number[]): Promise<void> {
      await createFairRoundRepository(tx).deleteRounds(ids);
    },

    /** A round as its verify page shows it: the seeds and the outcome only once revealed. */
    async round(id: number): Promise<FairRound> {
      const row = await createFairRoundRepository(db).find(id);
      if (!row) throw new AppError('not.found');
      const revealed = row.revealedAt !== null;
      return {
        id: row.id, game: row.game, round: row.round, commitment: row.commitment,
        serverSeed: revealed ? row.serverSeed : null, publicSeed: revealed ? row.publicSeed : null, outcome: revealed ? row.outcome : null,
        createdAt: row.createdAt.getTime(), revealedAt: row.revealedAt?.getTime() ?? null,
      };
    },
  };
}

export type Fairness = ReturnType<typeof createFairness>;
