import { shellPages } from '@/components/layout/shell-page';

export const memberPages = shellPages({
  mine: { access: 'session' },
  'member-benefits': { access: 'session' },
  'member-manualRebate': { access: 'session' },
  'member-rebateReport': { access: 'session' },
  securityCenter: { access: 'session' },
});
