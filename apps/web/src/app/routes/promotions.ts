export { promotionsPages as pages } from '@/features/promotions/components/promotions-pages';
