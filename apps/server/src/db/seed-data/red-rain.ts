import { inArray } from 'drizzle-orm';
import { scheduleMerchantSessions } from '../../modules/red-rain/service.ts';
import type { AppDatabase } from '../client.ts';
import { merchants, redRainSchedules } from '../schema.ts';

/** Each demo merchant rains on all its members every half hour, for 5 minutes: ₱2,000 to catch, at most ₱20 a member. */
const MERCHANT_RAIN = { name: 'Half-hourly rain', intervalMinutes: 30, anchorMinute: 0, durationSeconds: 5 * 60, budgetMinor: 2_000_00, perMemberCapMinor: 20_00 };

/** Idempotent: the schedules once per merchant, then the session under way and the next (funded by the merchant). */
export async function seedRedRain(db: AppDatabase): Promise<void> {
  const rows = await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.code, ['DEMO', 'ALT']));
  await db.insert(redRainSchedules).values(rows.map((merchant) => ({ merchantId: merchant.id, ...MERCHANT_RAIN }))).onConflictDoNothing();
  await scheduleMerchantSessions(db, Date.now());
}
