import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import {
  DEPOSIT_PROMOTION_CODES, depositReportRowSchema, RECEIPT_MAX_BYTES, toMajorUnits, type DepositPromotionCode, type DepositBanks, type DepositChannel, type DepositOrder, type DepositOrderStatus,
  type DepositPromotions, type DepositReport, type DepositReportQuery, type DepositReportRow, type ParsedManualDepositRequest, type PaymentCallback,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, PromotionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkedPicture } from '../../lib/picture.ts';
import type { StatusChangeAudit } from '../../lib/status-change-audit.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { verifyWebhook } from '../../lib/webhook-signature.ts';
import type { SigningKeySource } from '../signing-keys/service.ts';
import { transfer } from '../ledger/service.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import type { PromotionService } from '../promotions/service.ts';
import type { DepositLimitService } from './limits.ts';
import type { PaymentOutcome } from './payment-done-page.ts';
import {
  createDepositRepository, type ChannelWithProviders, type DepositOrderRow,
} from './repository.ts';
import { depositOrderStatus, OPEN_STATUSES } from './status.ts';

/** Orders a member may have awaiting payment at once. */
export const MAX_OPEN_ORDERS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest report range, in days. */
const MAX_REPORT_DAYS = 92;
/** The Philippines, the demo merchants' time zone, minutes east of UTC. */
const DEFAULT_UTC_OFFSET = 480;
const OPERATOR_LIST_LIMIT = 200;
const OPENING_WAIT_MS = 100;
const OPENING_WAIT_ATTEMPTS = 30;

/** ISO 4217 code of the merchants' currency; amounts are in its minor units (centavos). */
export const DEPOSIT_CURRENCY = 'PHP';

/** The plain page a payment made on another device ends on (`payment-done-page.ts`). */
export const PAYMENT_DONE_PATH = '/wps/payment/done';

/**
 * Where a gateway sends the payer back. A QR code is paid on another device, which has no session:
 * it ends on a plain page that needs none, while the deposit page on the first device follows the
 * order. The other channels are paid on the device that made the order: back to its deposit page.
 */
export const depositReturnPath = (orderNo: string, channel: DepositChannel) =>
  channel === 'qr'
    ? `${PAYMENT_DONE_PATH}?order=${encodeURIComponent(orderNo)}`
    : `/m/voucherCenter?order=${encodeURIComponent(orderNo)}`;

/**
 * What the platform asks of a payment gateway: modules/payment-provider for a real provider,
 * modules/payment-gateway-simulator for demos and tests.
 */
export type PaymentGateway = {
  /**
   * Opens a payment at the gateway for an order; answers the path (on this site) of the page the
   * player pays on. `origin`: the site the player is on, where the gateway sends them back.
   */
  openPayment(payment: {
    orderNo: string; merchantCode: string; channel: DepositChannel; providerName: string; amountMinor: number; expiresAt: Date; origin: string;
  }): Promise<{ payPath: string }>;
  /** The secret the gateway signs its notifications with. */
  webhookKey: SigningKeySource;
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `D`, the day (UTC) and 10 random characters: not guessable, and sortable by day for operators. `bytes`: the seed's own generator. */
export function newOrderNo(at: Date, bytes: (size: number) => Iterable<number> = randomBytes): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `D${day}${[...bytes(10)].map((byte) => CROCKFORD[byte % 32]).join('')}`;
}

/** fee = amount × rate + fixed, the percent part rounded half up to the centavo. */
const feeOf = (channel: ChannelWithProviders, amountMinor: number) =>
  Math.floor((amountMinor * channel.feeBasisPoints + 5_000) / 10_000) + channel.feeFixedMinor;

/**
 * The ledger side of crediting an order: its channel's clearing account pays the credited amount into
 * the member's wallet, once per order. `at`: when, now unless given (the seed's past deposits).
 */
export const creditDepositTransfer = (tx: AppDatabase, order: DepositOrderRow, at?: Date) => transfer(tx, {
  type: 'DEPOSIT',
  from: { kind: 'payment-clearing', merchantId: order.merchantId, channel: order.channel },
  to: { kind: 'member-wallet', memberId: order.memberId },
  amountMinor: order.creditMinor,
  idempotencyKey: `deposit:${order.orderNo}`,
  reference: order.orderNo,
  at,
});

const epoch = (date: Date | null) => (date === null ? null : date.getTime());

export function orderView(order: DepositOrderRow): DepositOrder {
  return {
    orderId: order.orderNo,
    channel: order.channel,
    providerCode: order.providerCode,
    providerName: order.providerName,
    status: order.status,
    amount: toMajorUnits(order.amountMinor),
    fee: toMajorUnits(order.feeMinor),
    creditAmount: toMajorUnits(order.creditMinor),
    bonusAmount: toMajorUnits(order.bonusMinor),
    promotionId: order.promotionId,
    createdAt: order.createdAt.getTime(),
    expiresAt: epoch(order.expiresAt),
    paidAt: epoch(order.paidAt),
    payUrl: order.payUrl,
    qrPayload: order.qrPayload,
    account: order.account,
    reference: order.reference,
    rejectReason: order.rejectReason,
  };
}

/** An order as the report lists it: its view cut to `fields`, the ones the contract's report row picks. */
function reportRowView(order: DepositOrderRow, fields: readonly (keyof DepositReportRow)[]): DepositReportRow {
  const view = orderView(order);
  return Object.fromEntries(fields.map((field) => [field, view[field]])) as DepositReportRow;
}

export type OperatorDepositOrder = {
  orderId: string; merchantCode: string; memberId: number; username: string; channel: DepositChannel; providerName: string;
  status: DepositOrderStatus; amountMinor: number; feeMinor: number; creditMinor: number; bonusMinor: number;
  reference: string | null; hasReceipt: boolean; createdAt: Date; paidAt: Date | null; rejectReason: string | null;
  reviewedBy: number | null;
};

/**
 * The deposit page's bonuses: deposit offers of the promotion engine (modules/promotions), which
 * decides who may have them and pays them with the deposit that earned them.
 */
export type DepositBonuses = Pick<PromotionService, 'depositOffers' | 'depositBonusQuote' | 'payDepositBonus'>;

/** The bonuses the deposit page names (the contract's codes); a merchant's other deposit offers show on the promotions pages. */
const isDepositPageBonus = (promotion: PromotionRow): promotion is PromotionRow & { code: DepositPromotionCode } =>
  (DEPOSIT_PROMOTION_CODES as readonly string[]).includes(promotion.code);

function requireDeposits(merchant: Merchant): void {
  if (!merchantFlag(merchant, 'DEPOSIT')) throw new AppError('function.not.available');
}

/** Midnight of `day` (YYYY-MM-DD) in a zone `utcOffset` minutes east of UTC. */
const startOfDay = (day: string, utcOffset: number) => Date.parse(`${day}T00:00:00Z`) - utcOffset * 60_000;

/**
 * `gateway` null: none is configured, so only the manual transfer is offered. `bonuses`: the deposit
 * page's bonuses (see `DepositBonuses`). `onCredited`: told of the member after a deposit of theirs
 * was credited and committed (the referral reward's check).
 */
export function createDepositService(deps: {
  db: AppDatabase; limits: DepositLimitService; gateway: PaymentGateway | null; bonuses: DepositBonuses; now?: () => number;
  onCredited?: (memberId: number) => Promise<void>;
}) {
  const { db, limits, gateway, bonuses } = deps;
  const credited = async <T extends { status: DepositOrderStatus }>(memberId: number, answer: T): Promise<T> => {
    if (answer.status === 'PAID') await deps.onCredited?.(memberId);
    return answer;
  };
  const now = () => new Date((deps.now ?? Date.now)());
  const repository = createDepositRepository(db);

  /**
   * Credits a locked open (or expired: the money reached the gateway late) order, on the gateway's
   * `pay` or an operator's `confirm`: the deposit, and the chosen bonus if the member still
   * qualifies (paid by the promotion engine, with its turnover requirement). The
   * clearing account gives only the credited amount: the channel's fee is kept by the provider,
   * which settles amount − fee to the merchant. A payment that would pass one of the member's
   * deposit limits is not credited: the order is `refund`ed and the money goes back to the payer.
   */
  const credit = async (
    tx: AppDatabase, order: DepositOrderRow, action: 'pay' | 'confirm', at: Date, extra: { gatewayReference?: string; reviewedBy?: number },
  ) => {
    const repo = createDepositRepository(tx);
    await repo.lockMember(order.memberId);
    if (!(await limits.allowsCredit(tx, order.memberId, order.amountMinor, at))) {
      return repo.updateOrder(order.id, { status: depositOrderStatus.transition(order.status, 'refund'), closedAt: at, ...extra });
    }
    const paid = depositOrderStatus.transition(order.status, action);
    // The bonus first: the engine reads the member's credited deposits, which this one is not yet.
    const bonusMinor = order.promotionId === null ? 0 : await bonuses.payDepositBonus(tx, {
      merchantId: order.merchantId, memberId: order.memberId, promotionId: order.promotionId, orderNo: order.orderNo,
      amountMinor: order.amountMinor, creditMinor: order.creditMinor,
    }, at);
    await creditDepositTransfer(tx, order);
    await writeInboxMessage(tx, order.memberId, { kind: 'DEPOSIT_CREDITED', params: { amountMinor: order.creditMinor, orderNo: order.orderNo } });
    return repo.updateOrder(order.id, { status: paid, paidAt: at, closedAt: at, bonusMinor, ...extra });
  };

  /** The merchant's channels that can take a payment: the gateway's only when a gateway is configured. */
  const offeredChannels = async (merchant: Merchant) =>
    (await repository.channelsOf(merchant.id)).filter((channel) => gateway !== null || channel.channel === 'mt');

  const channelOf = async (merchant: Merchant, channel: DepositChannel) => {
    requireDeposits(merchant);
    const found = (await offeredChannels(merchant)).find((candidate) => candidate.channel === channel);
    if (!found) throw new AppError('function.not.available');
    return found;
  };

  const requireGateway = (): PaymentGateway => {
    if (!gateway) throw new AppError('function.not.available');
    return gateway;
  };

  /**
   * A repeated submit that arrives while the first one is still opening the payment waits for it
   * (a few seconds at most), so both answers carry the payment page.
   */
  const openedOrder = async (order: DepositOrderRow) => {
    let current = order;
    for (let attempt = 0; current.status === 'CREATED' && attempt < OPENING_WAIT_ATTEMPTS; attempt++) {
      await setTimeout(OPENING_WAIT_MS);
      current = (await repository.findOwnOrder(order.memberId, order.orderNo)) ?? current;
    }
    return current;
  };

  /** An order of the manual channel, locked, for an operator's decision. */
  const lockManualOrder = async (tx: AppDatabase, orderNo: string) => {
    const order = await createDepositRepository(tx).lockOrder(orderNo);
    if (!order || order.channel !== 'mt') throw new AppError('not.found');
    return order;
  };

  return {
    async banks(merchant: Merchant): Promise<DepositBanks> {
      requireDeposits(merchant);
      const channels = await offeredChannels(merchant);
      return {
        currency: DEPOSIT_CURRENCY,
        channels: channels.map((channel) => ({
          channel: channel.channel,
          providers: channel.providers.map(({ code, name, type, account }) => ({ code, name, type, account })),
          minAmount: toMajorUnits(channel.minMinor),
          maxAmount: toMajorUnits(channel.maxMinor),
          presets: channel.presetsMinor.map(toMajorUnits),
          feePercent: channel.feeBasisPoints / 100,
          feeFixed: toMajorUnits(channel.feeFixedMinor),
          expiryMinutes: channel.expiryMinutes,
        })),
      };
    },

    /** Whether the member can still take the merchant's first-deposit promotion (what the welcome popups offer). */
    async firstDepositOpen(merchant: Merchant, memberId: number): Promise<boolean> {
      return (await bonuses.depositOffers(merchant, memberId)).some((promotion) => promotion.code === 'FIRST_DEPOSIT');
    },

    /**
     * The promotions the member may have with a deposit now; `memberId` null (a guest, a trial
     * account): those a new player would be offered.
     */
    async promotions(merchant: Merchant, memberId: number | null): Promise<DepositPromotions> {
      requireDeposits(merchant);
      const open = (await bonuses.depositOffers(merchant, memberId)).filter(isDepositPageBonus);
      return {
        list: open.map((promotion) => ({
          id: promotion.id,
          code: promotion.code,
          percent: promotion.reward.type === 'PERCENT' ? promotion.reward.basisPoints / 100 : 0,
          maxBonus: toMajorUnits(promotion.perMemberCapMinor),
          minDeposit: toMajorUnits(promotion.minDepositMinor ?? 0),
          turnoverMultiplier: promotion.turnoverMultiple,
        })),
      };
    },

    /**
     * Makes an order (or answers the one the same `requestId` made). The amount is checked against
     * the channel, the open-order cap and the deposit limits under the member's lock, so two
     * submits at once cannot both pass a limit. Gateway channels then open the payment and await it.
     */
    async create(
      input: { merchant: Merchant; memberId: number; channel: DepositChannel; request: Omit<ParsedManualDepositRequest, 'reference'> & { reference?: string }; origin: string },
    ): Promise<DepositOrder> {
      const { merchant, memberId, request } = input;
      const channel = await channelOf(merchant, input.channel);
      const provider = channel.providers.find((candidate) => candidate.code === request.providerCode);
      if (!provider) throw new AppError('request_param_err');
      const amountMinor = request.amount;
      const feeMinor = feeOf(channel, amountMinor);
      if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor || amountMinor <= feeMinor) {
        throw new AppError('deposit.amount.range', { value: { min: toMajorUnits(channel.minMinor), max: toMajorUnits(channel.maxMinor) } });
      }
      const creditMinor = amountMinor - feeMinor;
      const receipt = request.receipt
        ? await checkedPicture(request.receipt, { refusal: 'deposit.receipt.invalid', maxBytes: RECEIPT_MAX_BYTES })
        : null;
      const manual = input.channel === 'mt';
      const at = now();

      const { order, made } = await db.transaction(async (tx) => {
        const repo = createDepositRepository(tx);
        await repo.lockMember(memberId);
        const existing = await repo.findByRequest(memberId, request.requestId);
        if (existing) return { order: existing, made: false };
        await repo.expireOverdue(at, memberId);
        if ((await repo.countLiveOpen(memberId, at)) >= MAX_OPEN_ORDERS) {
          throw new AppError('deposit.pending.too.many', { value: { max: MAX_OPEN_ORDERS } });
        }
        await limits.check(tx, memberId, amountMinor, at);
        const bonusMinor = request.promotionId === undefined ? 0
          : await bonuses.depositBonusQuote(tx, merchant.id, memberId, { promotionId: request.promotionId, amountMinor, creditMinor }, at);
        if (bonusMinor === null) throw new AppError('deposit.promotion.unavailable');
        const made = await repo.insertOrder({
          orderNo: newOrderNo(at),
          merchantId: merchant.id,
          memberId,
          requestId: request.requestId,
          channel: input.channel,
          providerCode: provider.code,
          providerName: provider.name,
          status: manual ? 'AWAITING_PAYMENT' : 'CREATED',
          amountMinor,
          feeMinor,
          creditMinor,
          bonusMinor,
          promotionId: request.promotionId ?? null,
          account: manual ? provider.account : null,
          reference: manual ? (request.reference ?? null) : null,
          createdAt: at,
          expiresAt: channel.expiryMinutes === null ? null : new Date(at.getTime() + channel.expiryMinutes * 60_000),
        });
        if (receipt) await repo.insertReceipt(made.id, receipt.contentType, receipt.bytes.toString('base64'));
        return { order: made, made: true };
      });
      if (!made) return orderView(await openedOrder(order));
      if (order.status !== 'CREATED') return orderView(order);

      try {
        const { payPath } = await requireGateway().openPayment({
          orderNo: order.orderNo, merchantCode: merchant.code, channel: order.channel, providerName: order.providerName,
          amountMinor: order.amountMinor, expiresAt: order.expiresAt ?? new Date(at.getTime() + DAY_MS), origin: input.origin,
        });
        return orderView(await repository.updateOrder(order.id, {
          status: depositOrderStatus.transition(order.status, 'open'),
          payUrl: payPath,
          // The QR leads a second phone (the one with the e-wallet) to the same payment page.
          qrPayload: order.channel === 'qr' ? `${input.origin}${payPath}` : null,
        }));
      } catch (error) {
        await repository.updateOrder(order.id, { status: depositOrderStatus.transition(order.status, 'fail'), closedAt: now() });
        throw error;
      }
    },

    /** What the device that paid may learn of an order, without a session: only how it ended. */
    async paymentOutcome(orderNo: string): Promise<PaymentOutcome> {
      const order = await repository.findOrder(orderNo);
      if (!order) return 'UNKNOWN';
      if (order.status === 'PAID') return 'PAID';
      const open = OPEN_STATUSES.includes(order.status) && (order.expiresAt === null || order.expiresAt > now());
      return open ? 'PENDING' : 'CLOSED';
    },

    /** One of the member's own orders; an order past its window reads as expired. */
    async order(memberId: number, orderNo: string): Promise<DepositOrder> {
      const order = await repository.findOwnOrder(memberId, orderNo);
      if (!order) throw new AppError('not.found');
      const at = now();
      const overdue = OPEN_STATUSES.includes(order.status) && order.expiresAt !== null && order.expiresAt <= at;
      if (!overdue) return orderView(order);
      await repository.expireOverdue(at, memberId);
      return orderView((await repository.findOwnOrder(memberId, orderNo))!);
    },

    /**
     * The gateway's notification: refused unless signed with the gateway's key within 5 minutes,
     * for an order of this merchant with this amount. PAID credits the order once however often or
     * late it comes (the order's lock and status, and the ledger's key `deposit:<order>`); a
     * CANCELLED one fails the open order.
     */
    async handleCallback(
      merchant: Merchant,
      notification: { rawBody: string; signature: unknown; body: PaymentCallback },
    ): Promise<{ orderId: string; status: DepositOrderStatus }> {
      const at = now();
      if (!verifyWebhook(await requireGateway().webhookKey(), notification.signature, notification.rawBody, at.getTime())) {
        throw new AppError('payment.signature.invalid');
      }
      const { body } = notification;
      if (body.merchantCode !== merchant.code) throw new AppError('payment.callback.mismatch');
      let memberId = 0;
      const answered = await db.transaction(async (tx) => {
        const order = await createDepositRepository(tx).lockOrder(body.orderId);
        if (!order || order.merchantId !== merchant.id || order.channel === 'mt' || order.amountMinor !== body.amountMinor) {
          throw new AppError('payment.callback.mismatch');
        }
        memberId = order.memberId;
        const answer = (row: DepositOrderRow) => ({ orderId: row.orderNo, status: row.status });
        const { to, changed } = depositOrderStatus.step(order.status, body.status === 'CANCELLED' ? 'fail' : 'pay');
        if (!changed) return answer(order);
        if (body.status === 'CANCELLED') return answer(await createDepositRepository(tx).updateOrder(order.id, { status: to, closedAt: at }));
        return answer(await credit(tx, order, 'pay', at, { gatewayReference: body.gatewayReference }));
      });
      return credited(memberId, answered);
    },

    /**
     * Orders past their window at `at` become EXPIRED, on `executor` (the job's transaction); the
     * job `deposit.expire-overdue` does it every minute, and reads also do it for their member.
     */
    expireOverdue: (at: Date = now(), executor: AppDatabase = db) => createDepositRepository(executor).expireOverdue(at),

    async report(memberId: number, query: Required<Pick<DepositReportQuery, 'from' | 'to'>> & { utcOffset?: number; status?: DepositOrderStatus; pageNo: number; pageSize: number }): Promise<DepositReport> {
      const offset = query.utcOffset ?? DEFAULT_UTC_OFFSET;
      const from = startOfDay(query.from, offset);
      const to = startOfDay(query.to, offset) + DAY_MS;
      if (!(to > from) || to - from > MAX_REPORT_DAYS * DAY_MS) throw new AppError('request_param_err');
      await repository.expireOverdue(now(), memberId);
      const reportFields = depositReportRowSchema.keyof().options;
      const { rows, totals } = await repository.reportPage(
        memberId,
        { from: new Date(from), to: new Date(to), status: query.status },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: rows.map((order) => reportRowView(order, reportFields)),
        pageNum: query.pageNo,
        totalPages: Math.ceil(totals.rows / query.pageSize),
        totals: {
          count: totals.paid,
          amount: toMajorUnits(totals.amount),
          fee: toMajorUnits(totals.fee),
          creditAmount: toMajorUnits(totals.credit),
          bonusAmount: toMajorUnits(totals.bonus),
        },
      };
    },

    // ---- operator actions (the operator API and CLI call these) ----

    /** The newest orders (at most 200), of one status or all; amounts in minor units. */
    async listForOperator(filter: { status?: DepositOrderStatus } = {}): Promise<OperatorDepositOrder[]> {
      await repository.expireOverdue(now());
      const rows = await repository.listForOperator(filter.status, OPERATOR_LIST_LIMIT);
      return rows.map(({ order, username, merchantCode, hasReceipt }) => ({
        orderId: order.orderNo, merchantCode, memberId: order.memberId, username, channel: order.channel, providerName: order.providerName,
        status: order.status, amountMinor: order.amountMinor, feeMinor: order.feeMinor, creditMinor: order.creditMinor,
        bonusMinor: order.bonusMinor, reference: order.reference, hasReceipt, createdAt: order.createdAt, paidAt: order.paidAt,
        rejectReason: order.rejectReason, reviewedBy: order.reviewedBy,
      }));
    },

    /**
     * Credits a manual transfer the operator found on the merchant's account; confirming it again
     * changes nothing. `audit` runs in the same transaction when the order changed.
     */
    async confirmManual(input: { orderId: string; operatorId: number; audit?: StatusChangeAudit<DepositOrderStatus> }): Promise<DepositOrder> {
      const confirmed = await db.transaction(async (tx) => {
        const order = await lockManualOrder(tx, input.orderId);
        if (!depositOrderStatus.step(order.status, 'confirm').changed) return order;
        const paid = await credit(tx, order, 'confirm', now(), { reviewedBy: input.operatorId });
        await input.audit?.(tx, { from: order.status, to: paid.status });
        return paid;
      });
      return orderView(await credited(confirmed.memberId, confirmed));
    },

    /** Closes a manual transfer the operator did not find, with the reason the player is shown (audited as `confirmManual`). */
    async rejectManual(input: { orderId: string; operatorId: number; reason: string; audit?: StatusChangeAudit<DepositOrderStatus> }): Promise<DepositOrder> {
      const reason = input.reason.trim().slice(0, 500);
      if (reason.length === 0) throw new AppError('request_param_err');
      return db.transaction(async (tx) => {
        const order = await lockManualOrder(tx, input.orderId);
        const { to, changed } = depositOrderStatus.step(order.status, 'reject');
        if (!changed) return orderView(order);
        const rejected = await createDepositRepository(tx).updateOrder(order.id, {
          status: to, rejectReason: reason, reviewedBy: input.operatorId, closedAt: now(),
        });
        await input.audit?.(tx, { from: order.status, to: rejected.status });
        return orderView(rejected);
      });
    },

    /** The receipt picture of a manual transfer, for the operator's review. */
    async receipt(orderId: string): Promise<{ contentType: string; data: Buffer } | null> {
      const receipt = await repository.receiptOf(orderId);
      return receipt && { contentType: receipt.contentType, data: Buffer.from(receipt.dataBase64, 'base64') };
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
