import { flattenWhitelabel, type WhitelabelFlag } from '@m/contract';
import type { Merchant } from '../db/schema.ts';

/** Whether the merchant's whitelabel tree has `flag` switched on (a switched-off parent switches it off). */
export const merchantFlag = (merchant: Merchant, flag: WhitelabelFlag): boolean => flattenWhitelabel(merchant.whitelabel)[flag] === true;

/** The site-settings promotion that switches invite friends on (spec §3, §6). */
export const REFERRAL_PROMOTION = 'REFERRAL';

/** Whether the merchant has the promotion `key` of its site settings switched on (REFERRAL: invite friends). */
export const merchantPromotionOn = (merchant: Pick<Merchant, 'promotions'>, key: string): boolean =>
  merchant.promotions.some((promotion) => promotion.key === key && promotion.enabled);
