import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { useSessionOwner } from '@/lib/session';
import { refreshBankCards } from '@/features/wallet/api/bank-cards';

export const bindBankCard = (body: EndpointBody<'bindBankCard'>) => api.call('bindBankCard', { body });

export const useBindBankCardMutation = () => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({ mutationFn: bindBankCard, onSuccess: () => refreshBankCards(client, owner) });
};
