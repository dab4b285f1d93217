import type { Country, RegisterSettings, SiteStatus } from '@m/contract';
import type { Merchant } from '../../db/schema.ts';
import { DEPOSIT_CURRENCY } from '../deposit/service.ts';
import type { SystemRepository } from './repository.ts';

export function siteStatus(merchant: Merchant): SiteStatus {
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
    },
  };
}

export const registerSettings = (merchant: Merchant): RegisterSettings => merchant.registerSettings;

/** Countries rarely change: read once per process. */
export function createCountryCatalogue(repository: SystemRepository) {
  let countries: Promise<Country[]> | null = null;
  return {
    list(): Promise<Country[]> {
      countries ??= repository.listCountries().catch((error: unknown) => {
        countries = null;
        throw error;
      });
      return countries;
    },
  };
}
