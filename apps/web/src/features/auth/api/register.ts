import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@m/contract';
import { api } from '@/lib/api-client';

export const register = (body: RegisterRequest) => api.call('register', { body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
