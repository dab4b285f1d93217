import { shellPages } from '@/components/layout/shell-page';
import { WithdrawPage } from '@/features/wallet/components/withdraw-page';
import { WithdrawReportPage } from '@/features/wallet/components/withdraw-report-page';

export const walletPages = {
  ...shellPages({
    voucherCenter: {},
    gameRecord: {},
    'transaction-record': {},
    profitandloss: {},
    vouReport: {},
    'upLine-transfer': {},
  }),
  withdraw: WithdrawPage,
  withdrawReport: WithdrawReportPage,
};
