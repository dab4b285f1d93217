import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

/** A code for a registered number (SMS login, set password by phone). */
export const sendSmsNoLogin = (body: EndpointBody<'smsNoLogin'>) => api.call('smsNoLogin', { body });
