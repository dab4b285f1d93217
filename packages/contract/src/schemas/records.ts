import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { calendarDay, text, utcOffsetMinutes, wireInteger } from '../input-rules.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { amountRequest } from '../money.ts';

/**
 * The kinds of ledger transfer a member's wallet takes part in (a withdrawal's payout leaves the
 * withdrawal hold, not the wallet: the wallet shows the hold and, if rejected, the refund).
 */
export const TRANSACTION_TYPES = ['DEPOSIT', 'BONUS', 'REBATE', 'BET', 'WIN', 'WITHDRAW_HOLD', 'WITHDRAW_REFUND', 'ADJUST', 'UPLINE_TRANSFER',
  'RED_RAIN_FUND', 'RED_RAIN_CATCH', 'RED_RAIN_RETURN', 'AGENT_FUND_TRANSFER'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const RECORDS_PAGE_SIZE = 20;
/** The longest period a record screen asks for (the date filter's presets reach 30 days). */
export const RECORDS_MAX_DAYS = 92;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** The player's time zone when the app sends none: the merchants' Philippine time, UTC+8. */
export const DEFAULT_UTC_OFFSET = 480;

/** The period of a record: days of the player's calendar, both included. */
const rangeParams = () => ({ from: calendarDay(), to: calendarDay(), utcOffset: utcOffsetMinutes().default(DEFAULT_UTC_OFFSET) });
const pageParams = () => ({ pageNo: wireInteger({ min: 1, max: 100_000 }).default(1), pageSize: wireInteger({ min: 1, max: 100 }).default(RECORDS_PAGE_SIZE) });

const withValidRange = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema.refine((range) => {
    const span = dayNumber(range.to) - dayNumber(range.from);
    return Number.isFinite(span) && span >= 0 && span < RECORDS_MAX_DAYS;
  }, `from on or before to, at most ${RECORDS_MAX_DAYS} days`);

/** Page `pageNum` of `totalPages` of a record, with the totals of the whole period. */
const recordPage = <Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) =>
  z.object({ list: z.array(row), pageNum: z.number().int(), totalPages: z.number().int(), totals });

export const transactionRecordQuerySchema = lazySchema(() => withValidRange(z
  .object({ ...rangeParams(), ...pageParams(), type: z.enum(TRANSACTION_TYPES).optional() })
  .strict()));
/**
 * What a wallet movement belongs to: the game of a bet or win, the deposit order of a deposit or its
 * bonus, the member's withdrawal, or the other member of a transfer (the wallet sent it to them or
 * received it from them).
 */
export const transactionSubjectSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game'), gameName: z.string() }),
  z.object({ kind: z.literal('depositOrder'), orderNo: z.string() }),
  z.object({ kind: z.literal('withdrawal'), withdrawalId: z.number().int() }),
  z.object({ kind: z.literal('transferTo'), account: z.string() }),
  z.object({ kind: z.literal('transferFrom'), account: z.string() }),
]));
export type TransactionSubject = z.infer<typeof transactionSubjectSchema>;
export const transactionRowSchema = lazySchema(() => z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed: credits to the wallet positive, debits negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** What the movement belongs to, for the app's sentence ("Withdrawal #2"); null when the type says it all. */
  subject: transactionSubjectSchema.nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
}));
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionRecordSchema = lazySchema(() => recordPage(
  transactionRowSchema,
  z.object({ credit: z.number(), debit: z.number(), net: z.number(), count: z.number().int() }),
));
export type TransactionRecordPage = z.infer<typeof transactionRecordSchema>;

/** Also carries the platform's standard parameters of its game calls, accepted and not needed. */
export const gameRecordQuerySchema = lazySchema(() => withValidRange(z
  .object({
    ...rangeParams(), ...pageParams(),
    platform: z.literal('html5').optional(), clientType: wireInteger({ max: 1000 }).optional(), language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict()));
export const betRecordSchema = lazySchema(() => z.object({
  id: z.number().int(),
  gameName: z.string(),
  /** The vendor's code and its name as the catalogue shows it. */
  vendor: z.string(),
  vendorName: z.string(),
  gameCategory: z.string(),
  stake: z.number(),
  win: z.number(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
}));
export type BetRecord = z.infer<typeof betRecordSchema>;
/** `net`: what the player won less what they staked (negative when they lost). */
export const gameRecordSchema = lazySchema(() => recordPage(
  betRecordSchema,
  z.object({ stake: z.number(), win: z.number(), net: z.number(), count: z.number().int() }),
));
export type GameRecordPage = z.infer<typeof gameRecordSchema>;

export const PROFIT_LOSS_GROUPS = ['day', 'category'] as const;
export type ProfitLossGroup = (typeof PROFIT_LOSS_GROUPS)[number];
export const profitLossQuerySchema = lazySchema(() => withValidRange(z
  .object({ ...rangeParams(), ...pageParams(), groupBy: z.enum(PROFIT_LOSS_GROUPS).default('day') })
  .strict()));
/**
 * One day (`YYYY-MM-DD`) or game category of the period. Bets: stake, win, profit (win less stake);
 * money in and out (deposits, withdrawals paid out, bonuses) belong to days, and are 0 on a category.
 */
export const profitLossRowSchema = lazySchema(() => z.object({
  key: z.string(),
  bets: z.number().int(),
  stake: z.number(),
  win: z.number(),
  profit: z.number(),
  deposit: z.number(),
  withdrawal: z.number(),
  bonus: z.number(),
}));
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;
export const profitLossSchema = lazySchema(() => recordPage(profitLossRowSchema, profitLossRowSchema.omit({ key: true })));
export type ProfitLossPage = z.infer<typeof profitLossSchema>;

/** Whether the member may send money to the upline agent now, to whom, and the balance it comes from. */
export const uplineTransferInfoSchema = lazySchema(() => z.object({
  available: z.boolean(),
  upline: z.object({ account: z.string(), userName: z.string() }).nullable(),
  balance: z.number(),
}));
export type UplineTransferInfo = z.infer<typeof uplineTransferInfoSchema>;

/** `requestId`: made once per filled-in form, so a double submit moves the money once. */
export const uplineTransferRequestSchema = lazySchema(() => z.object({
  amount: amountRequest(),
  /** Checked by the payment password service (a wrong one counts towards its lock). */
  paymentPassword: text().max(64),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
}).strict());
export const uplineTransferSchema = lazySchema(() => z.object({ transferId: z.number().int(), balance: z.number() }));
