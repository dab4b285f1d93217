import { createElement } from 'react';
import { memberPages } from '@/features/member/components/member-pages';
import { MinePage } from '@/features/member/components/mine-page';
import { SettingsPage } from '@/features/member/components/settings-page';
import { useUnclaimedPromotionsCount } from '@/features/promotions/hooks/use-unclaimed-promotions-count';
import { openAppDownload } from '@/features/install/store/install-prompt';

/** The member centre with what other features give it: the unclaimed promotions count and the app-download popup. */
function MineRoute() {
  return createElement(MinePage, { unclaimedPromotions: useUnclaimedPromotionsCount(), onAppDownload: openAppDownload });
}

export const pages = { ...memberPages, mine: MineRoute, set: SettingsPage };
