import { flattenWhitelabel, type WhitelabelFlag } from '@m/contract';
import type { Merchant } from '../db/schema.ts';

/** Whether the merchant's whitelabel tree has `flag` switched on (a switched-off parent switches it off). */
export const merchantFlag = (merchant: Merchant, flag: WhitelabelFlag): boolean => flattenWhitelabel(merchant.whitelabel)[flag] === true;
