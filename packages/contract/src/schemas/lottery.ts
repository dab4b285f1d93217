import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { LOTTERY_KINDS, LOTTERY_MAX_MULTIPLE, LOTTERY_MAX_SUB_ORDERS, LOTTERY_UNIT_STAKES_MINOR } from '../lottery/lottery-plays.ts';
import { PRIZE_MODES } from '../games-catalogue.ts';
import { gameSchema } from './games.ts';

const vendorCode = lazySchema(() => text().regex(/^[A-Z0-9_]{2,32}$/));
const gameCode = lazySchema(() => text().regex(/^[A-Za-z0-9_]{1,40}$/));
const issueNo = lazySchema(() => text().regex(/^\d{8,12}$/));

/** A drawn issue: its numbers and the fair round anyone can check them on (/m/fair/<fairRoundId>). */
export const lotteryResultSchema = lazySchema(() => z.object({
  issueNo: z.string(),
  numbers: z.array(z.number().int()),
  /** Epoch milliseconds. */
  drawnAt: z.number().int(),
  fairRoundId: z.number().int(),
}));
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** The issue on sale: bets close at `closesAt`, the draw is at `drawAt`; its round's commitment is published from the start. */
export const lotteryIssueSchema = lazySchema(() => z.object({
  issueNo: z.string(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  fairRoundId: z.number().int(),
  commitment: z.string(),
}));
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

/** GET /lgw/game: one lottery (by `vendor`, else the lottery vendor of `prizeMode`, and its game code). */
export const lotteryGameQuerySchema = lazySchema(() => z.object({
  gameCode,
  vendor: vendorCode.optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
}).strict());
export type LotteryGameQuery = z.input<typeof lotteryGameQuerySchema>;

export const lotteryGameSchema = lazySchema(() => z.object({
  game: gameSchema,
  prizeMode: z.enum(PRIZE_MODES),
  kind: z.enum(LOTTERY_KINDS),
  /** The issue on sale now. */
  issue: lotteryIssueSchema,
  /** The latest results, newest first. */
  results: z.array(lotteryResultSchema),
  /** The game's least stake per unit (minor units are not on the wire: major units). */
  minUnitStake: z.number(),
}));
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const LOTTERY_SUB_ORDER_STATUSES = ['OPEN', 'CANCELLED', 'WON', 'LOST'] as const;
export type LotterySubOrderStatus = (typeof LOTTERY_SUB_ORDER_STATUSES)[number];

export const lotterySubOrderRequestSchema = lazySchema(() => z.object({
  play: text().regex(/^[a-z0-9-]{1,24}$/),
  selection: z.array(text().regex(/^[a-z0-9]{1,8}$/)).min(1).max(60),
  /** Stake per unit in minor units, one of LOTTERY_UNIT_STAKES_MINOR. */
  unitStakeMinor: z.number().int().refine((value) => (LOTTERY_UNIT_STAKES_MINOR as readonly number[]).includes(value)),
  multiple: z.number().int().min(1).max(LOTTERY_MAX_MULTIPLE),
}).strict());
export type LotterySubOrderRequest = z.infer<typeof lotterySubOrderRequestSchema>;

/** POST /lgw/orders: an order of one or more sub-orders for one issue; the same `requestId` again answers the first order. */
export const lotteryOrderRequestSchema = lazySchema(() => z.object({
  vendor: vendorCode,
  gameCode,
  issueNo,
  subOrders: z.array(lotterySubOrderRequestSchema).min(1).max(LOTTERY_MAX_SUB_ORDERS),
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
}).strict());
export type LotteryOrderRequest = z.infer<typeof lotteryOrderRequestSchema>;

export const lotterySubOrderSchema = lazySchema(() => z.object({
  id: z.number().int(),
  play: z.string(),
  selection: z.array(z.string()),
  units: z.number().int(),
  unitStake: z.number(),
  multiple: z.number().int(),
  stake: z.number(),
  /** Odds per unit of the best option chosen (thousandths on the server; a decimal here). */
  odds: z.number(),
  status: z.enum(LOTTERY_SUB_ORDER_STATUSES),
  /** What it paid (0 unless WON). */
  payout: z.number(),
}));
export type LotterySubOrder = z.infer<typeof lotterySubOrderSchema>;

export const lotteryOrderSchema = lazySchema(() => z.object({
  id: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  issueNo: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  closesAt: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** Still taking cancels (before the close), and the draw once made. */
  open: z.boolean(),
  result: lotteryResultSchema.nullable(),
  subOrders: z.array(lotterySubOrderSchema),
}));
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const lotteryOrdersQuerySchema = lazySchema(() => z.object({
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: 50 }).default(20),
}).strict());
export const lotteryOrdersSchema = lazySchema(() => z.object({
  list: z.array(lotteryOrderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
}));
export type LotteryOrders = z.infer<typeof lotteryOrdersSchema>;

export const lotteryOrderDetailQuerySchema = lazySchema(() => z.object({ orderId: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());
export const lotteryCancelRequestSchema = lazySchema(() => z.object({ subOrderId: bodyId() }).strict());
