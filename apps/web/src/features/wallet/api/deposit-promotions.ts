import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositPromotions } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchDepositPromotions = (signal?: AbortSignal) => api.call('depositPromotions', { signal });

/**
 * The bonuses open to this member now: the server lists only those they can still have (the
 * first-deposit one goes once a deposit is credited); for a guest, those a new player gets.
 */
export const depositPromotionsQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: depositKeys.promotions.of(owner), queryFn: ({ signal }) => fetchDepositPromotions(signal), staleTime: STALE_TIME.live });

export const useDepositPromotions = () => useQuery(depositPromotionsQueryOptions(useSessionOwner()));

/** The highest percent of the open bonuses, null when none is open. */
export const bestBonusPercent = ({ list }: DepositPromotions): number | null =>
  list.reduce<number | null>((best, promotion) => (best === null || promotion.percent > best ? promotion.percent : best), null);

/**
 * The best bonus this member can still have with a deposit, in percent (the tab bar's "+20%"), or
 * null: none is open, or it is not known yet. It follows the promotions query, so a credited
 * deposit that uses the bonus takes it away.
 */
export function useBestDepositBonus(): number | null {
  const best = useQuery({
    ...depositPromotionsQueryOptions(useSessionOwner()),
    // On every page with the tab bar: not asked again on each page change, only when stale.
    staleTime: STALE_TIME.short,
    select: bestBonusPercent,
  });
  return best.data ?? null;
}
