import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { turnoverRequirements } from '../../db/schema.ts';

/** A bonus asks the member to wager this much before withdrawing (written with the bonus's transfer). */
export async function addTurnoverRequirement(
  tx: AppDatabase,
  requirement: { memberId: number; requiredMinor: number; reference: string },
): Promise<void> {
  if (!Number.isSafeInteger(requirement.requiredMinor) || requirement.requiredMinor <= 0) return;
  await tx.insert(turnoverRequirements).values(requirement);
}

/** Counts a settled stake against the member's open requirements, oldest first. Call it in the bet's transaction. */
export async function recordStake(tx: AppDatabase, memberId: number, stakeMinor: number): Promise<void> {
  let left = stakeMinor;
  const open = await tx
    .select({ id: turnoverRequirements.id, requiredMinor: turnoverRequirements.requiredMinor, wageredMinor: turnoverRequirements.wageredMinor })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.metAt)))
    .orderBy(asc(turnoverRequirements.id))
    .for('update');
  for (const requirement of open) {
    if (left <= 0) break;
    const counted = Math.min(left, requirement.requiredMinor - requirement.wageredMinor);
    left -= counted;
    const wageredMinor = requirement.wageredMinor + counted;
    await tx
      .update(turnoverRequirements)
      .set({ wageredMinor, metAt: wageredMinor === requirement.requiredMinor ? sql`now()` : null })
      .where(eq(turnoverRequirements.id, requirement.id));
  }
}

/** What the member still has to wager before money may leave the wallet (0 when no bonus asks for any). */
export async function remainingTurnoverMinor(executor: AppDatabase, memberId: number): Promise<number> {
  const [row] = await executor
    .select({ remaining: sql<string>`coalesce(sum(${turnoverRequirements.requiredMinor} - ${turnoverRequirements.wageredMinor}), 0)` })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.metAt)));
  return Number(row?.remaining ?? 0);
}
