import type { ComponentType } from 'react';
import type { FeaturePageName } from '@/config/paths';
import { SportsBetsPage } from '@/features/sportsbook/components/bets-page';
import { SportsMatchPage } from '@/features/sportsbook/components/match-page';
import { SportsbookPage } from '@/features/sportsbook/components/sportsbook-page';

export const sportsbookPages: Record<FeaturePageName<'sportsbook'>, ComponentType> = {
  sportsbook: SportsbookPage,
  'sportsbook-match': SportsMatchPage,
  'sportsbook-bets': SportsBetsPage,
};
