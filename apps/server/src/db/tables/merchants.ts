import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CustomerServiceEntry, IdentityMinAge, LanguageCode, RegisterSettings, Resource, WhitelabelNode } from '@m/contract';

export type MobileTemplate = { mem_cen: '0' | '1'; dep_func: '0' | '1' };
export type PromotionSetting = { key: string; enabled: boolean };

export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  trialMerchantCode: text('trial_merchant_code').notNull(),
  theme: text('theme').notNull(),
  defaultLanguage: text('default_language').$type<LanguageCode>().notNull(),
  languages: jsonb('languages').$type<LanguageCode[]>().notNull(),
  mainDomain: text('main_domain').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  whitelabel: jsonb('whitelabel').$type<WhitelabelNode[]>().notNull(),
  registerSettings: jsonb('register_settings').$type<RegisterSettings>().notNull(),
  customerService: jsonb('customer_service').$type<CustomerServiceEntry[]>().notNull(),
  resources: jsonb('resources').$type<Resource[]>().notNull(),
  mobileTemplate: jsonb('mobile_template').$type<MobileTemplate>().notNull(),
  promotions: jsonb('promotions').$type<PromotionSetting[]>().notNull(),
  telegramLogin: boolean('telegram_login').notNull().default(false),
  showVipBenefits: boolean('show_vip_benefits').notNull().default(false),
  agentMenu: jsonb('agent_menu').$type<string[]>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  /** Spec §5: a feedback's content is between these many words. */
  feedbackMinWords: integer('feedback_min_words').notNull().default(5),
  feedbackMaxWords: integer('feedback_max_words').notNull().default(500),
  /** A verified identity (name, date of birth, ID and selfie) before a member's first withdrawal. */
  identityRequired: boolean('identity_required').notNull().default(false),
  /** Spec §5: the least age of a member, 18 or 21 ('birthday_limit'). */
  minAge: integer('min_age').$type<IdentityMinAge>().notNull().default(18),
  /** Agents' dividends (contracts, the dividends page and the footer's entry): off unless switched on. */
  agentDividends: boolean('agent_dividends').notNull().default(false),
});

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

/** Host names that select a merchant for the web page (the API takes the `Merchant` header). */
export const merchantHosts = pgTable('merchant_hosts', {
  host: text('host').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
});
