import { and, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Counts a settled stake against the member's open requirements, oldest first, in one statement
 * (nothing to write when none is open). Call it in the bet's transaction.
 */
export async function recordStake(tx: AppDatabase, memberId: number, stakeMinor: number): Promise<void> {
  // The open requirements are locked and read as they are now, then each takes what is left of
  // the stake after the older ones, up to what it still asks for.
  await tx.execute(sql`
    with open as (
      select id, required_minor, wagered_minor from turnover_requirements
      where member_id = ${memberId}::integer and met_at is null
      order by id
      for update
    ),
    counted as (
      select id, required_minor, wagered_minor + least(required_minor - wagered_minor,
        greatest(0, ${stakeMinor}::bigint - coalesce(sum(required_minor - wagered_minor) over (order by id rows between unbounded preceding and 1 preceding), 0))
      ) as wagered_minor
      from open
    )
    update turnover_requirements
    set wagered_minor = counted.wagered_minor, met_at = case when counted.wagered_minor = counted.required_minor then now() end
    from counted
    where turnover_requirements.id = counted.id and counted.wagered_minor <> turnover_requirements.wagered_minor`);
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
