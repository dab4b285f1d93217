import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

/** Mails a reset link when username and e-mail belong together (form-encoded, spec §7). */
export const sendPasswordResetEmail = (body: EndpointBody<'forgotPasswordEmail'>) => api.call('forgotPasswordEmail', { body });
