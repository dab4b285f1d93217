import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@m/contract';
import { api } from '@/lib/api-client';

export const login = (body: LoginRequest) => api.call('login', { body });

export const useLoginMutation = () => useMutation({ mutationFn: login });
