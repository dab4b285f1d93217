import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, calendarDay, text, utcOffsetMinutes, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { pictureUploadSchemaOf } from './picture.ts';

/**
 * Deposits (spec §2 /m/voucherCenter, §6 flag DEPOSIT): channels, promotions, orders, the payment
 * gateway's callback, deposit limits and the deposit report. Amounts the player types travel as
 * decimal strings ("100.50", at most 2 decimals); answers carry amounts as numbers with 2 decimals.
 * A merchant with the DEPOSIT flag off refuses every call with `function.not.available`.
 */

export const DEPOSIT_CHANNELS = ['pg', 'qr', 'ma', 'mt'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/**
 * created → AWAITING_PAYMENT → PAID (credited) | EXPIRED (not paid in its window) | FAILED (cancelled
 * at the gateway) | REJECTED (a manual transfer an operator did not find).
 */
/** REFUNDED: paid, but crediting it would have passed one of the member's deposit limits, so it is returned to the payer. */
export const DEPOSIT_ORDER_STATUSES = ['CREATED', 'AWAITING_PAYMENT', 'PAID', 'EXPIRED', 'FAILED', 'REJECTED', 'REFUNDED'] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/** Public order number: `D` and upper-case letters and digits. */
export const depositOrderIdSchema = lazySchema(() => text().regex(/^D[0-9A-Z]{8,40}$/, 'deposit order number'));

/** What the header of the gateway's callback is named: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. */
export const PAYMENT_SIGNATURE_HEADER = 'Payment-Signature';

/** The receipt image of a manual transfer, at most this many bytes once decoded. */
export const RECEIPT_MAX_BYTES = 512 * 1024;

// ---- channels ---------------------------------------------------------------------------------

/** The merchant's receiving account of a manual transfer (mt), shown with copy buttons. */
export const receivingAccountSchema = lazySchema(() => z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
}));
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const depositProviderSchema = lazySchema(() => z.object({
  /** Sent back as `providerCode` when the player picks it. */
  code: z.string(),
  name: z.string(),
  type: z.enum(['EWALLET', 'BANK']),
  /** Manual transfer only: where the player sends the money. */
  account: receivingAccountSchema.nullable(),
}));
export type DepositProvider = z.infer<typeof depositProviderSchema>;

export const depositChannelSchema = lazySchema(() => z.object({
  channel: z.enum(DEPOSIT_CHANNELS),
  providers: z.array(depositProviderSchema),
  /** Bounds of the amount the player pays, 2 decimals. */
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Amounts offered as one-tap buttons. */
  presets: z.array(z.number()),
  /**
   * The channel's fee, kept from the amount paid: fee = amount × feePercent / 100 + feeFixed
   * (rounded half up to the centavo); the wallet is credited `amount − fee`.
   */
  feePercent: z.number(),
  feeFixed: z.number(),
  /** Minutes an order waits for its payment (the QR countdown); null: until an operator acts (mt). */
  expiryMinutes: z.number().int().nullable(),
}));
export type DepositChannelInfo = z.infer<typeof depositChannelSchema>;

export const depositBanksSchema = lazySchema(() => z.object({
  /** ISO 4217 code of the merchant's currency (PHP: ₱). */
  currency: z.string(),
  channels: z.array(depositChannelSchema),
}));
export type DepositBanks = z.infer<typeof depositBanksSchema>;

// ---- promotions -------------------------------------------------------------------------------

export const DEPOSIT_PROMOTION_CODES = ['FIRST_DEPOSIT', 'RELOAD'] as const;
export type DepositPromotionCode = (typeof DEPOSIT_PROMOTION_CODES)[number];

/** A bonus the player may choose with a deposit; the app names it by `code`. */
export const depositPromotionSchema = lazySchema(() => z.object({
  id: z.number().int(),
  code: z.enum(DEPOSIT_PROMOTION_CODES),
  /** Bonus = credited amount × percent / 100, at most `maxBonus`. */
  percent: z.number(),
  maxBonus: z.number(),
  /** The smallest deposit (amount paid) the bonus applies to. */
  minDeposit: z.number(),
  /** The bonus is withdrawable once this many times (deposit + bonus) have been staked. */
  turnoverMultiplier: z.number().int(),
}));
export type DepositPromotion = z.infer<typeof depositPromotionSchema>;

/**
 * Only the bonuses the member can still get now, so an empty list means none: the first-deposit
 * bonus until one of their deposits is credited; after that the reload bonus, at most one deposit
 * bonus in 24 hours (the first-deposit bonus counts). Without a real account (a guest, a trial
 * account): what a new player would get.
 */
export const depositPromotionsSchema = lazySchema(() => z.object({ list: z.array(depositPromotionSchema) }));
export type DepositPromotions = z.infer<typeof depositPromotionsSchema>;

// ---- orders -----------------------------------------------------------------------------------

const depositRequestFields = () => ({
  /**
   * Made once per form by the app (e.g. `crypto.randomUUID()`): a repeated send with the same id
   * answers the order the first one made, so a double-submitted form creates one order.
   */
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'request id'),
  amount: amountRequest(),
  /** `code` of one of the channel's providers. */
  providerCode: text().regex(/^[A-Z0-9_]{1,32}$/, 'provider code'),
  /** `id` of one of GET /wps/promotions/deposit; absent: no bonus. */
  promotionId: bodyId().optional(),
});

/** POST /wps/transaction/deposit/{pg,qr,ma}. */
export const depositRequestSchema = lazySchema(() => z.object(depositRequestFields()).strict());
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** The receipt picture: a picture of at most `RECEIPT_MAX_BYTES`. */
export const depositReceiptSchema = lazySchema(() => pictureUploadSchemaOf(RECEIPT_MAX_BYTES));

/** POST /wps/transaction/deposit/mt: the transfer is made; the player reports it. */
export const manualDepositRequestSchema = lazySchema(() => z.object({
  ...depositRequestFields(),
  /** The reference number the player's bank or e-wallet gave the transfer. */
  reference: text().trim().regex(/^[A-Za-z0-9-]{4,64}$/, 'transfer reference'),
  receipt: depositReceiptSchema.optional(),
}).strict());
export type ManualDepositRequest = z.input<typeof manualDepositRequestSchema>;
/** As the server reads it: the amount in minor units. */
export type ParsedManualDepositRequest = z.output<typeof manualDepositRequestSchema>;

/** The order as the player sees it: what the create calls answer and GET /wps/transaction/deposit/order. */
export const depositOrderSchema = lazySchema(() => z.object({
  orderId: z.string(),
  channel: z.enum(DEPOSIT_CHANNELS),
  providerCode: z.string(),
  providerName: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  /** Paid by the player. */
  amount: z.number(),
  fee: z.number(),
  /** Credited to the wallet on payment: amount − fee. */
  creditAmount: z.number(),
  /** Credited with it from the chosen promotion (0 without one). */
  bonusAmount: z.number(),
  promotionId: z.number().int().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  /** When an unpaid order expires (the QR countdown's end); null for manual transfers. */
  expiresAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  /** pg, ma: the gateway's payment page (the app opens it); qr: the page the QR leads to. */
  payUrl: z.string().nullable(),
  /** qr: the text to draw as a QR code. */
  qrPayload: z.string().nullable(),
  /** mt: the merchant's account the transfer went to. */
  account: receivingAccountSchema.nullable(),
  /** mt: the transfer reference the player gave. */
  reference: z.string().nullable(),
  /** REJECTED: the operator's reason. */
  rejectReason: z.string().nullable(),
}));
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderQuerySchema = lazySchema(() => z.object({ orderId: depositOrderIdSchema }).strict());

// ---- the gateway's callback (server to server) -------------------------------------------------

/**
 * POST /wps/callback/payment/simulator, from the payment gateway: no session; signed in the
 * `Payment-Signature` header over `timestamp + "." + rawBody` (refused when older than 5 minutes).
 */
export const paymentCallbackSchema = lazySchema(() => z.object({
  /** The gateway's id of this notification. */
  eventId: text().regex(/^[A-Za-z0-9_-]{1,64}$/),
  orderId: depositOrderIdSchema,
  merchantCode: text().regex(/^[A-Za-z0-9_-]{1,32}$/),
  amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  status: z.enum(['PAID', 'CANCELLED']),
  /** The gateway's own transaction number. */
  gatewayReference: text().regex(/^[A-Za-z0-9_-]{1,64}$/),
}).strict());
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

export const paymentCallbackAnswerSchema = lazySchema(() => z.object({
  orderId: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
}));

// ---- deposit limits (responsible gambling) ---------------------------------------------------

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/**
 * One period's limit. Periods are rolling: the last 24 hours, 7 days, 30 days. `used` counts the
 * credited deposits and the orders still awaiting payment in that window (amounts paid).
 */
export const depositLimitSchema = lazySchema(() => z.object({
  /** In force now; null: no limit. */
  limit: z.number().nullable(),
  used: z.number(),
  /** null without a limit. */
  remaining: z.number().nullable(),
  /** A raise or removal waiting its 24 hours: the new limit (null: none) and when it applies (epoch ms). */
  pending: z.object({ limit: z.number().nullable(), effectiveAt: z.number().int() }).nullable(),
}));
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const depositLimitsSchema = lazySchema(() => z.object({
  daily: depositLimitSchema,
  weekly: depositLimitSchema,
  monthly: depositLimitSchema,
}));
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

/**
 * PUT /wps/member/depositLimits: a period left out stays as it is; null removes its limit.
 * Lowering (or setting a first limit) applies at once; raising or removing after 24 hours.
 */
export const depositLimitsRequestSchema = lazySchema(() => z.object({
  daily: amountRequest().nullable().optional(),
  weekly: amountRequest().nullable().optional(),
  monthly: amountRequest().nullable().optional(),
}).strict());
export type DepositLimitsRequest = z.input<typeof depositLimitsRequestSchema>;
/** As the server reads it: limits in minor units. */
export type ParsedDepositLimitsRequest = z.output<typeof depositLimitsRequestSchema>;

// ---- deposit report ---------------------------------------------------------------------------


/**
 * GET /wps/report/depositTransaction: orders made from day `from` to day `to` (both included) in the
 * player's time zone, `utcOffset` minutes east of UTC (the app sends `-new Date().getTimezoneOffset()`;
 * absent: the merchant's, +480 for the Philippines). At most 92 days.
 */
export const depositReportQuerySchema = lazySchema(() => z.object({
  from: calendarDay(),
  to: calendarDay(),
  utcOffset: utcOffsetMinutes().optional(),
  status: z.enum(DEPOSIT_ORDER_STATUSES).optional(),
  pageNo: wireInteger({ min: 1, max: 100_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: 100 }).default(20),
}).strict());
export type DepositReportQuery = z.input<typeof depositReportQuerySchema>;

/** An order as the report lists it: what the player paid and got, without the payment's hand-off details. */
export const depositReportRowSchema = lazySchema(() => depositOrderSchema.pick({
  orderId: true, channel: true, providerName: true, status: true, amount: true, fee: true, creditAmount: true,
  bonusAmount: true, createdAt: true, paidAt: true, rejectReason: true,
}));
export type DepositReportRow = z.infer<typeof depositReportRowSchema>;

export const depositReportSchema = lazySchema(() => z.object({
  list: z.array(depositReportRowSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Over the whole range (every page), credited (PAID) orders only. */
  totals: z.object({ count: z.number().int(), amount: z.number(), fee: z.number(), creditAmount: z.number(), bonusAmount: z.number() }),
}));
export type DepositReport = z.infer<typeof depositReportSchema>;
