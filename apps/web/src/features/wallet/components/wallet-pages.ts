import { shellPages } from '@/components/layout/shell-page';
import { DepositReportPage } from '@/features/wallet/components/deposit-report-page';
import { VoucherCenterPage } from '@/features/wallet/components/voucher-center-page';
import { WithdrawPage } from '@/features/wallet/components/withdraw-page';
import { WithdrawReportPage } from '@/features/wallet/components/withdraw-report-page';

export const walletPages = {
  ...shellPages({
    gameRecord: {},
    'transaction-record': {},
    profitandloss: {},
    'upLine-transfer': {},
  }),
  voucherCenter: VoucherCenterPage,
  vouReport: DepositReportPage,
  withdraw: WithdrawPage,
  withdrawReport: WithdrawReportPage,
};
