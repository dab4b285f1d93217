import type { FairRandom } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { MemberSession } from '../../lib/request-context.ts';

/** The provably-fair rounds (modules/fairness) as the lottery uses them. */
export type LotteryFairness = {
  open(db: AppDatabase, key: { game: string; round: string }): Promise<{ id: number; commitment: string }>;
  reveal<T>(db: AppDatabase, key: { game: string; round: string }, publicSeed: string, outcomeOf: (random: FairRandom) => T): Promise<{ id: number; outcome: T }>;
};

/** The in-house vendor client of the seamless-wallet game API (modules/game-api): every stake and win goes through it. */
export type LotteryVendor = {
  launchFor(session: MemberSession, merchantCode: string, gameId: number): Promise<string>;
  debit(input: { launch: string; transactionId: string; roundId: string; amountMinor: number }): Promise<{ balanceMinor: number }>;
  credit(input: { transactionId: string; roundId: string; amountMinor: number; outcome: string[] }): Promise<{ balanceMinor: number }>;
  rollback(input: { transactionId: string; refTransactionId: string; roundId: string }): Promise<{ balanceMinor: number }>;
};
