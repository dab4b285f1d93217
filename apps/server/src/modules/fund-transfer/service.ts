import { toMajorUnits } from '@m/contract';
import { MEMBER_STATUS } from '../../db/schema.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentPasswordService } from '../payment-password/service.ts';
import { transfer } from '../ledger/service.ts';
import { requireTeamMember } from '../team/tree.ts';

type FundTransferRequest = { username: string; amountMinor: number; paymentPassword: string; requestId: string };

/**
 * Fund transfer to a downline (spec §7 FUNDTRANS3): an agent sends money from its wallet to an
 * active member of its team at any level (as an agent reaches its whole team elsewhere), confirmed
 * by its payment password. The money leaves the wallet under the withdrawable rule like every
 * cash-out (AGENT_FUND_TRANSFER is a cash-out type), and the transfer is in both members' records.
 */
export function createFundTransfers(deps: { db: AppDatabase; members: { findById(id: number): Promise<{ status: string } | null> }; paymentPassword: Pick<PaymentPasswordService, 'verify'> }) {
  const { db, members, paymentPassword } = deps;
  return {
    /** Refusals (outside the team, disabled member, wrong payment password, over the withdrawable) write no ledger row. */
    async transfer(agentId: number, request: FundTransferRequest) {
      const downline = await requireTeamMember(db, agentId, { username: request.username });
      if ((await members.findById(downline.id))?.status !== MEMBER_STATUS.ACTIVE) throw new AppError('not.found');
      await paymentPassword.verify(agentId, request.paymentPassword);
      const moved = await db.transaction((tx) => transfer(tx, {
        type: 'AGENT_FUND_TRANSFER',
        from: { kind: 'member-wallet', memberId: agentId },
        to: { kind: 'member-wallet', memberId: downline.id },
        amountMinor: request.amountMinor,
        idempotencyKey: `agent-fund-transfer:${agentId}:${request.requestId}`,
        reference: `downline:${downline.id}`,
      }));
      const balanceMinor = moved.memberBalances.find((balance) => balance.memberId === agentId && balance.account === 'wallet')!.balanceMinor;
      return { transferId: moved.transferId, balance: toMajorUnits(balanceMinor) };
    },
  };
}

export type FundTransfers = ReturnType<typeof createFundTransfers>;
