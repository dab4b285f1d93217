import { toMajorUnits } from '@m/contract';
import { MEMBER_STATUS, type Member, type Merchant } from '../../db/schema.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import type { PaymentPasswordService } from '../payment-password/service.ts';
import { transfer } from '../ledger/service.ts';

/** The member type that never sends to an upline (spec §2, the member centre's entry). */
const NO_UPLINE_TRANSFER_TYPE = 2;

type TransferRequest = { amountMinor: number; paymentPassword: string; requestId: string };

/**
 * Transfers from a member's wallet to the upline agent's (spec §2): only when the merchant has
 * AGETRANSFERUP3 on, the member's toUpline flag is set, the member is not of type 2, and the upline
 * is an active member of the same merchant.
 */
export function createUplineTransfers(deps: {
  db: AppDatabase;
  members: {
    findById(id: number): Promise<Member | null>;
  };
  paymentPassword: Pick<PaymentPasswordService, 'verify'>;
  walletBalanceMinor: (memberId: number) => Promise<number>;
}) {
  const { db, members, paymentPassword, walletBalanceMinor } = deps;

  /** The upline the member may send to, or null. */
  async function uplineOf(member: Member | null, merchant: Merchant): Promise<Member | null> {
    if (!member || !member.toUpline || member.type === NO_UPLINE_TRANSFER_TYPE || member.parentId === null) return null;
    const upline = await members.findById(member.parentId);
    return upline && upline.merchantId === merchant.id && upline.status === MEMBER_STATUS.ACTIVE ? upline : null;
  }

  return {
    async info(memberId: number, merchant: Merchant) {
      const upline = merchantFlag(merchant, 'AGETRANSFERUP3') ? await uplineOf(await members.findById(memberId), merchant) : null;
      return {
        available: upline !== null,
        upline: upline ? { account: upline.username, userName: upline.nickname ?? upline.username } : null,
        balance: toMajorUnits(await walletBalanceMinor(memberId)),
      };
    },

    /** Refusals (flag off, not allowed, wrong payment password, over the balance) write no ledger row. */
    async transfer(memberId: number, merchant: Merchant, request: TransferRequest) {
      if (!merchantFlag(merchant, 'AGETRANSFERUP3')) throw new AppError('function.not.available');
      const upline = await uplineOf(await members.findById(memberId), merchant);
      if (!upline) throw new AppError('upline.unavailable');
      await paymentPassword.verify(memberId, request.paymentPassword);
      const moved = await db.transaction((tx) => transfer(tx, {
        type: 'UPLINE_TRANSFER',
        from: { kind: 'member-wallet', memberId },
        to: { kind: 'member-wallet', memberId: upline.id },
        amountMinor: request.amountMinor,
        idempotencyKey: `upline-transfer:${memberId}:${request.requestId}`,
        reference: `upline:${upline.id}`,
      }));
      const balanceMinor = moved.memberBalances.find((balance) => balance.memberId === memberId && balance.account === 'wallet')!.balanceMinor;
      return { transferId: moved.transferId, balance: toMajorUnits(balanceMinor) };
    },
  };
}

export type UplineTransfers = ReturnType<typeof createUplineTransfers>;
