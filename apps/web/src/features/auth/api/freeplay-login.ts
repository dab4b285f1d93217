import type { FreeplayLoginRequest } from '@m/contract';
import { api } from '@/lib/api-client';

export const freeplayLogin = (body: FreeplayLoginRequest) => api.call('freeplayLogin', { body });
