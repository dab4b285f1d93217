import type { PayoutBankType } from '@m/contract';
import type { AppDatabase } from '../client.ts';
import { merchants, withdrawBanks } from '../schema.ts';

type WithdrawBankSeed = { code: string; name: string; type: PayoutBankType };

/** E-wallet accounts are the wallet's Philippine mobile number: 11 digits, 09… */
const EWALLET_RULE = { accountMinLength: 11, accountMaxLength: 11, accountPrefix: '09' } as const;
/** Bank account numbers of the Philippine banks run from 10 to 16 digits. */
const BANK_RULE = { accountMinLength: 10, accountMaxLength: 16, accountPrefix: '' } as const;

/** Where members of the demo merchants (Philippine peso) withdraw to, in the order the picker lists them. */
export const WITHDRAW_BANK_SEEDS: readonly WithdrawBankSeed[] = [
  { code: 'GCASH', name: 'GCash', type: 'ewallet' },
  { code: 'MAYA', name: 'Maya', type: 'ewallet' },
  { code: 'GRABPAY', name: 'GrabPay', type: 'ewallet' },
  { code: 'BDO', name: 'BDO Unibank', type: 'bank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands (BPI)', type: 'bank' },
  { code: 'MBTC', name: 'Metrobank', type: 'bank' },
  { code: 'LBP', name: 'Land Bank of the Philippines (Landbank)', type: 'bank' },
  { code: 'UBP', name: 'UnionBank of the Philippines', type: 'bank' },
  { code: 'SECB', name: 'Security Bank', type: 'bank' },
];

export async function seedWithdrawBanks(db: AppDatabase): Promise<void> {
  const merchantRows = await db.select({ id: merchants.id }).from(merchants);
  await db.insert(withdrawBanks).values(merchantRows.flatMap(({ id }) =>
    WITHDRAW_BANK_SEEDS.map((bank, sortOrder) => ({
      merchantId: id, ...bank, ...(bank.type === 'ewallet' ? EWALLET_RULE : BANK_RULE), sortOrder,
    }))));
}
