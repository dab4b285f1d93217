import type { SocialLoginRequest } from '@m/contract';
import { api } from '@/lib/api-client';

export const socialLogin = (body: SocialLoginRequest) => api.call('socialLogin', { body });
