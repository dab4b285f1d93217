export { gamesPages as pages } from '@/features/games/components/games-pages';
