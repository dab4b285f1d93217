import { shellPages } from '@/components/layout/shell-page';
import { GameRecordPage } from '@/features/wallet/components/game-record-page';
import { ProfitLossPage } from '@/features/wallet/components/profit-loss-page';
import { TransactionRecordPage } from '@/features/wallet/components/transaction-record-page';
import { UplineTransferPage } from '@/features/wallet/components/upline-transfer-page';

export const walletPages = {
  ...shellPages({
    voucherCenter: {},
    withdraw: {},
    vouReport: {},
    withdrawReport: {},
  }),
  gameRecord: GameRecordPage,
  'transaction-record': TransactionRecordPage,
  profitandloss: ProfitLossPage,
  'upLine-transfer': UplineTransferPage,
};
