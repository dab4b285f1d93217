import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { rebateKeys, recordsKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const claimRebate = (body: EndpointBody<'rebateClaim'>) => api.call('rebateClaim', { body });

/** A claim changes the balance, what has accrued, the report and the records: all are fetched again. */
export const useRebateClaimMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSettled: () => Promise.all([
      refreshWalletBalance(client), client.invalidateQueries({ queryKey: rebateKeys.all }), client.invalidateQueries({ queryKey: recordsKeys.all }),
    ]),
  });
};
