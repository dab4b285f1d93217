export { lotteryPages as pages } from '@/features/lottery/components/lottery-pages';
