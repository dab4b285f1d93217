import { OPERATOR_USERNAME } from '@m/contract';
import { hashPassword } from '../../lib/password-hash.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { OperatorRepository } from './repository.ts';

export const MIN_OPERATOR_PASSWORD_LENGTH = 10;

/** Why an operator account could not be made, in words for the console. */
export class OperatorAccountError extends Error {}

/** Makes an operator account of one merchant (`merchantId`) or of every merchant (null). */
export async function createOperatorAccount(
  repository: OperatorRepository,
  account: { username: string; password: string; merchantId: number | null },
) {
  if (!OPERATOR_USERNAME.test(account.username)) throw new OperatorAccountError('A username is 3 to 32 letters, digits, dots, dashes or underscores.');
  if ([...account.password].length < MIN_OPERATOR_PASSWORD_LENGTH) {
    throw new OperatorAccountError(`A password has at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters.`);
  }
  try {
    return await repository.insert({ username: account.username, passwordHash: await hashPassword(account.password), merchantId: account.merchantId });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new OperatorAccountError(`An operator named ${account.username} exists already.`);
    throw error;
  }
}
