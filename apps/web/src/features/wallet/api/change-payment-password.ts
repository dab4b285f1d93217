import { useMutation } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

/** With the old payment password or an SMS code sent to the bound mobile. */
export const changePaymentPassword = (body: EndpointBody<'changePaymentPassword'>) => api.call('changePaymentPassword', { body });

export const useChangePaymentPasswordMutation = () => useMutation({ mutationFn: changePaymentPassword });
