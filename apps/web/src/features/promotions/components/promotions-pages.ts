import { shellPages } from '@/components/layout/shell-page';
import { ActivityDetailPage } from '@/features/promotions/components/activity-detail-page';
import { ActivityPage } from '@/features/promotions/components/activity-page';
import { RewardCenterPage } from '@/features/promotions/components/reward-center-page';

export const promotionsPages = {
  ...shellPages({ leaderBoard: {}, inviteFriends: {} }),
  rewardCenter: RewardCenterPage,
  activity: ActivityPage,
  activityDetail: ActivityDetailPage,
};
