import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { recordsKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const uplineTransfer = (body: EndpointBody<'uplineTransfer'>) => api.call('uplineTransfer', { body });

/** A transfer changes the balance and the records: both are fetched again. */
export const useUplineTransferMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uplineTransfer,
    onSuccess: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: recordsKeys.all })]),
  });
};
