import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

export const setPasswordBySms = (body: EndpointBody<'passwordBySms'>) => api.call('passwordBySms', { body });
