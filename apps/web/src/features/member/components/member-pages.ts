import { shellPages } from '@/components/layout/shell-page';

export const memberPages = shellPages({
  'member-benefits': {},
  'member-manualRebate': {},
  'member-rebateReport': {},
});
