import { BaccaratPage } from '@/features/live-tables/components/baccarat-page';
import { CockfightPage } from '@/features/live-tables/components/cockfight-page';

export const livePages = {
  'live-baccarat': BaccaratPage,
  'live-cockfight': CockfightPage,
};
