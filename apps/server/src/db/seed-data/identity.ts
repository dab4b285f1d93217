import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDatabase } from '../client.ts';
import { identityVerifications, members, merchants } from '../schema.ts';

/** The demo accounts' verified identities: they withdraw as before on a merchant that now asks for one. */
const VERIFIED_SEEDS = [
  { merchantCode: 'DEMO', username: 'agent01', fullName: 'Andres Agent Santos', birthDate: '1985-04-12' },
  { merchantCode: 'DEMO', username: 'demo', fullName: 'Dana Demo Reyes', birthDate: '1992-09-30' },
  { merchantCode: 'ALT', username: 'altdemo', fullName: 'Alex Alt Cruz', birthDate: '1990-01-15' },
] as const;

/** A plain card-shaped picture standing in for the demo accounts' ID and selfie (they never sent one). */
const placeholder = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 214, g: 220, b: 228 } } }).png().toBuffer();

/**
 * DEMO asks for a verified identity before a member's first withdrawal, of members 21 and over
 * (ALT keeps neither: 18, not required); the demo accounts are already verified. Idempotent.
 */
export async function seedIdentityVerification(db: AppDatabase): Promise<void> {
  await db.update(merchants).set({ identityRequired: true, minAge: 21 }).where(eq(merchants.code, 'DEMO'));
  const [idPicture, selfie] = await Promise.all([placeholder(320, 200), placeholder(240, 240)]);
  for (const seed of VERIFIED_SEEDS) {
    const [member] = await db.select({ id: members.id, merchantId: members.merchantId }).from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, seed.merchantCode), eq(members.username, seed.username)));
    if (!member) continue;
    await db.insert(identityVerifications).values({
      memberId: member.id, merchantId: member.merchantId, status: 'APPROVED', fullName: seed.fullName,
      idPictureType: 'image/png', idPicture, selfieType: 'image/png', selfie, decidedAt: new Date(),
    }).onConflictDoNothing({ target: identityVerifications.memberId });
    await db.update(members).set({ birthDate: seed.birthDate }).where(eq(members.id, member.id));
  }
}
