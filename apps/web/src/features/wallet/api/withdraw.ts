import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { withdrawKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const withdraw = (body: EndpointBody<'withdraw'>) => api.call('withdraw', { body });

/** After a withdrawal the balance, the withdraw page and the records change. */
export const useWithdrawMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: withdrawKeys.all }), refreshWalletBalance(client)]);
    },
  });
};
