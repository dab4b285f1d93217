import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { recordsKeys, teamListKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

export const teamFundTransfer = (body: EndpointBody<'teamFundTransfer'>) => api.call('teamFundTransfer', { body });

/** A transfer changes the agent's balance, the member's row and the records: all are fetched again. */
export const useTeamFundTransferMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: teamFundTransfer,
    onSuccess: () => Promise.all([
      refreshWalletBalance(client), client.invalidateQueries({ queryKey: teamListKeys.all }), client.invalidateQueries({ queryKey: recordsKeys.all }),
    ]),
  });
};
