import { LaunchGamePage } from '@/features/games/components/launch-game-page';

/** The game launcher: a chunk of its own (see `config/route-modules.ts`). */
export const pages = { launchGame: LaunchGamePage };
