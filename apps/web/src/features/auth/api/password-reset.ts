import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

/** The new password for the token of a forgot-password e-mail link. */
export const resetPassword = (body: EndpointBody<'passwordReset'>) => api.call('passwordReset', { body });
