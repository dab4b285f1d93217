import type { ComponentType } from 'react';
import type { FeaturePageName } from '@/config/paths';
import { LotteryGamePage } from '@/features/lottery/components/lottery-game-page';
import { LotteryOrderPage } from '@/features/lottery/components/lottery-order-page';
import { LotteryOrdersPage } from '@/features/lottery/components/lottery-orders-page';
import { LotteryResultsPage } from '@/features/lottery/components/lottery-results-page';
import { MoreLotteryPage } from '@/features/lottery/components/more-lottery-page';
import { StartLotteryPage } from '@/features/lottery/components/start-lottery-page';

export const lotteryPages: Record<FeaturePageName<'lottery'>, ComponentType> = {
  moreLottery: MoreLotteryPage,
  startLottery: StartLotteryPage,
  lottery: LotteryResultsPage,
  lotteryGame: LotteryGamePage,
  lotteryOrders: LotteryOrdersPage,
  lotteryOrder: LotteryOrderPage,
};
