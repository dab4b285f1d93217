import { shellPages } from '@/components/layout/shell-page';

export const walletPages = shellPages({
  voucherCenter: { access: 'session' },
  withdraw: { access: 'session' },
  gameRecord: { access: 'session' },
  'transaction-record': { access: 'session' },
  profitandloss: { access: 'session' },
  vouReport: { access: 'session' },
  withdrawReport: { access: 'session' },
  'upLine-transfer': { access: 'session' },
});
