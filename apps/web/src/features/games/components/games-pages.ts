import type { ComponentType } from 'react';
import type { FeaturePageName } from '@/config/paths';
import { GameCenterPage } from '@/features/games/components/game-center-page';
import { GameListPage } from '@/features/games/components/game-list-page';
import { GameLobbyPage } from '@/features/games/components/game-lobby-page';
import { LaunchGamePage } from '@/features/games/components/launch-game-page';
import { SlotsCenterPage } from '@/features/games/components/slots-center-page';
import { WinnerPage } from '@/features/games/components/winner-page';

export const gamesPages: Record<FeaturePageName<'games'>, ComponentType> = {
  gameLobby: GameLobbyPage,
  gameCenter: GameCenterPage,
  slotsCenter: SlotsCenterPage,
  gameList: GameListPage,
  launchGame: LaunchGamePage,
  winnerPage: WinnerPage,
};
