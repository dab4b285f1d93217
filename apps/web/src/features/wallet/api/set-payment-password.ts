import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { payoutKeys, securityKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const setPaymentPassword = (body: EndpointBody<'setPaymentPassword'>) => api.call('setPaymentPassword', { body });

export const useSetPaymentPasswordMutation = () => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      client.setQueryData(payoutKeys.hasPaymentPassword(owner), true);
      // The payment password is one of the security level's items.
      void client.invalidateQueries({ queryKey: securityKeys.config(owner) });
    },
  });
};
