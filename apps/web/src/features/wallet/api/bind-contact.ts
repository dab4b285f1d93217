import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { securityKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

/** A code to the mobile number being bound. */
export const sendBindMobileCode = (body: EndpointBody<'bindMobileCode'>) => api.call('bindMobileCode', { body });

/** A code by e-mail to the address being bound. */
export const sendBindEmailCode = (email: string) => api.call('bindEmailCode', { body: { email } });

const bindMobile = (body: EndpointBody<'bindMobile'>) => api.call('bindMobile', { body });
const bindEmail = (body: EndpointBody<'bindEmail'>) => api.call('bindEmail', { body });

/** Binding changes the security level: the meter is read again. */
const useBindingMutation = <B>(mutationFn: (body: B) => Promise<unknown>) => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.config(owner) }) });
};

export const useBindMobileMutation = () => useBindingMutation(bindMobile);
export const useBindEmailMutation = () => useBindingMutation(bindEmail);
