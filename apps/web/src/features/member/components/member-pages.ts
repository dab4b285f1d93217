import { AvatarPage } from '@/features/member/components/avatar-page';
import { ManualRebatePage } from '@/features/member/components/manual-rebate-page';
import { RebateReportPage } from '@/features/member/components/rebate-report-page';
import { VipBenefitsPage } from '@/features/member/components/vip-benefits-page';

export const memberPages = {
  'member-benefits': VipBenefitsPage,
  'member-manualRebate': ManualRebatePage,
  'member-rebateReport': RebateReportPage,
  'member-avatar': AvatarPage,
};
