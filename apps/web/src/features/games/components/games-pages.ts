import type { ComponentType } from 'react';
import type { FeaturePageName } from '@/config/paths';
import { GameCenterPage } from '@/features/games/components/game-center-page';
import { GameListPage } from '@/features/games/components/game-list-page';
import { GameLobbyPage } from '@/features/games/components/game-lobby-page';
import { SlotsCenterPage } from '@/features/games/components/slots-center-page';
import { WinnerPage } from '@/features/games/components/winner-page';

/** The game pages but the launcher, which is a chunk of its own (`config/route-modules.ts`). */
export const gamesPages: Record<Exclude<FeaturePageName<'games'>, 'launchGame'>, ComponentType> = {
  gameLobby: GameLobbyPage,
  gameCenter: GameCenterPage,
  slotsCenter: SlotsCenterPage,
  gameList: GameListPage,
  winnerPage: WinnerPage,
};
