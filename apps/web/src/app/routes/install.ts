export { installPages as pages } from '@/features/install/components/install-pages';
