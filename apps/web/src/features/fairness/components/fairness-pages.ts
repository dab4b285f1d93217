import type { ComponentType } from 'react';
import type { FeaturePageName } from '@/config/paths';
import { FairRoundPage } from '@/features/fairness/components/fair-round-page';

export const fairnessPages: Record<FeaturePageName<'fairness'>, ComponentType> = {
  fair: FairRoundPage,
};
