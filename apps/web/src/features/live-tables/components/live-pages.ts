import { BaccaratPage } from '@/features/live-tables/components/baccarat-page';

export const livePages = {
  'live-baccarat': BaccaratPage,
};
