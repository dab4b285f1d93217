import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { turnoverRequirements } from '../../db/schema.ts';

/**
 * A bonus asks the member to wager `requiredMinor` before `lockedMinor` (the bonus and the deposit
 * that earned it) may leave the wallet. Written with the bonus's transfer.
 */
export async function addTurnoverRequirement(
  tx: AppDatabase,
  requirement: { memberId: number; requiredMinor: number; lockedMinor: number; reference: string },
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

export type OpenTurnover = { lockedMinor: number; requiredMinor: number; wageredMinor: number };

/** The member's unmet requirements together: what they lock, what they ask for, what has been wagered. */
export async function openTurnover(executor: AppDatabase, memberId: number): Promise<OpenTurnover> {
  const [row] = await executor
    .select({
      lockedMinor: sql<string>`coalesce(sum(${turnoverRequirements.lockedMinor}), 0)`,
      requiredMinor: sql<string>`coalesce(sum(${turnoverRequirements.requiredMinor}), 0)`,
      wageredMinor: sql<string>`coalesce(sum(${turnoverRequirements.wageredMinor}), 0)`,
    })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.metAt)));
  return { lockedMinor: Number(row?.lockedMinor ?? 0), requiredMinor: Number(row?.requiredMinor ?? 0), wageredMinor: Number(row?.wageredMinor ?? 0) };
}
