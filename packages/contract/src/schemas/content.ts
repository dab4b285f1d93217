import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { pageSchema } from '../envelope.ts';
import { text, wireInteger } from '../input-rules.ts';
import { LANGUAGE_CODES } from '../languages.ts';

/**
 * Announcement content types: banner B, player notice PL, popup PU, promotion PR, hot match H,
 * and agent notice A (read on /m/member/notice?types=A).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Where a banner shows: home carousel, recommend strip, floating game shortcut, registration page, game lists. */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_recommend', 'm_superace', 'm_reg', 'm_game'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];

/** Content platform: M is the mobile site. */
export const CONTENT_PLATFORMS = ['M', 'WEB'] as const;

/** A comma list of announcement types, each once: `B,PL,PU,PR,H`. */
export const announcementTypeListSchema = lazySchema(() => text()
  .max(32)
  .transform((value) => value.split(',').map((type) => type.trim()).filter((type) => type.length > 0))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1))
  .refine((types) => new Set(types).size === types.length, 'each type once'));

/** What opening a game needs (the generic launch of spec §4). */
export const gameLaunchTargetSchema = lazySchema(() => z.object({
  gameCategory: z.string().min(1).max(32),
  vendor: z.string().min(1).max(64),
  gameId: z.string().min(1).max(64),
  /** The catalogue node, when the target is one catalogued game; else vendor and gameId name it. */
  nodeId: z.number().int().nullable(),
  vassalage: z.string().max(64).nullable(),
  gameName: z.string().max(128),
  supportFreePlay: z.boolean(),
}));
export type GameLaunchTarget = z.infer<typeof gameLaunchTargetSchema>;

/**
 * What a banner does when tapped: ROUTE opens an in-app path (`link`), PROMOTION opens the
 * promotion detail of id `link`, GAME launches `game`, EXTERNAL opens the https address `link`.
 */
export const BANNER_LINK_TYPES = ['NONE', 'ROUTE', 'PROMOTION', 'GAME', 'EXTERNAL'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

export const bannerSchema = lazySchema(() => z.object({
  id: z.number().int(),
  title: z.string(),
  /** The banner image. */
  url: z.string(),
  groupName: z.enum(ANNOUNCEMENT_GROUPS),
  sequence: z.number().int(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string().nullable(),
  game: gameLaunchTargetSchema.nullable(),
}));
export type Banner = z.infer<typeof bannerSchema>;

/** A player, popup or agent notice; `content` is sanitised HTML. `read` is false without a session. */
export const noticeSchema = lazySchema(() => z.object({
  id: z.number().int(),
  type: z.enum(['PL', 'PU', 'A']),
  title: z.string(),
  content: z.string(),
  /** Epoch milliseconds. */
  publishTime: z.number().int(),
  read: z.boolean(),
}));
export type Notice = z.infer<typeof noticeSchema>;

export const announcementImageSchema = lazySchema(() => z.object({ sequence: z.number().int(), url: z.string() }));

export const promotionAnnouncementSchema = lazySchema(() => z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Image of sequence 1 is the one shown. */
  announcementImages: z.array(announcementImageSchema),
  /** The promotion it advertises, opened on /m/activityDetail?id=…, if any. */
  promotionId: z.string().nullable(),
}));
export type PromotionAnnouncement = z.infer<typeof promotionAnnouncementSchema>;

export const hotMatchSchema = lazySchema(() => z.object({
  id: z.number().int(),
  league: z.string(),
  /** Kick-off, epoch milliseconds. */
  matchTime: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  gameCategory: z.string(),
  vendor: z.string(),
  /** The match's event at the vendor. */
  roomId: z.string(),
  /** The vendor lobby's catalogue node, when known. */
  nodeId: z.number().int().nullable(),
  /** Bets can be placed on it now. */
  supportPlay: z.boolean(),
}));
export type HotMatch = z.infer<typeof hotMatchSchema>;

export const announcementsQuerySchema = lazySchema(() => z
  .object({
    types: announcementTypeListSchema,
    /** One group; empty or absent: every group. */
    groupName: z.union([z.enum(ANNOUNCEMENT_GROUPS), z.literal('')]).optional(),
    platform: z.enum(CONTENT_PLATFORMS).default('M'),
    /** The platform's clients also send their merchant here; the `Merchant` header decides. */
    merchantCode: text().max(32).optional(),
  })
  .strict());

/** Types not asked for answer empty lists. `unreadCount` counts the session's unread notices (0 without one). */
export const announcementsSchema = lazySchema(() => z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  promotion: z.array(promotionAnnouncementSchema),
  hot: z.array(hotMatchSchema),
  footer: z.object({ unreadCount: z.number().int().min(0) }),
}));
export type Announcements = z.infer<typeof announcementsSchema>;

export const NOTICE_PAGE_SIZE_MAX = 50;

export const noticesQuerySchema = lazySchema(() => z
  .object({
    /** PL: player notices (anyone); A: agent notices (agents with a session). */
    types: z.enum(['PL', 'A']).default('PL'),
    pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
    pageSize: wireInteger({ min: 1, max: NOTICE_PAGE_SIZE_MAX }).default(20),
  })
  .strict());

/** `unreadCount`: the caller's unread notices of the asked type (0 without a session), e.g. the agent home's announcement badge. */
export const noticePageSchema = lazySchema(() => pageSchema(noticeSchema).extend({ unreadCount: z.number().int().min(0) }));
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeReadBodySchema = lazySchema(() => z.object({ id: z.number().int().positive() }).strict());
export const noticeReadSchema = lazySchema(() => z.object({ unreadCount: z.number().int().min(0) }));

export const HELP_DEVICES = ['MOBILE', 'WEB'] as const;

export const helpCenterQuerySchema = lazySchema(() => z
  .object({
    /** Defaults to the `Language` header, then the merchant's default language. */
    language: z.enum(LANGUAGE_CODES).optional(),
    device: z.enum(HELP_DEVICES).default('MOBILE'),
  })
  .strict());

/** A help-centre entry; `content` is sanitised HTML. */
export const helpItemSchema = lazySchema(() => z.object({ id: z.number().int(), title: z.string(), content: z.string() }));
export type HelpItem = z.infer<typeof helpItemSchema>;

export const userAgreementQuerySchema = lazySchema(() => z
  .object({
    /** Defaults to the `Language` header, then the merchant's default language. */
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict());

/**
 * The merchant's user agreement (terms of use, privacy, responsible gaming): `content` is sanitised
 * HTML in sections under h2 headings; `language` is the language it is written in (English when
 * the merchant has no text in the language asked for).
 */
export const userAgreementSchema = lazySchema(() => z.object({ title: z.string(), content: z.string(), language: z.enum(LANGUAGE_CODES) }));
export type UserAgreement = z.infer<typeof userAgreementSchema>;
