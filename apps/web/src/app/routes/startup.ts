export { startupPages as pages } from '@/features/startup/components/startup-pages';
