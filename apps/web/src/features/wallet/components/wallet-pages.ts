import { DepositReportPage } from '@/features/wallet/components/deposit-report-page';
import { IdentityPage } from '@/features/wallet/components/identity-page';
import { GameRecordPage } from '@/features/wallet/components/game-record-page';
import { ProfitLossPage } from '@/features/wallet/components/profit-loss-page';
import { TransactionRecordPage } from '@/features/wallet/components/transaction-record-page';
import { UplineTransferPage } from '@/features/wallet/components/upline-transfer-page';
import { ResponsibleGamingPage } from '@/features/wallet/components/responsible-gaming-page';
import { SecurityCenterPage } from '@/features/wallet/components/security-center-page';
import { VoucherCenterPage } from '@/features/wallet/components/voucher-center-page';
import { WithdrawPage } from '@/features/wallet/components/withdraw-page';
import { WithdrawReportPage } from '@/features/wallet/components/withdraw-report-page';

export const walletPages = {
  voucherCenter: VoucherCenterPage,
  vouReport: DepositReportPage,
  withdraw: WithdrawPage,
  withdrawReport: WithdrawReportPage,
  gameRecord: GameRecordPage,
  'transaction-record': TransactionRecordPage,
  profitandloss: ProfitLossPage,
  'upLine-transfer': UplineTransferPage,
  securityCenter: SecurityCenterPage,
  'member-identity': IdentityPage,
  responsibleGaming: ResponsibleGamingPage,
};
