import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentContractKind, EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { agentContractKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/** The offers awaiting the agent's answer (the contract prompt). */
export const useContractRequirement = (enabled: boolean) => {
  const owner = useSessionOwner();
  return useQuery({
    queryKey: agentContractKeys.requirement(owner),
    queryFn: ({ signal }) => api.call('agentContractRequirement', { signal }),
    enabled,
    staleTime: STALE_TIME.short,
  });
};

export const useContracts = (kind: AgentContractKind) => {
  const owner = useSessionOwner();
  return useQuery({
    queryKey: agentContractKeys.list(kind, owner),
    queryFn: ({ signal }) => api.call('agentContracts', { query: { kind }, signal }),
    staleTime: STALE_TIME.live,
  });
};

export const useContractSettlements = (contractId: number) => {
  const owner = useSessionOwner();
  return useQuery({
    queryKey: agentContractKeys.settlements(contractId, owner),
    queryFn: ({ signal }) => api.call('agentContractSettlements', { query: { contractId }, signal }),
    staleTime: STALE_TIME.live,
  });
};

export const useDividendInfo = () => {
  const owner = useSessionOwner();
  return useQuery({
    queryKey: agentContractKeys.dividend(owner),
    queryFn: ({ signal }) => api.call('agentDividendInfo', { signal }),
    staleTime: STALE_TIME.live,
  });
};

/** An offer, an answer or an end changes the agent's contracts and its prompt: all of them are fetched again. */
const useContractAction = <B>(call: (body: B) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: agentContractKeys.all }), refreshWalletBalance(client)]),
  });
};

export const useOfferContract = () => useContractAction((body: EndpointBody<'agentContractOffer'>) => api.call('agentContractOffer', { body }));
export const useAcceptContract = () => useContractAction((body: EndpointBody<'agentContractAccept'>) => api.call('agentContractAccept', { body }));
export const useRejectContract = () => useContractAction((body: EndpointBody<'agentContractReject'>) => api.call('agentContractReject', { body }));
export const useEndContract = () => useContractAction((body: EndpointBody<'agentContractEnd'>) => api.call('agentContractEnd', { body }));
