import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { promotions } from '../schema.ts';
import { createLeaderboardRepository } from '../../modules/promotions/leaderboard-repository.ts';

/** The daily slots mission's prizes for ranks 1 to 10 of each day's leaderboard. */
export const SLOTS_MISSION_PRIZES_MINOR = [500_00, 300_00, 200_00, 100_00, 100_00, 50_00, 50_00, 50_00, 50_00, 50_00] as const;

/** Gives the seeded daily slots mission of each merchant its leaderboard prizes, unless it has prizes already (an operator's stay). */
export async function seedLeaderboardPrizes(db: AppDatabase): Promise<void> {
  const missions = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.code, 'SLOTS_MISSION'), eq(promotions.kind, 'MISSION')));
  const repository = createLeaderboardRepository(db);
  for (const mission of missions) await repository.addPrizesIfNone(mission.id, SLOTS_MISSION_PRIZES_MINOR);
}
