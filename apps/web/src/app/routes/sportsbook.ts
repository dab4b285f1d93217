export { sportsbookPages as pages } from '@/features/sportsbook/components/sportsbook-pages';
