import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text } from '../input-rules.ts';
import { smsCodeSchema } from './session.ts';
import { PAYOUT_BANK_TYPES } from '../payout-rules.ts';

/** The payout rules live apart from the schemas, so forms read them without zod. */
export * from '../payout-rules.ts';

/** Banks and e-wallets a member of the merchant can withdraw to. */
export const withdrawBankSchema = lazySchema(() => z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PAYOUT_BANK_TYPES),
  accountRule: z.object({ minLength: z.number().int(), maxLength: z.number().int(), prefix: z.string() }),
}));
export type WithdrawBank = z.infer<typeof withdrawBankSchema>;
export const withdrawBanksSchema = lazySchema(() => z.array(withdrawBankSchema));

/** A bound card as the member sees it: never the full number, only its last four digits behind a mask. */
export const bankCardSchema = lazySchema(() => z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  type: z.enum(PAYOUT_BANK_TYPES),
  accountName: z.string(),
  maskedNumber: z.string(),
  createdAt: z.number().int(),
}));
export type BankCard = z.infer<typeof bankCardSchema>;

/** The member's cards, the payee name every new card must carry (null before the first), and the limit. */
export const bankCardListSchema = lazySchema(() => z.object({
  payeeName: z.string().nullable(),
  maxCards: z.number().int(),
  cards: z.array(bankCardSchema),
}));
export type BankCardList = z.infer<typeof bankCardListSchema>;

export const bindBankCardRequestSchema = lazySchema(() => z.object({
  bankId: bodyId(),
  accountName: text().max(256),
  accountNumber: text().max(64),
}).strict());

export const removeBankCardRequestSchema = lazySchema(() => z.object({
  id: bodyId(),
  paymentPassword: text().max(64),
}).strict());

/** A payment password travels as typed; the server answers `payment.password.format` or `.weak`. */
const paymentPasswordText = () => text().max(64);

export const setPaymentPasswordRequestSchema = lazySchema(() => z.object({
  newPassword: paymentPasswordText(),
  confirmNewPassword: paymentPasswordText(),
}).strict());

/** Changed with the old payment password, or with an SMS code sent to the member's bound mobile. */
export const changePaymentPasswordRequestSchema = lazySchema(() => z.union([
  z.object({ oldPassword: paymentPasswordText(), newPassword: paymentPasswordText(), confirmNewPassword: paymentPasswordText() }).strict(),
  z.object({ verificationCode: smsCodeSchema, newPassword: paymentPasswordText(), confirmNewPassword: paymentPasswordText() }).strict(),
]));
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

/** The code goes to the mobile bound to the account; nothing to choose. */
export const paymentPasswordSmsRequestSchema = lazySchema(() => z.object({}).strict());
