import type { Country, RegisterSettings, SiteStatus } from '@m/contract';
import type { Merchant } from '../../db/schema.ts';
import { DEPOSIT_CURRENCY } from '../deposit/service.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import { keptAnswer } from '../../lib/kept-answer.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { SystemRepository } from './repository.ts';

/** Each merchant row's site status, made once (the directory keeps the rows until they change). */
const statuses = new WeakMap<Merchant, SiteStatus>();

export function siteStatus(merchant: Merchant): SiteStatus {
  let status = statuses.get(merchant);
  if (!status) {
    status = keptAnswer(statusOf(merchant));
    statuses.set(merchant, status);
  }
  return status;
}

function statusOf(merchant: Merchant): SiteStatus {
  return {
    maintenance: merchant.maintenance,
    regionRestriction: merchant.regionRestriction,
    info: {
      merchantCode: merchant.code,
      trialMerchantCode: merchant.trialMerchantCode,
      theme: merchant.theme,
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      mainDomain: merchant.mainDomain,
      currency: DEPOSIT_CURRENCY,
      whitelabel: merchant.whitelabel,
      register: merchant.registerSettings,
      resources: merchant.resources,
      customerService: merchant.customerService,
      mobileTemplate: merchant.mobileTemplate,
      promotions: merchant.promotions,
      telegramLogin: merchant.telegramLogin,
      showVipBenefits: merchant.showVipBenefits,
      agentMenu: merchant.agentMenu,
      imageCDNs: merchant.imageCdns,
      agentDividends: merchant.agentDividends,
    },
  };
}

export const registerSettings = (merchant: Merchant): RegisterSettings => keptAnswer(merchant.registerSettings);

/** Countries rarely change: kept in memory until they do. */
export function createCountryCatalogue(repository: SystemRepository, feed: ChangeFeed | null) {
  const cache = createKeptCache<'all', Country[]>(feed);
  feed?.on('countries', () => cache.clear());
  return {
    list: (): Promise<Country[]> => cache.get('all', async () => keptAnswer(await repository.listCountries())),
  };
}
