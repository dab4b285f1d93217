import { api } from '@/lib/api-client';

/** Whether an invitation code belongs to an agent of the merchant. */
export const checkAffiliate = async (code: string, domain: string): Promise<boolean> =>
  (await api.call('affiliateCheck', { query: { code, domain } })).success;
