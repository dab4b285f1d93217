import { fromConfig } from '../../lib/imports-shared';

export const inFeature = fromConfig;
