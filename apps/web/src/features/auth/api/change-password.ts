import { useMutation } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

export const changePassword = (body: EndpointBody<'changePassword'>) => api.call('changePassword', { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
