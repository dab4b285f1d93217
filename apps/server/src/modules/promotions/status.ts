import type { PromotionStatus } from '@m/contract';
import { statusMachine } from '../../lib/status-machine.ts';

/**
 * What moves a member's status in a promotion: the member joins, applies or claims; the
 * measure moves it (progress: counted something, qualify: reached the target or the period's
 * cashback is known); an operator issues or rejects an application; the period's close ends
 * what cannot pay any more.
 */
export type PromotionMove = 'join' | 'apply' | 'progress' | 'qualify' | 'claim' | 'issue' | 'reject' | 'close';

/** The actions a member asks for; the others are the server's and the operators'. */
export const MEMBER_MOVES = ['join', 'apply', 'claim'] as const satisfies readonly PromotionMove[];

/**
 * The §3 status machine of a promotion, one table: Join → Joined → Process → Claim → Claimed;
 * Apply → Applying → Issued | Rejected; Close when the period ended with nothing to pay. A
 * second join, apply or claim, and an operator's repeat of a decision, answer it as it is.
 */
export const promotionStatus = statusMachine<PromotionStatus, PromotionMove>({
  name: 'promotion',
  transitions: [
    ['JOIN', 'join', 'JOINED'],
    ['JOINED', 'progress', 'PROCESS'],
    ['JOINED', 'qualify', 'CLAIM'],
    ['PROCESS', 'qualify', 'CLAIM'],
    ['CLAIM', 'claim', 'CLAIMED'],
    ['APPLY', 'apply', 'APPLYING'],
    ['APPLYING', 'issue', 'ISSUED'],
    ['APPLYING', 'reject', 'REJECTED'],
    ['JOIN', 'close', 'CLOSE'],
    ['APPLY', 'close', 'CLOSE'],
    ['JOINED', 'close', 'CLOSE'],
    ['PROCESS', 'close', 'CLOSE'],
  ],
  repeats: [['JOINED', 'join'], ['APPLYING', 'apply'], ['CLAIMED', 'claim'], ['ISSUED', 'issue'], ['REJECTED', 'reject']],
});

/** The one action a member may ask in `status`, or null. */
export const memberActionIn = (status: PromotionStatus) =>
  promotionStatus.actionsFrom(status).find((move): move is (typeof MEMBER_MOVES)[number] => (MEMBER_MOVES as readonly string[]).includes(move)) ?? null;
