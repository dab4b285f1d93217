import { shellPages } from '@/components/layout/shell-page';

export const lotteryPages = shellPages({
  moreLottery: { access: 'public' },
  startLottery: { access: 'public' },
  lottery: { access: 'public' },
});
