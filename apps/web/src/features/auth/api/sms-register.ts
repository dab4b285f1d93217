import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';

/** A code for a number that signs up (REGMOBVERF3). */
export const sendSmsRegister = (body: EndpointBody<'smsRegister'>) => api.call('smsRegister', { body });
