import { featureValue } from '../features/demo/feature-value';

export const fromFeature = featureValue;
