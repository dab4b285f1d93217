import type { AppDatabase } from '../../db/client.ts';
import type { PromotionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { transfer } from '../ledger/service.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { createPromotionRepository } from './repository.ts';

/**
 * The one place a promotion pays, in the caller's transaction: counted against the budget
 * (refused past it, with nothing written), then one BONUS transfer from the merchant's
 * promotion-expense account keyed by `key` (a participation, a leaderboard rank of a period), with
 * its turnover requirement and the member's inbox message. A deposit bonus (`deposit`) names its order, and its requirement covers
 * the deposit that earned it too. Answers the transfer and the wallet after it.
 */
export async function payPromotionReward(
  tx: AppDatabase, promotion: PromotionRow,
  reward: { memberId: number; amountMinor: number; periodKey: string; key: string; deposit?: { orderNo: string; creditMinor: number } },
): Promise<{ transferId: number; balanceMinor: number }> {
  const { memberId, amountMinor, key, deposit } = reward;
  if (!(await createPromotionRepository(tx).spend(promotion.id, amountMinor))) throw new AppError('promotion.budget.exhausted');
  const moved = await transfer(tx, {
    type: 'BONUS',
    from: { kind: 'promotion-expense', merchantId: promotion.merchantId },
    to: { kind: 'member-wallet', memberId },
    amountMinor, reference: deposit?.orderNo ?? `promotion:${promotion.code}:${reward.periodKey}`, idempotencyKey: key, memo: promotion.code,
  });
  const lockedMinor = amountMinor + (deposit?.creditMinor ?? 0);
  await addTurnoverRequirement(tx, { memberId, requiredMinor: promotion.turnoverMultiple * lockedMinor, lockedMinor, reference: key });
  if (!moved.repeated) await writeInboxMessage(tx, memberId, { kind: 'REWARD_ISSUED', params: { amountMinor, promotionTitles: promotion.titles } });
  const balanceMinor = moved.memberBalances.find((balance) => balance.account === 'wallet')!.balanceMinor;
  return { transferId: moved.transferId, balanceMinor };
}
