/** Unclaimed promotions for the Members badge; 0 until the promotions API lands. */
export const useUnclaimedPromotionsCount = (): number => 0;
