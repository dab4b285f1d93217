import { api } from '@/lib/api-client';

/** A code for changing the payment password, sent to the mobile bound to the account. */
export const sendPaymentPasswordSms = () => api.call('paymentPasswordSms', { body: {} });
