import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { MemberSecretGuardTable } from '../../db/schema.ts';

/** An entry let through to be checked: its number in the row of wrong entries, and the lock it started as the last one allowed. */
export type ReservedAttempt = { failedAttempts: number; lockedUntil: Date | null };

export function createSecretGuardRepository(db: AppDatabase, table: MemberSecretGuardTable) {
  return {
    /**
     * Counts one more entry as wrong before it is checked, in one statement, so parallel entries
     * from any number of processes each get their own number; the entry that reaches
     * `maxAttempts` starts the lock. Null while the member is locked: the entry is not counted.
     */
    async reserveAttempt(memberId: number, rule: { maxAttempts: number; now: Date; lockUntil: Date }): Promise<ReservedAttempt | null> {
      const lockUntil = sql`${rule.lockUntil.toISOString()}::timestamptz`;
      // A lock still on the row here has ended: the entry starts a new row of wrong entries.
      const attempt = sql`case when ${table.lockedUntil} is null then ${table.failedAttempts} + 1 else 1 end`;
      const [row] = await db
        .insert(table)
        .values({ memberId, failedAttempts: 1, lockedUntil: rule.maxAttempts > 1 ? null : rule.lockUntil })
        .onConflictDoUpdate({
          target: table.memberId,
          set: { failedAttempts: attempt, lockedUntil: sql`case when ${attempt} >= ${rule.maxAttempts} then ${lockUntil} end` },
          where: sql`${table.lockedUntil} is null or ${table.lockedUntil} <= ${rule.now.toISOString()}::timestamptz`,
        })
        .returning({ failedAttempts: table.failedAttempts, lockedUntil: table.lockedUntil });
      return row ?? null;
    },

    async lockedUntil(memberId: number): Promise<Date | null> {
      const [row] = await db.select({ lockedUntil: table.lockedUntil }).from(table).where(eq(table.memberId, memberId));
      return row?.lockedUntil ?? null;
    },

    /** After a right entry: the count starts again, and a lock started by the entries checked alongside it ends. */
    async clear(memberId: number): Promise<void> {
      await db.update(table).set({ failedAttempts: 0, lockedUntil: null }).where(eq(table.memberId, memberId));
    },
  };
}

export type SecretGuardRepository = ReturnType<typeof createSecretGuardRepository>;
