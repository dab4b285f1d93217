import type { WhitelabelFlag } from '@m/contract';
import { useWhitelabel } from '@/lib/site-status';

/** Whether the merchant's whitelabel switches `name` on; off until the site status is known. */
export const useFlag = (name: WhitelabelFlag): boolean => useWhitelabel()?.[name] === true;
