import {
  AGENT_MENU_KEYS, LANGUAGE_CODES, REGISTER_FIELDS,
  type FieldRule, type RegisterField, type RegisterSettings, type WhitelabelFlag, type WhitelabelNode,
} from '@m/contract';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, type MobileTemplate, type NewMerchant } from '../schema.ts';

/** Parent modules of the whitelabel tree and the product flags inside each of them. */
const WHITELABEL_MODULES = {
  REGISTER3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'DIRECTREG3'],
  LOGIN3: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3'],
  SECURITY3: ['CHNGPASSVERIF3'],
  FUNDS3: ['DEPOSIT', 'WITHDRAW', 'AGETRANSFERUP3'],
  PROMOTION3: ['REWCEN3', 'MISSIONLB3', 'MANPLAYREB3'],
  RECORDS3: ['DEPRECM3', 'WITHREC3', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSREP', 'PLYRBT'],
  MESSAGES3: ['MAILCEN', 'FEEDBACK3'],
  DOWNLOAD3: ['WEBCLIP'],
} as const satisfies Record<string, readonly WhitelabelFlag[]>;

/** On, WEBCLIP hides the profile (mobileconfig) download, so both demo merchants keep it off. */
const WEB_CLIP_OFF: readonly WhitelabelFlag[] = ['WEBCLIP'];

export function buildWhitelabelTree(disabled: readonly WhitelabelFlag[] = WEB_CLIP_OFF): WhitelabelNode[] {
  const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
    modId, enabled: enabled ? '1' : '0', childrenNodes,
  });
  return Object.entries(WHITELABEL_MODULES).map(([parent, flags]) =>
    node(parent, true, flags.map((flag) => node(flag, !disabled.includes(flag)))),
  );
}

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null,
  ...overrides,
});
const disabledRule = rule({ enabled: false });

const REGISTER_RULES: Partial<Record<RegisterField, FieldRule>> = {
  username: rule({ required: true, acceptedPattern: '^[A-Za-z0-9]{4,16}$', minLength: 4, maxLength: 16, patternId: 'username' }),
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 'password' }),
  confirmPassword: rule({ required: true, minLength: 6, maxLength: 20, patternId: 'password' }),
  mobileNum: rule({ acceptedPattern: '^[0-9]{7,20}$', minLength: 7, maxLength: 20, patternId: 'mobileNum' }),
  email: rule({ acceptedPattern: '^\\w+(?:[.-]\\w+)*@\\w+(?:[.-]\\w+)*(?:\\.\\w{2,3}){1,3}$', maxLength: 254, patternId: 'email' }),
  captcha: rule({ required: true, acceptedPattern: '^[0-9]{1,6}$', minLength: 1, maxLength: 6, patternId: 'captcha' }),
  affiliateCode: rule({ maxLength: 32, patternId: 'affiliateCode' }),
  verificationCode: rule({ acceptedPattern: '^[0-9]{1,10}$', maxLength: 10, patternId: 'verificationCode' }),
};

export const registerSettings = (): RegisterSettings =>
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, REGISTER_RULES[field] ?? disabledRule])) as RegisterSettings;

function merchant(code: string, overrides: Partial<NewMerchant>): NewMerchant {
  return {
    code,
    trialMerchantCode: `${code}TRIAL`,
    theme: 'gold',
    defaultLanguage: 'EN',
    languages: ['EN'],
    mainDomain: 'localhost',
    maintenance: false,
    regionRestriction: false,
    whitelabel: buildWhitelabelTree(),
    registerSettings: registerSettings(),
    customerService: [
      // No outside address: the app's own live chat (an https address would open the merchant's chat service instead).
      { csType: 'LIVECHAT', csPosition: 1, title: 'Live chat', url: '' },
      { csType: 'LIVECHAT', csPosition: 2, title: '24/7 support', url: '' },
      { csType: 'TELEGRAM', csPosition: 3, title: 'Telegram', url: `https://t.me/${code.toLowerCase()}_support` },
      { csType: 'FACEBOOK', csPosition: 4, title: 'Facebook', url: `https://www.facebook.com/${code.toLowerCase()}.official` },
    ],
    resources: [
      { resourceType: 'Android', url: `/m/downloads/${code.toLowerCase()}.apk` },
      { resourceType: 'IOS', url: '/m/downloads/ios' },
      { resourceType: 'MOBILECONFIG', url: `/m/downloads/${code.toLowerCase()}.mobileconfig` },
      { resourceType: 'AppDownloadIcon', url: '/m/icons/app-download.png' },
    ],
    mobileTemplate: { mem_cen: '1', dep_func: '1' },
    promotions: [{ key: 'REFERRAL', enabled: true }],
    telegramLogin: false,
    showVipBenefits: true,
    agentMenu: [...AGENT_MENU_KEYS],
    imageCdns: [],
    ...overrides,
  };
}

const ALT_MOBILE_TEMPLATE: MobileTemplate = { mem_cen: '0', dep_func: '1' };

/** ALT's agents go without team betting and red-envelope rain, so the menu setting is seen at work. */
const ALT_AGENT_MENU = AGENT_MENU_KEYS.filter((key) => key !== 'TEAM_BETTING' && key !== 'RED_RAIN');

export type MerchantSeed = { merchant: NewMerchant; hosts: string[] };

export const MERCHANT_SEEDS: readonly MerchantSeed[] = [
  {
    merchant: merchant('DEMO', { defaultLanguage: 'TY', languages: ['TY', 'EN'], telegramLogin: true }),
    hosts: ['localhost', '127.0.0.1'],
  },
  {
    merchant: merchant('ALT', {
      theme: 'blue',
      mainDomain: 'alt.localhost',
      languages: [...LANGUAGE_CODES],
      whitelabel: buildWhitelabelTree([
        'DIRECTREG3', 'MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'DEPOSIT', 'REWCEN3', 'MAILCEN',
        'FEEDBACK3', 'CHNGPASSVERIF3', ...WEB_CLIP_OFF,
      ]),
      promotions: [{ key: 'REFERRAL', enabled: false }],
      showVipBenefits: false,
      // DEMO shows the new member centre, ALT the base one (spec §3 mobileTemplate.mem_cen).
      mobileTemplate: ALT_MOBILE_TEMPLATE,
      agentMenu: ALT_AGENT_MENU,
    }),
    hosts: ['alt.localhost'],
  },
];

/**
 * The demo merchants' live-chat entries led to /m/service before the app had its own chat: they now
 * carry no address, so they open the in-house live chat. Entries with another address are left alone.
 */
export async function seedInHouseLiveChat(db: AppDatabase): Promise<void> {
  const rows = await db.select({ id: merchants.id, customerService: merchants.customerService }).from(merchants);
  for (const row of rows) {
    const entries = row.customerService.map((entry) =>
      (entry.csType === 'LIVECHAT' && entry.url.startsWith('/m/service') ? { ...entry, url: '' } : entry));
    if (entries.some((entry, index) => entry !== row.customerService[index])) {
      await db.update(merchants).set({ customerService: entries }).where(eq(merchants.id, row.id));
    }
  }
}

/** ALT was seeded with the new member centre like DEMO: it now shows the base one, so both layouts are seen. */
export async function seedAltBaseMemberCentre(db: AppDatabase): Promise<void> {
  const [alt] = await db.select({ id: merchants.id, mobileTemplate: merchants.mobileTemplate }).from(merchants).where(eq(merchants.code, 'ALT'));
  if (alt && alt.mobileTemplate.mem_cen !== ALT_MOBILE_TEMPLATE.mem_cen) {
    await db.update(merchants).set({ mobileTemplate: { ...alt.mobileTemplate, mem_cen: ALT_MOBILE_TEMPLATE.mem_cen } }).where(eq(merchants.id, alt.id));
  }
}

/** The agent menu was seeded with made-up keys: each demo merchant now gets the agent home grid's keys of its seed. */
export async function seedAgentMenus(db: AppDatabase): Promise<void> {
  for (const { merchant: seed } of MERCHANT_SEEDS) {
    await db.update(merchants).set({ agentMenu: seed.agentMenu }).where(eq(merchants.code, seed.code));
  }
}
