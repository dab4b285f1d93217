import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { games } from '../db/schema.ts';
import { settleSpin } from '../modules/games/service.ts';
import type { TestMember } from './members.ts';

/** The outcome of a bet that paid nothing, so its stake is the whole movement. */
export const LOSING_OUTCOME = ['CHERRY/LEMON/BELL', 'PLUM/BAR/ORANGE', 'LEMON/CHERRY/PLUM'];

/** The first game of the category in the seeded catalogue. */
export const gameOfCategory = async (db: AppDatabase, category: string) =>
  (await db.select({ id: games.id }).from(games).where(eq(games.gameCategory, category)).orderBy(asc(games.id)).limit(1))[0]!.id;

/** A settled losing bet of the member on a game of the category, as the game page makes it. */
export const losingBet = async (db: AppDatabase, member: Pick<TestMember, 'memberId'>, category: string, stakeMinor: number) =>
  settleSpin(db, { memberId: member.memberId, gameId: await gameOfCategory(db, category), stakeMinor, idempotencyKey: randomUUID(), winMinor: 0, outcome: LOSING_OUTCOME });
