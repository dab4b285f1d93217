import { ActivityDetailPage } from '@/features/promotions/components/activity-detail-page';
import { ActivityPage } from '@/features/promotions/components/activity-page';
import { InviteFriendsPage } from '@/features/promotions/components/invite-friends-page';
import { LeaderboardPage } from '@/features/promotions/components/leaderboard-page';
import { RewardCenterPage } from '@/features/promotions/components/reward-center-page';

export const promotionsPages = {
  leaderBoard: LeaderboardPage,
  rewardCenter: RewardCenterPage,
  activity: ActivityPage,
  activityDetail: ActivityDetailPage,
  inviteFriends: InviteFriendsPage,
};
