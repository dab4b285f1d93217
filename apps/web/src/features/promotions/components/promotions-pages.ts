import { shellPages } from '@/components/layout/shell-page';
import { InviteFriendsPage } from '@/features/promotions/components/invite-friends-page';

export const promotionsPages = {
  ...shellPages({
    rewardCenter: {},
    leaderBoard: {},
    activity: {},
    activityDetail: {},
  }),
  inviteFriends: InviteFriendsPage,
};
