import type { InboxMessageParams } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { StoredMessageParams } from '../../db/schema.ts';
import { createInboxRepository } from './repository.ts';

/** The events of a member's account that write them a message (a broadcast is written by the operator's `broadcast`). */
export type InboxEvent =
  | { kind: 'DEPOSIT_CREDITED'; params: Required<Pick<InboxMessageParams, 'amountMinor' | 'orderNo'>> }
  | { kind: 'WITHDRAWAL_PAID'; params: Required<Pick<InboxMessageParams, 'amountMinor' | 'orderNo'>> }
  | { kind: 'WITHDRAWAL_REJECTED'; params: Required<Pick<InboxMessageParams, 'amountMinor' | 'orderNo' | 'reason'>> }
  | { kind: 'ADJUSTMENT'; params: Required<Pick<InboxMessageParams, 'amountMinor' | 'direction' | 'reason'>> }
  | { kind: 'REWARD_ISSUED'; params: Required<Pick<StoredMessageParams, 'amountMinor' | 'promotionTitles'>> }
  | { kind: 'CONTRACT_OFFERED'; params: Pick<InboxMessageParams, 'reason'> }
  /** To both parties of an agent contract whose period's amount the offering agent's wallet could not pay. */
  | { kind: 'CONTRACT_UNPAID'; params: Required<Pick<InboxMessageParams, 'amountMinor'>> }
  | { kind: 'FEEDBACK_REPLIED'; params: Record<string, never> }
  | { kind: 'IDENTITY_APPROVED'; params: Record<string, never> }
  | { kind: 'IDENTITY_REJECTED'; params: Required<Pick<InboxMessageParams, 'reason'>> }
  | { kind: 'VIP_UPGRADE' | 'VIP_BIRTHDAY_BONUS' | 'VIP_MONTHLY_BONUS'; params: Required<Pick<InboxMessageParams, 'amountMinor' | 'level'>> };

/**
 * Writes the member's message of `event` on `tx`, the transaction of the event itself: the message
 * exists exactly when the event committed (a rollback takes it back with the event).
 */
export async function writeInboxMessage(tx: AppDatabase, memberId: number, event: InboxEvent): Promise<void> {
  await createInboxRepository(tx).insert({ memberId, kind: event.kind, params: event.params });
}
