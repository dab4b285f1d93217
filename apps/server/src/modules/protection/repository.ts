import type { ExclusionKind } from '@m/contract';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bets, memberProtection, memberSessions } from '../../db/schema.ts';

export type StoredExclusion = { kind: ExclusionKind; until: Date | null; setAt: Date };
export type StoredProtection = { realityCheckSeconds: number; exclusion: StoredExclusion | null };

const NO_PROTECTION: StoredProtection = { realityCheckSeconds: 0, exclusion: null };

/** In force at `now`: set, and permanent or ending later. */
const inForce = (exclusion: StoredExclusion | null, now: Date): StoredExclusion | null =>
  exclusion && (exclusion.until === null || exclusion.until.getTime() > now.getTime()) ? exclusion : null;

/** A member's reality check and exclusion, and what the reality check reads of a session. */
export function createProtectionRepository(db: AppDatabase) {
  return {
    /** The member's settings with the exclusion in force at `now` (an ended one reads as none). */
    async find(memberId: number, now: Date): Promise<StoredProtection> {
      const [row] = await db.select().from(memberProtection).where(eq(memberProtection.memberId, memberId));
      if (!row) return NO_PROTECTION;
      const exclusion = row.exclusionKind && row.exclusionSetAt
        ? { kind: row.exclusionKind, until: row.excludedUntil, setAt: row.exclusionSetAt }
        : null;
      return { realityCheckSeconds: row.realityCheckSeconds, exclusion: inForce(exclusion, now) };
    },

    async setRealityCheck(memberId: number, seconds: number): Promise<void> {
      await db.insert(memberProtection).values({ memberId, realityCheckSeconds: seconds })
        .onConflictDoUpdate({ target: memberProtection.memberId, set: { realityCheckSeconds: seconds } });
    },

    /**
     * Sets the exclusion, or lengthens the one in force, in one conditional statement: it is written
     * only when none is in force at `now` or the new one ends no earlier (null: never), so
     * concurrent requests can only ever leave the longest. A self-exclusion in force stays one.
     * False when refused (the one in force lasts longer).
     */
    async lengthenExclusion(memberId: number, exclusion: { kind: ExclusionKind; until: Date | null }, now: Date): Promise<boolean> {
      const current = memberProtection;
      const currentInForce = sql`(${current.exclusionKind} is not null and (${current.excludedUntil} is null or ${current.excludedUntil} > ${now}))`;
      const rows = await db.insert(memberProtection)
        .values({ memberId, exclusionKind: exclusion.kind, excludedUntil: exclusion.until, exclusionSetAt: now })
        .onConflictDoUpdate({
          target: memberProtection.memberId,
          set: {
            exclusionKind: sql`case when ${currentInForce} and ${current.exclusionKind} = 'SELF_EXCLUSION' then 'SELF_EXCLUSION' else excluded.exclusion_kind end`,
            excludedUntil: sql`excluded.excluded_until`,
            exclusionSetAt: sql`excluded.exclusion_set_at`,
          },
          setWhere: sql`not ${currentInForce} or excluded.excluded_until is null
            or (${current.excludedUntil} is not null and excluded.excluded_until >= ${current.excludedUntil})`,
        })
        .returning({ memberId: memberProtection.memberId });
      return rows.length === 1;
    },

    /** When the member's session began; null when it is not theirs. */
    async sessionStart(memberId: number, sessionId: number): Promise<Date | null> {
      const [row] = await db.select({ createdAt: memberSessions.createdAt }).from(memberSessions)
        .where(and(eq(memberSessions.id, sessionId), eq(memberSessions.memberId, memberId)));
      return row?.createdAt ?? null;
    },

    /** The member's settled bets since `from`: how many, stakes and wins (minor units). */
    async betsSince(memberId: number, from: Date): Promise<{ bets: number; stakeMinor: number; winMinor: number }> {
      const [row] = await db.select({ bets: count(), stakeMinor: sum(bets.stakeMinor), winMinor: sum(bets.winMinor) }).from(bets)
        .where(and(eq(bets.memberId, memberId), gte(bets.createdAt, from)));
      return { bets: row?.bets ?? 0, stakeMinor: Number(row?.stakeMinor ?? 0), winMinor: Number(row?.winMinor ?? 0) };
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
