import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members, passwordResetTokens, type Member, type NewMember } from '../../db/schema.ts';

export function createMemberRepository(db: AppDatabase) {
  return {
    async insert(member: NewMember): Promise<Member> {
      const [row] = await db.insert(members).values(member).returning();
      return row!;
    },

    async findById(id: number): Promise<Member | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row ?? null;
    },

    /** Usernames are unique per merchant without regard to case. */
    async findByUsername(merchantId: number, username: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = ${username.toLowerCase()}`))
        .limit(1);
      return row ?? null;
    },

    async findByMobile(merchantId: number, mobile: string): Promise<Member | null> {
      const [row] = await db.select().from(members).where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile))).limit(1);
      return row ?? null;
    },

    async findByAffiliateCode(merchantId: number, code: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code.toUpperCase())))
        .limit(1);
      return row ?? null;
    },

    async update(id: number, patch: Partial<Pick<Member, 'passwordHash' | 'lastLogin' | 'paymentPasswordHash'>>): Promise<void> {
      await db.update(members).set(patch).where(eq(members.id, id));
    },

    async insertResetToken(token: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(token);
    },

    /** The member of an unused, unexpired reset token. */
    async findByResetToken(tokenHash: string, now: Date): Promise<Member | null> {
      const [row] = await db
        .select({ member: members })
        .from(passwordResetTokens)
        .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      return row?.member ?? null;
    },

    /** Marks a reset token used; false when it was used already. */
    async useResetToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
        .returning({ tokenHash: passwordResetTokens.tokenHash });
      return rows.length === 1;
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
