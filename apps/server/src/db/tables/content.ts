import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AnnouncementGroup, AnnouncementType, BannerLinkType, GameLaunchTarget, LanguageCode,
} from '@m/contract';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/** Title and (HTML) content in one language; `imageUrl` is that language's art, when it has its own. */
export type LocalizedText = { title: string; content: string; imageUrl?: string };
/** Texts per language; a language without an entry falls back to EN. */
export type LocalizedTexts = Partial<Record<LanguageCode, LocalizedText>>;
export type ContentPlatform = 'ALL' | 'M' | 'WEB';
/**
 * Which signed-in members see a popup: everyone, members in their first session, members who had a
 * session before, or members who can still take the merchant's first-deposit promotion.
 */
export type PopupAudience = 'ALL' | 'NEW_MEMBER' | 'RETURNING_MEMBER' | 'FIRST_DEPOSIT_OPEN';

/** Banners, notices, popups and promotion announcements of a merchant. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').$type<Exclude<AnnouncementType, 'H'>>().notNull(),
    groupName: text('group_name').$type<AnnouncementGroup>(),
    platform: text('platform').$type<ContentPlatform>().notNull().default('ALL'),
    sequence: integer('sequence').notNull().default(0),
    texts: jsonb('texts').$type<LocalizedTexts>().notNull(),
    imageUrl: text('image_url'),
    /** Promotion announcement images, by sequence. */
    images: jsonb('images').$type<{ sequence: number; url: string }[]>().notNull().default([]),
    linkType: text('link_type').$type<BannerLinkType>().notNull().default('NONE'),
    link: text('link'),
    game: jsonb('game').$type<GameLaunchTarget>(),
    enabled: boolean('enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    audience: text('audience').$type<PopupAudience>().notNull().default('ALL'),
    /** Names a row the demo seed wrote, so later seed steps can rewrite it; null for an operator's own rows. */
    seedKey: text('seed_key'),
  },
  (table) => [
    index('announcements_merchant_type_idx').on(table.merchantId, table.type),
    uniqueIndex('announcements_merchant_seed_key_uq').on(table.merchantId, table.seedKey),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** Which member has read which notice (the footer's unread count). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.announcementId] })],
);

/**
 * Upcoming matches advertised on home. A match has a fixed `matchTime`, or, for demo fixtures,
 * `rollingOffsetMinutes`: kick-off that long after the start of the current hour, so it stays upcoming.
 */
export const hotMatches = pgTable(
  'hot_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull(),
    awayTeamImageUrl: text('away_team_image_url').notNull(),
    gameCategory: text('game_category').notNull().default('SPORTS'),
    vendor: text('vendor').notNull(),
    roomId: text('room_id').notNull(),
    nodeId: integer('node_id'),
    supportPlay: boolean('support_play').notNull().default(true),
    matchTime: timestamp('match_time', { withTimezone: true }),
    rollingOffsetMinutes: integer('rolling_offset_minutes'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('hot_matches_merchant_idx').on(table.merchantId)],
);

export type HotMatchRow = typeof hotMatches.$inferSelect;
export type NewHotMatch = typeof hotMatches.$inferInsert;

/** Help-centre entries; `texts[...].content` is HTML, sanitised when served. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    device: text('device').$type<'ALL' | 'MOBILE' | 'WEB'>().notNull().default('ALL'),
    sequence: integer('sequence').notNull().default(0),
    texts: jsonb('texts').$type<LocalizedTexts>().notNull(),
    /** As `announcements.seedKey`. */
    seedKey: text('seed_key'),
  },
  (table) => [
    index('help_articles_merchant_idx').on(table.merchantId),
    uniqueIndex('help_articles_merchant_seed_key_uq').on(table.merchantId, table.seedKey),
  ],
);

export type NewHelpArticle = typeof helpArticles.$inferInsert;

export const MERCHANT_DOCUMENT_KINDS = ['USER_AGREEMENT'] as const;
export type MerchantDocumentKind = (typeof MERCHANT_DOCUMENT_KINDS)[number];

/**
 * A merchant's own long texts, edited by its operators: the user agreement (terms of use, privacy,
 * responsible gaming). `texts[...].content` is HTML with h2 section headings, sanitised when served.
 */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MerchantDocumentKind>().notNull(),
    texts: jsonb('texts').$type<LocalizedTexts>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('merchant_documents_merchant_kind_uq').on(table.merchantId, table.kind)],
);
