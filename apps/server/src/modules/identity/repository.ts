import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { IdentityStatus, PictureContentType } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { identityVerifications, members, merchants, type IdentityVerificationRow } from '../../db/schema.ts';

export type KeptStatus = Exclude<IdentityStatus, 'NOT_SUBMITTED'>;

/** A verification without its pictures (lists and the member's own view never carry them). */
export type IdentitySummary = Omit<IdentityVerificationRow, 'idPicture' | 'selfie'>;

export type IdentitySubmission = {
  merchantId: number;
  memberId: number;
  fullName: string;
  idPicture: { contentType: PictureContentType; bytes: Buffer };
  selfie: { contentType: PictureContentType; bytes: Buffer };
  submittedAt: Date;
};

const { idPicture: _idPicture, selfie: _selfie, ...summaryColumns } = getTableColumns(identityVerifications);

/** What a sending writes: PENDING with the name and the two kept pictures. */
const sentColumns = (submission: IdentitySubmission) => ({
  status: 'PENDING' as const,
  fullName: submission.fullName,
  idPictureType: submission.idPicture.contentType,
  idPicture: submission.idPicture.bytes,
  selfieType: submission.selfie.contentType,
  selfie: submission.selfie.bytes,
  submittedAt: submission.submittedAt,
});

/** Identity verifications and the member's date of birth, on the executor it is given: the database, or a transaction. */
export function createIdentityRepository(db: AppDatabase) {
  return {
    async ofMember(memberId: number): Promise<IdentitySummary | null> {
      const [row] = await db.select(summaryColumns).from(identityVerifications).where(eq(identityVerifications.memberId, memberId));
      return row ?? null;
    },

    async find(id: number): Promise<IdentitySummary | null> {
      const [row] = await db.select(summaryColumns).from(identityVerifications).where(eq(identityVerifications.id, id));
      return row ?? null;
    },

    /** The verification locked until the transaction ends (a decision or a new sending reads and changes it at once). */
    async lock(id: number): Promise<IdentitySummary | null> {
      const [row] = await db.select(summaryColumns).from(identityVerifications).where(eq(identityVerifications.id, id)).for('update');
      return row ?? null;
    },

    async lockOfMember(memberId: number): Promise<IdentitySummary | null> {
      const [row] = await db.select(summaryColumns).from(identityVerifications).where(eq(identityVerifications.memberId, memberId)).for('update');
      return row ?? null;
    },

    /** The member's first sending; false when another request made their row first. */
    async insert(submission: IdentitySubmission): Promise<boolean> {
      const rows = await db.insert(identityVerifications).values({
        merchantId: submission.merchantId,
        memberId: submission.memberId,
        ...sentColumns(submission),
      }).onConflictDoNothing({ target: identityVerifications.memberId }).returning({ id: identityVerifications.id });
      return rows.length > 0;
    },

    /** A new sending in place of a rejected one: PENDING again, the old decision cleared. */
    async resubmit(id: number, submission: IdentitySubmission): Promise<void> {
      await db.update(identityVerifications).set({
        ...sentColumns(submission),
        reason: null,
        decidedBy: null,
        decidedAt: null,
      }).where(eq(identityVerifications.id, id));
    },

    async decide(id: number, change: { status: KeptStatus; reason: string | null; decidedBy: number; decidedAt: Date }): Promise<IdentitySummary> {
      const [row] = await db.update(identityVerifications).set(change).where(eq(identityVerifications.id, id)).returning(summaryColumns);
      return row!;
    },

    async birthDateOf(memberId: number): Promise<string | null> {
      const [row] = await db.select({ birthDate: members.birthDate }).from(members).where(eq(members.id, memberId));
      return row?.birthDate ?? null;
    },

    async setBirthDate(memberId: number, birthDate: string): Promise<void> {
      await db.update(members).set({ birthDate }).where(eq(members.id, memberId));
    },

    /** A merchant's verifications in `status` (every status: null) with the members' account names and dates of birth. */
    listForOperator(merchantId: number, status: KeptStatus | null, limit: number): Promise<Array<IdentitySummary & { account: string; birthDate: string | null }>> {
      const where: SQL[] = [eq(identityVerifications.merchantId, merchantId)];
      if (status) where.push(eq(identityVerifications.status, status));
      return db.select({ ...summaryColumns, account: members.username, birthDate: members.birthDate })
        .from(identityVerifications).innerJoin(members, eq(members.id, identityVerifications.memberId))
        .where(and(...where)).orderBy(status === 'PENDING' ? asc(identityVerifications.submittedAt) : desc(identityVerifications.id)).limit(limit);
    },

    /** The member's account name, date of birth, and merchant (its code and least age), as operators read them. */
    async namesOf(memberId: number): Promise<{ account: string; birthDate: string | null; merchant: string; minAge: number }> {
      const [row] = await db.select({ account: members.username, birthDate: members.birthDate, merchant: merchants.code, minAge: merchants.minAge })
        .from(members).innerJoin(merchants, eq(merchants.id, members.merchantId)).where(eq(members.id, memberId));
      return row ?? { account: '', birthDate: null, merchant: '', minAge: 18 };
    },

    /** The kept copies of the two pictures (operators only). */
    async pictures(id: number): Promise<{ idPicture: { contentType: PictureContentType; data: Buffer }; selfie: { contentType: PictureContentType; data: Buffer } } | null> {
      const [row] = await db.select({
        idPictureType: identityVerifications.idPictureType, idPicture: identityVerifications.idPicture,
        selfieType: identityVerifications.selfieType, selfie: identityVerifications.selfie,
      }).from(identityVerifications).where(eq(identityVerifications.id, id));
      if (!row) return null;
      return { idPicture: { contentType: row.idPictureType, data: row.idPicture }, selfie: { contentType: row.selfieType, data: row.selfie } };
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
