import { hashPassword } from '../../lib/password-hash.ts';
import type { AppDatabase } from '../client.ts';
import { operators } from '../schema.ts';

/** The demo operator, of every merchant; its password is documented like the demo members' (demo data only). */
export const OPERATOR_SEEDS = [{ username: 'operator', password: 'operator1234' }] as const;

export async function seedOperators(db: AppDatabase): Promise<void> {
  for (const seed of OPERATOR_SEEDS) {
    await db.insert(operators).values({ username: seed.username, passwordHash: await hashPassword(seed.password), merchantId: null });
  }
}
