import { shellPages } from '@/components/layout/shell-page';
import { DepositReportPage } from '@/features/wallet/components/deposit-report-page';
import { VoucherCenterPage } from '@/features/wallet/components/voucher-center-page';

export const walletPages = {
  ...shellPages({
    withdraw: {},
    gameRecord: {},
    'transaction-record': {},
    profitandloss: {},
    withdrawReport: {},
    'upLine-transfer': {},
  }),
  voucherCenter: VoucherCenterPage,
  vouReport: DepositReportPage,
};
