export { livePages as pages } from '@/features/live-tables/components/live-pages';
