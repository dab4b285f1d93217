import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { merchants } from '../db/schema.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { createLoginGuard } from '../modules/session/login-guard.ts';
import { createOperatorLoginFailureRepository, createOperatorRepository } from '../modules/operator/repository.ts';
import { createOperatorSessions } from '../modules/operator/sessions.ts';

export type TestOperator = { operatorId: number; token: string; username: string; password: string };

/** Inserts an operator (of `merchantCode`, or of every merchant) and logs it in; send `token` as the `Authorization` header. */
export async function createTestOperator(db: AppDatabase, options: { merchantCode?: string } = {}): Promise<TestOperator> {
  const [merchant] = options.merchantCode
    ? await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, options.merchantCode)).limit(1)
    : [null];
  const username = `op${randomBytes(5).toString('hex')}`;
  const password = 'operator-test-1';
  const repository = createOperatorRepository(db);
  const operator = await repository.insert({ username, passwordHash: await hashPassword(password), merchantId: merchant?.id ?? null });
  const sessions = createOperatorSessions(repository, createLoginGuard(createOperatorLoginFailureRepository(db)));
  const { token } = await sessions.login({ username, password }, '127.0.0.1');
  return { operatorId: operator.id, token, username, password };
}
