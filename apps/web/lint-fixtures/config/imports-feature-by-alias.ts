import { prefetchHome } from '@/features/home/prefetch';

export const fromAliasedFeature = prefetchHome;
