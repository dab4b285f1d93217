import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const placeSportsBet = (body: EndpointBody<'sportsPlaceBet'>) => api.call('sportsPlaceBet', { body });

/** A bet changes the balance and the member's bets: both are fetched again. */
export const usePlaceSportsBet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeSportsBet,
    onSuccess: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: sportsbookKeys.bets.all })]),
  });
};
