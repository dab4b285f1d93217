export { pvpPages as pages } from '@/features/pvp/components/pvp-pages';
