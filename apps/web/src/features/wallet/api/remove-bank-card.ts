import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { useSessionOwner } from '@/lib/session';
import { refreshBankCards } from '@/features/wallet/api/bank-cards';

/** Needs the payment password. */
export const removeBankCard = (body: EndpointBody<'removeBankCard'>) => api.call('removeBankCard', { body });

export const useRemoveBankCardMutation = () => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({ mutationFn: removeBankCard, onSuccess: () => refreshBankCards(client, owner) });
};
