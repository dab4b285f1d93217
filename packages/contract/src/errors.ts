import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Stable machine codes with the HTTP status class they travel with.
 * `message` next to a code is a text in the request's language (see i18n keys `error.<code>`).
 */
export const ERROR_STATUS = {
  'request_param_err': 400,
  'function.not.available': 400,
  'payload.too.large': 413,
  'login.not.session': 401,
  'login.failed': 200,
  'login.locked': 200,
  'captcha.required': 200,
  'captcha.error': 200,
  'proof.of.work.invalid': 400,
  'verification.code.error': 200,
  'username.exists': 409,
  'mobile.exists': 409,
  /** Another member of the merchant has bound this e-mail address. */
  'email.exists': 409,
  /** A session id that names none of the caller's live sessions (another member's answers the same). */
  'session.not.found': 404,
  'user.not.exist': 200,
  'modify.new.old.same': 200,
  'affiliate.invalid': 200,
  /** A registration's referral code (`recommenderId`) names no member of the merchant. */
  'referral.code.invalid': 200,
  'password.old.error': 200,
  'social.token.invalid': 200,
  /** The member's time-out or self-exclusion is in force; value `{ kind, until }` (epoch ms): no login until then. */
  'login.excluded': 200,
  /** The member excluded themselves for good; value `{ kind, until: null }`. */
  'login.excluded.permanent': 200,
  /** An exclusion can only be lengthened: the one asked for ends before the one in force; value `{ kind, until }`. */
  'exclusion.shorter': 200,
  /** The login password confirming a protection setting is wrong (counts towards the password's lock). */
  'password.wrong': 200,
  'reset.token.invalid': 200,
  'username.format.error': 400,
  'password.format.error': 400,
  'password.confirm.mismatch': 400,
  'email.format.error': 400,
  'name.format.error': 400,
  'mobile.format.error': 400,
  'field.invalid': 400,
  'insufficient.balance': 200,
  /** A game vendor's call whose signature, time or vendor is not right (the seamless-wallet game API). */
  'game.signature.invalid': 400,
  /** A game vendor's debit or balance with a launch token that is not (any more) valid. */
  'game.launch.invalid': 200,
  /** A game vendor's call on a round it cannot change: unknown, another member's or game's, already settled, or a stake already rolled back. */
  'game.round.invalid': 200,
  /** A live table's bet after its round's betting window closed (or on a round that is not the open one). */
  'live.betting.closed': 200,
  /** A PVP seat taken while the member already waits at a table (one waiting seat at a time). */
  'pvp.seat.waiting': 200,
  /** A PVP seat cancelled after it met an opponent, expired or was cancelled already. */
  'pvp.seat.closed': 200,
  /** value `{ min, max }`: the channel's bounds. */
  'deposit.amount.range': 200,
  /** value `{ period, remaining }`: what the player may still deposit in that period. */
  'deposit.limit.exceeded': 200,
  'deposit.promotion.unavailable': 200,
  /** value `{ max }`: how many orders may await payment at once. */
  'deposit.pending.too.many': 200,
  'deposit.receipt.invalid': 400,
  'deposit.order.closed': 409,
  'payment.signature.invalid': 400,
  'payment.callback.mismatch': 400,
  'upline.unavailable': 403,
  'payment.password.not.set': 200,
  'payment.password.exists': 409,
  'payment.password.wrong': 200,
  'payment.password.locked': 200,
  'payment.password.format': 400,
  'payment.password.weak': 200,
  'mobile.not.bound': 200,
  'bank.card.limit': 200,
  'bank.card.exists': 409,
  'bank.card.number.invalid': 200,
  'bank.card.name.mismatch': 200,
  'bank.card.not.found': 404,
  'withdraw.amount.range': 200,
  'withdraw.over.balance': 200,
  'withdraw.daily.limit': 200,
  'withdraw.daily.amount': 200,
  'withdraw.turnover.unmet': 200,
  'withdraw.already.decided': 409,
  /** value `{ minAmount, amount }`: the least a rebate claim pays and what has accrued. */
  'rebate.below.minimum': 200,
  /** value `{ gameCategory, max }`: a downline's agent rebate rate above the agent's own (percent). */
  'agent.rebate.above.own': 200,
  /** Red-envelope rain: a tap outside the session's window, from outside its audience, above the member's cap, or after the budget is caught. */
  'red.rain.not.open': 200,
  'red.rain.not.team': 403,
  'red.rain.cap.reached': 200,
  'red.rain.budget.spent': 200,
  /** The promotion's budget cannot pay this reward any more. */
  'promotion.budget.exhausted': 200,
  /** The member is not among those the promotion is for (e.g. new members only). */
  'promotion.not.eligible': 200,
  /** A feedback picture that is not a PNG or JPEG of at most 5 MB (read from its bytes). */
  'feedback.picture.invalid': 400,
  /** value `{ min, max }`: the merchant's word bounds of a feedback's content. */
  'feedback.words.range': 200,
  /** An identity picture (the ID or the selfie) that is not a PNG or JPEG of at most 5 MB (read from its bytes). */
  'identity.picture.invalid': 400,
  /** value `{ minAge }`: the date of birth makes the member younger than the merchant's least age. */
  'identity.age.under': 200,
  /** The merchant asks for a verified identity before a withdrawal and the member has not sent one (or it was rejected). */
  'withdraw.identity.required': 200,
  /** The member's identity is sent and waits for an operator: withdrawals wait with it. */
  'withdraw.identity.pending': 200,
  /** A status machine refused the action in the record's status (lib/status-machine.ts); value `{ status, action }`. */
  'action.not.allowed': 409,
  /** The downline agent already has an offer of this kind awaiting its answer. */
  'contract.offer.pending': 409,
  'permission.denied': 403,
  'trial.rejected': 403,
  /** The chat was closed by an operator: a new one is started to write again. */
  'chat.closed': 200,
  /** A chat picture that is not a PNG or JPEG of at most 5 MB. */
  'chat.picture.invalid': 200,
  /** A profile picture that is not a PNG or JPEG of at most 5 MB (read from its bytes). */
  'avatar.picture.invalid': 400,
  'not.found': 404,
  'too.many.requests': 429,
  'system.maintenance': 503,
  'unknown.error': 500,
  /** value `{ maxDays }`: a team period (reports, bets, the agent home's counters) ends before it starts or spans more than `maxDays` days (contract schemas/team-range.ts). */
  'team.range.invalid': 400,
  /** The lottery issue is no longer on sale, or a sub-order can no longer be cancelled (its issue closed or drew). */
  'lottery.closed': 409,
  /** value `{ index }`: that sub-order's play, selection or stake per unit is not one the lottery takes. */
  'lottery.selection.invalid': 400,
  /** A slip's price moved since it was shown; value `{ changes: [{ selectionId, odds }] }`: the prices now, to accept. */
  'sports.odds.changed': 200,
  /** A selection's market is suspended, closed at kick-off or settled; value `{ selectionIds }`. */
  'sports.market.closed': 200,
  /** A parlay's legs must be 2 to 5 selections on different matches. */
  'sports.parlay.invalid': 200,
  /** The match already has another result: a result is entered once. */
  'sports.result.entered': 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
export const errorCodeSchema = lazySchema(() => z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]));

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && code in ERROR_STATUS;
