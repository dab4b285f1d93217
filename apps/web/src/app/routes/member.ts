import { withRealAccount } from '@/components/layout/real-account-only';
import { memberPages } from '@/features/member/components/member-pages';
import { SettingsPage } from '@/features/member/components/settings-page';

/** Trial accounts are refused the member centre and its pages (spec §6: free_reject). */
export const pages = {
  ...memberPages,
  mine: withRealAccount(memberPages.mine),
  'member-benefits': withRealAccount(memberPages['member-benefits']),
  'member-manualRebate': withRealAccount(memberPages['member-manualRebate']),
  'member-rebateReport': withRealAccount(memberPages['member-rebateReport']),
  securityCenter: withRealAccount(memberPages.securityCenter),
  set: SettingsPage,
};
