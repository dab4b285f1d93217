import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { games } from '../db/schema.ts';
import { settleSpin } from '../modules/games/service.ts';
import type { TestMember } from './members.ts';

/** Reels that pay nothing, so a bet's stake is the whole movement. */
export const LOSING_REELS = ['CHERRY', 'LEMON', 'BELL'];

/** The first game of the category in the seeded catalogue. */
export const gameOfCategory = async (db: AppDatabase, category: string) =>
  (await db.select({ id: games.id }).from(games).where(eq(games.gameCategory, category)).orderBy(asc(games.id)).limit(1))[0]!.id;

/** A settled losing bet of the member on a game of the category, as the game page makes it. */
export const losingBet = async (db: AppDatabase, member: Pick<TestMember, 'memberId'>, category: string, stakeMinor: number) =>
  settleSpin(db, { memberId: member.memberId, gameId: await gameOfCategory(db, category), stakeMinor, idempotencyKey: randomUUID(), reels: LOSING_REELS });
