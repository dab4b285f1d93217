import { shellPages } from '@/components/layout/shell-page';

export const gamesPages = shellPages({
  gameLobby: { access: 'public' },
  gameCenter: { access: 'public' },
  slotsCenter: { access: 'public' },
  gameList: { access: 'public' },
  launchGame: { access: 'session' },
  winnerPage: { access: 'public' },
});
