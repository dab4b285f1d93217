import { useUnclaimedCount } from '@/features/promotions/api/promotions';

/** Unclaimed promotion rewards for the Members badge and the reward-centre bubble; 0 for guests and trial accounts. */
export const useUnclaimedPromotionsCount = (): number => useUnclaimedCount().data ?? 0;
