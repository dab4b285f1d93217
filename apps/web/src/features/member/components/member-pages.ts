import { shellPages } from '@/components/layout/shell-page';
import { AvatarPage } from '@/features/member/components/avatar-page';
import { ManualRebatePage } from '@/features/member/components/manual-rebate-page';
import { RebateReportPage } from '@/features/member/components/rebate-report-page';

export const memberPages = {
  ...shellPages({ 'member-benefits': {} }),
  'member-manualRebate': ManualRebatePage,
  'member-rebateReport': RebateReportPage,
  'member-avatar': AvatarPage,
};
