import { shellPages } from '@/components/layout/shell-page';

export const promotionsPages = shellPages({
  rewardCenter: { access: 'session' },
  leaderBoard: { access: 'public' },
  activity: { access: 'public' },
  activityDetail: { access: 'public' },
  inviteFriends: { access: 'session' },
});
