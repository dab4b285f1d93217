import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const setDepositLimits = (body: EndpointBody<'setDepositLimits'>) => api.call('setDepositLimits', { body });

/** Saves the limits; the answer (with any raise now pending) replaces the shown ones. */
export const useSetDepositLimitsMutation = () => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: setDepositLimits,
    onSuccess: (limits) => client.setQueryData(depositKeys.limits(owner), limits),
  });
};
