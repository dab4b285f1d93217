import { shellPages } from '@/components/layout/shell-page';
import { ActivityDetailPage } from '@/features/promotions/components/activity-detail-page';
import { ActivityPage } from '@/features/promotions/components/activity-page';
import { InviteFriendsPage } from '@/features/promotions/components/invite-friends-page';
import { RewardCenterPage } from '@/features/promotions/components/reward-center-page';

export const promotionsPages = {
  ...shellPages({ leaderBoard: {} }),
  rewardCenter: RewardCenterPage,
  activity: ActivityPage,
  activityDetail: ActivityDetailPage,
  inviteFriends: InviteFriendsPage,
};
