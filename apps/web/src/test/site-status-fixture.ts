import { REGISTER_FIELDS, type FieldRule, type LanguageCode, type SiteStatus, type WhitelabelFlag } from '@m/contract';

const optionalField: FieldRule = { enabled: false, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null };

type FixtureOptions = {
  maintenance?: boolean;
  regionRestriction?: boolean;
  languages?: LanguageCode[];
  defaultLanguage?: LanguageCode;
  flags?: Partial<Record<WhitelabelFlag, boolean>>;
};

/** A valid site status for tests; every flag off unless given. */
export const siteStatusFixture = (options: FixtureOptions = {}): SiteStatus => ({
  maintenance: options.maintenance ?? false,
  regionRestriction: options.regionRestriction ?? false,
  info: {
    merchantCode: 'DEMO',
    trialMerchantCode: 'DEMOTRIAL',
    theme: 'default',
    defaultLanguage: options.defaultLanguage ?? 'TY',
    languages: options.languages ?? ['TY', 'EN'],
    mainDomain: 'demo.example',
    currency: 'PHP',
    whitelabel: Object.entries(options.flags ?? {}).map(([modId, enabled]) => ({
      modId,
      enabled: enabled ? '1' : '0',
      childrenNodes: [],
    })),
    register: Object.fromEntries(REGISTER_FIELDS.map((field) => [field, optionalField])) as SiteStatus['info']['register'],
    resources: [],
    customerService: [],
    mobileTemplate: { mem_cen: '1', dep_func: '1' },
    promotions: [],
    telegramLogin: false,
    showVipBenefits: true,
    agentMenu: [],
    imageCDNs: [],
    agentDividends: true,
  },
});

export const envelope = (value: unknown) => ({ success: true, value });

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
