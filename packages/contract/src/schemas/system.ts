import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import type { WhitelabelNode } from '../flags.ts';
import { LANGUAGE_CODES } from '../languages.ts';

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = lazySchema(() => z.lazy(() =>
  z.object({
    modId: z.string().min(1).max(64),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
));

export const languageCodeSchema = lazySchema(() => z.enum(LANGUAGE_CODES));

/** One registration field's rule, as the platform's register settings give it. */
export const fieldRuleSchema = lazySchema(() => z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().max(512).nullable(),
  minLength: z.number().int().min(0).nullable(),
  maxLength: z.number().int().min(0).nullable(),
  patternId: z.string().max(64).nullable(),
}));
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'affiliateCode', 'paymentPassword', 'recommenderId',
  'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line',
  'whatsapp', 'zalo', 'captcha', 'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerSettingsSchema = lazySchema(() => z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema));
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'] as const;
export const customerServiceSchema = lazySchema(() => z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  csPosition: z.number().int(),
  title: z.string(),
  url: z.string(),
}));
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'SpeedTest'] as const;
export const resourceSchema = lazySchema(() => z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string() }));
export type Resource = z.infer<typeof resourceSchema>;

export const siteInfoSchema = lazySchema(() => z.object({
  merchantCode: z.string(),
  trialMerchantCode: z.string(),
  theme: z.string(),
  defaultLanguage: languageCodeSchema,
  languages: z.array(languageCodeSchema).min(1),
  mainDomain: z.string(),
  /** ISO 4217 code of the money the merchant's players play with (PHP: ₱); every amount the app shows is in it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  mobileTemplate: z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }),
  promotions: z.array(z.object({ key: z.string(), enabled: z.boolean() })),
  telegramLogin: z.boolean(),
  showVipBenefits: z.boolean(),
  agentMenu: z.array(z.string()),
  imageCDNs: z.array(z.string()),
  /** Agents' dividends (contract, dividends page, agent home footer's entry) are switched on. */
  agentDividends: z.boolean(),
}));
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteStatusSchema = lazySchema(() => z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  info: siteInfoSchema,
}));
export type SiteStatus = z.infer<typeof siteStatusSchema>;

export const rsaKeySchema = lazySchema(() => z.object({ kid: z.string(), spki: z.string() }));
export type RsaKey = z.infer<typeof rsaKeySchema>;

export const countrySchema = lazySchema(() => z.object({
  code: z.string().length(2),
  dialingCode: z.string().regex(/^\+\d{1,4}$/),
  name: z.string(),
}));
export type Country = z.infer<typeof countrySchema>;
