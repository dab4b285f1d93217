import { createElement } from 'react';
import { memberPages } from '@/features/member/components/member-pages';
import { MinePage } from '@/features/member/components/mine-page';
import { SettingsPage } from '@/features/member/components/settings-page';
import { useUnclaimedPromotionsCount } from '@/features/promotions/hooks/use-unclaimed-promotions-count';
import { openAppDownload } from '@/features/install/store/install-prompt';
import { openReferralDialog } from '@/features/promotions/store/referral-dialog';

/** The member centre with what other features give it: the unclaimed promotions count, the app-download popup and the referral dialog. */
function MineRoute() {
  return createElement(MinePage, { unclaimedPromotions: useUnclaimedPromotionsCount(), onAppDownload: openAppDownload, onReferral: openReferralDialog });
}

export const pages = { ...memberPages, mine: MineRoute, set: SettingsPage };
