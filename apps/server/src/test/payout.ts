import { envelopeSchema, withdrawBanksSchema } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { injectEncrypted } from './encrypted.ts';
import type { TestMember } from './members.ts';

export const TEST_PAYMENT_PASSWORD = '482913';
let accounts = 0;

/**
 * Readies a member for withdrawals as the member would: sets the payment password and binds a
 * GCash account (a fresh number each time). Answers the card's id, or null when either is refused.
 */
export async function bindPayout(app: FastifyInstance, member: TestMember, merchant = 'DEMO'): Promise<number | null> {
  const headers = { merchant, authorization: member.token };
  const password = await injectEncrypted(app, {
    method: 'PUT', url: '/wps/member/paymentPassword', headers,
    payload: { newPassword: TEST_PAYMENT_PASSWORD, confirmNewPassword: TEST_PAYMENT_PASSWORD },
  });
  const banks = envelopeSchema(withdrawBanksSchema).parse((await app.inject({ method: 'GET', url: '/wps/system/withdrawBanks', headers })).json()).value!;
  const card = await injectEncrypted(app, {
    method: 'PUT', url: '/wps/member/bankCard', headers,
    payload: { bankId: banks.find((bank) => bank.code === 'GCASH')!.id, accountName: 'Juan dela Cruz', accountNumber: `0917${String(++accounts).padStart(7, '0')}` },
  });
  const answers = [password.json(), card.json()] as { success: boolean; value?: { id: number } }[];
  return answers.every((answer) => answer.success) ? answers[1]!.value!.id : null;
}
