import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PromotionApplyBody, PromotionCategory, RewardCentreTab } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { promotionKeys, recordsKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/** The merchant's promotions with the member's status in each (guests: as a new member sees them). */
export const usePromotions = (category: PromotionCategory | null, owner: string | null) => useQuery({
  queryKey: promotionKeys.list(category, owner),
  queryFn: ({ signal }) => api.call('promotions', { query: category ? { category } : {}, signal }),
  staleTime: STALE_TIME.short,
  meta: { languageReload: 'lists' },
});

/** `id` null: no such promotion to ask for (an id missing from the address). */
export const usePromotionDetail = (id: number | null, owner: string | null) => useQuery({
  queryKey: promotionKeys.detail(id ?? 0, owner),
  queryFn: ({ signal }) => api.call('promotionDetail', { query: { id: id! }, signal }),
  enabled: id !== null,
  staleTime: STALE_TIME.short,
  meta: { languageReload: 'lists' },
});

export const useRewards = (tab: RewardCentreTab, owner: string | null) => useQuery({
  queryKey: promotionKeys.rewards(tab, owner),
  queryFn: ({ signal }) => api.call('rewardCentre', { query: { tab }, signal }),
  staleTime: STALE_TIME.short,
  meta: { languageReload: 'lists' },
});

/** Taking part changes the statuses; a claim also the balance and the records. */
const refreshAfterClaim = (client: QueryClient) => Promise.all([
  client.invalidateQueries({ queryKey: promotionKeys.all }), refreshWalletBalance(client), client.invalidateQueries({ queryKey: recordsKeys.all }),
]);

export const useJoinPromotion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.call('joinPromotion', { body: { id } }), onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.all }) });
};

export const useApplyPromotion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: PromotionApplyBody) => api.call('applyPromotion', { body }), onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.all }) });
};

export const useClaimReward = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (participationId: number) => api.call('claimPromotion', { body: { participationId } }), onSuccess: () => refreshAfterClaim(client) });
};

export const useClaimAllRewards = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.call('claimAllPromotions', { body: {} }), onSuccess: () => refreshAfterClaim(client) });
};
