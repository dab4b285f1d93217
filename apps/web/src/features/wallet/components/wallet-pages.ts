import { shellPages } from '@/components/layout/shell-page';

export const walletPages = shellPages({
  voucherCenter: {},
  withdraw: {},
  gameRecord: {},
  'transaction-record': {},
  profitandloss: {},
  vouReport: {},
  withdrawReport: {},
  'upLine-transfer': {},
});
