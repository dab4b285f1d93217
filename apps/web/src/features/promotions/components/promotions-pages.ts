import { shellPages } from '@/components/layout/shell-page';

export const promotionsPages = shellPages({
  rewardCenter: {},
  leaderBoard: {},
  activity: {},
  activityDetail: {},
  inviteFriends: {},
});
