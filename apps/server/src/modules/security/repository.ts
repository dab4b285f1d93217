import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bankCards, identityVerifications, members } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

/** Advisory lock class of a binding: the check that no other member has the value and the write are one step. */
const BINDING_LOCK = 21_021;

export type BindingStanding = {
  passwordHash: string;
  paymentPasswordSet: boolean;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  bankCards: number;
  identityApproved: boolean;
};

export function createSecurityRepository(db: AppDatabase) {
  return {
    /** What the member has set up, for the security level and the binding rules; null for no such member. */
    async standing(memberId: number): Promise<BindingStanding | null> {
      const [member] = await db
        .select({
          passwordHash: members.passwordHash,
          paymentPasswordSet: sql<boolean>`${members.paymentPasswordHash} is not null`,
          mobile: members.mobile,
          countryDialingCode: members.countryDialingCode,
          email: members.email,
        })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) return null;
      const [cards] = await db.select({ total: count() }).from(bankCards).where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
      const [identity] = await db.select({ status: identityVerifications.status }).from(identityVerifications).where(eq(identityVerifications.memberId, memberId));
      return { ...member, bankCards: cards?.total ?? 0, identityApproved: identity?.status === 'APPROVED' };
    },

    /** Binds the mobile to the member unless another member of the merchant has it (mobile.exists). */
    async bindMobile(merchantId: number, memberId: number, mobile: string, countryDialingCode: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${BINDING_LOCK}, hashtext(${`${merchantId}:mobile:${mobile}`}))`);
          const [taken] = await tx.select({ id: members.id }).from(members)
            .where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile), ne(members.id, memberId)))
            .limit(1);
          if (taken) throw new AppError('mobile.exists');
          await tx.update(members).set({ mobile, countryDialingCode }).where(eq(members.id, memberId));
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw new AppError('mobile.exists', { cause: error });
        throw error;
      }
    },

    /** Binds the e-mail (lower case) unless another member of the merchant has it in any case (email.exists). */
    async bindEmail(merchantId: number, memberId: number, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BINDING_LOCK}, hashtext(${`${merchantId}:email:${email}`}))`);
        const [taken] = await tx.select({ id: members.id }).from(members)
          .where(and(eq(members.merchantId, merchantId), sql`lower(${members.email}) = ${email}`, ne(members.id, memberId)))
          .limit(1);
        if (taken) throw new AppError('email.exists');
        await tx.update(members).set({ email }).where(eq(members.id, memberId));
      });
    },

    /** Whether another member of the merchant has the mobile or the e-mail (checked before a code is sent). */
    async takenByAnother(merchantId: number, memberId: number, contact: { mobile: string } | { email: string }): Promise<boolean> {
      const matches = 'mobile' in contact ? eq(members.mobile, contact.mobile) : sql`lower(${members.email}) = ${contact.email}`;
      const [taken] = await db.select({ id: members.id }).from(members)
        .where(and(eq(members.merchantId, merchantId), matches, ne(members.id, memberId)))
        .limit(1);
      return taken !== undefined;
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
