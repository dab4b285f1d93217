import {
  LANGUAGE_CODES, isAgent, isTrial,
  type AnnouncementGroup, type AnnouncementType, type Announcements, type Banner, type HelpItem, type HotMatch,
  type LanguageCode, type Notice, type NoticePage, type PromotionAnnouncement, type UserAgreement,
} from '@m/contract';
import type { AnnouncementRow, HotMatchRow, LocalizedText, LocalizedTexts, Merchant, PopupAudience } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { ContentPlatformFilter, ContentRepository, StoredAnnouncementType } from './repository.ts';
import { sanitizeContentHtml } from './sanitize.ts';

const HOUR_MS = 60 * 60_000;
const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** The language asked for when it is one the product knows, else the merchant's default. */
export function contentLanguage(requested: unknown, merchant: Merchant): LanguageCode {
  return typeof requested === 'string' && (LANGUAGE_CODES as readonly string[]).includes(requested)
    ? (requested as LanguageCode)
    : merchant.defaultLanguage;
}

/** The language `texts` answer `language` in: that one, else English, else the first language they have. */
function languageOf(texts: LocalizedTexts, language: LanguageCode): LanguageCode | null {
  if (texts[language]) return language;
  if (texts[FALLBACK_LANGUAGE]) return FALLBACK_LANGUAGE;
  return (Object.keys(texts)[0] as LanguageCode | undefined) ?? null;
}

/** The text in `language`, else English, else the first language it has. */
export function localize(texts: LocalizedTexts, language: LanguageCode): LocalizedText {
  const answered = languageOf(texts, language);
  return (answered && texts[answered]) ?? { title: '', content: '' };
}

/** Notices a member sees in the footer count and notice lists: player notices, and agent notices for agents. */
const noticeTypesFor = (session: MemberSession | null): StoredAnnouncementType[] =>
  session && isAgent(session.type) ? ['PL', 'A'] : ['PL'];

export type ContentRequest = { merchant: Merchant; language: LanguageCode; session: MemberSession | null };

/** What the content service asks other domains about a member, to pick the popups meant for them. */
export type MemberStanding = {
  isFirstSession(session: MemberSession): Promise<boolean>;
  firstDepositOpen(merchant: Merchant, memberId: number): Promise<boolean>;
};

export function createContentService(repository: ContentRepository, standing: MemberStanding, clock: () => number = () => Date.now()) {
  /** The popup audiences a caller belongs to: a guest only to everyone's. */
  async function audiencesOf(merchant: Merchant, session: MemberSession | null): Promise<PopupAudience[]> {
    if (!session) return ['ALL'];
    const [first, firstDepositOpen] = await Promise.all([
      standing.isFirstSession(session),
      isTrial(session.type) ? false : standing.firstDepositOpen(merchant, session.memberId),
    ]);
    return ['ALL', first ? 'NEW_MEMBER' : 'RETURNING_MEMBER', ...(firstDepositOpen ? ['FIRST_DEPOSIT_OPEN' as const] : [])];
  }


  function toBanner(row: AnnouncementRow, language: LanguageCode): Banner | null {
    const text = localize(row.texts, language);
    const url = text.imageUrl ?? row.imageUrl;
    if (!url) return null;
    return {
      id: row.id,
      title: text.title,
      url,
      groupName: row.groupName ?? 'm_home',
      sequence: row.sequence,
      linkType: row.linkType,
      link: row.link,
      game: row.game,
    };
  }

  function toNotice(row: AnnouncementRow, language: LanguageCode, read: boolean): Notice {
    const text = localize(row.texts, language);
    return {
      id: row.id,
      type: row.type as Notice['type'],
      title: text.title,
      content: sanitizeContentHtml(text.content),
      publishTime: row.publishedAt.getTime(),
      read,
    };
  }

  function toPromotion(row: AnnouncementRow, language: LanguageCode): PromotionAnnouncement {
    const text = localize(row.texts, language);
    const images = text.imageUrl
      ? [{ sequence: 1, url: text.imageUrl }, ...row.images.filter((image) => image.sequence !== 1)]
      : row.images;
    return {
      id: row.id,
      title: text.title,
      content: sanitizeContentHtml(text.content),
      announcementImages: [...images].sort((a, b) => a.sequence - b.sequence),
      promotionId: row.linkType === 'PROMOTION' ? row.link : null,
    };
  }

  function toHotMatch(row: HotMatchRow, matchTime: number): HotMatch {
    return {
      id: row.id,
      league: row.league,
      matchTime,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      homeTeamImageUrl: row.homeTeamImageUrl,
      awayTeamImageUrl: row.awayTeamImageUrl,
      gameCategory: row.gameCategory,
      vendor: row.vendor,
      roomId: row.roomId,
      nodeId: row.nodeId,
      supportPlay: row.supportPlay,
    };
  }

  /** Matches still to be played, soonest first. */
  async function upcomingMatches(merchantId: number): Promise<HotMatch[]> {
    const now = clock();
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    const rows = await repository.listHotMatches(merchantId);
    return rows
      .map((row) => ({ row, time: row.matchTime?.getTime() ?? hourStart + (row.rollingOffsetMinutes ?? 0) * 60_000 }))
      .filter(({ time }) => time > now)
      .sort((a, b) => a.time - b.time || a.row.sequence - b.row.sequence)
      .map(({ row, time }) => toHotMatch(row, time));
  }

  async function readFlags(session: MemberSession | null, rows: AnnouncementRow[]): Promise<Set<number>> {
    return session ? repository.readIds(session.memberId, rows.map((row) => row.id)) : new Set();
  }

  return {
    async announcements(
      request: ContentRequest,
      query: { types: AnnouncementType[]; group: AnnouncementGroup | null; platform: ContentPlatformFilter },
    ): Promise<Announcements> {
      const { merchant, language, session } = request;
      const now = new Date(clock());
      const storedTypes = query.types.filter((type): type is StoredAnnouncementType => type !== 'H' && type !== 'A');
      const audiences = storedTypes.includes('PU') ? await audiencesOf(merchant, session) : ['ALL' as const];
      const [rows, hot, unreadCount] = await Promise.all([
        repository.listAnnouncements({ merchantId: merchant.id, types: storedTypes, group: query.group, platform: query.platform, now, audiences }),
        query.types.includes('H') ? upcomingMatches(merchant.id) : Promise.resolve([]),
        session ? repository.countUnread(merchant.id, session.memberId, noticeTypesFor(session), now) : Promise.resolve(0),
      ]);
      const read = await readFlags(session, rows.filter((row) => row.type === 'PL' || row.type === 'PU'));
      const ofType = (type: StoredAnnouncementType) => rows.filter((row) => row.type === type);
      return {
        banners: ofType('B').map((row) => toBanner(row, language)).filter((banner) => banner !== null),
        player: ofType('PL').map((row) => toNotice(row, language, read.has(row.id))),
        popup: ofType('PU').map((row) => toNotice(row, language, read.has(row.id))),
        promotion: ofType('PR').map((row) => toPromotion(row, language)),
        hot,
        footer: { unreadCount },
      };
    },

    async notices(request: ContentRequest, query: { type: 'PL' | 'A'; pageNo: number; pageSize: number }): Promise<NoticePage> {
      const { merchant, language, session } = request;
      if (query.type === 'A') {
        if (!session) throw new AppError('login.not.session');
        if (!isAgent(session.type)) throw new AppError('permission.denied');
      }
      const now = new Date(clock());
      const [{ rows, total }, unreadCount] = await Promise.all([
        repository.pageNotices({ merchantId: merchant.id, type: query.type, platform: 'M', now, offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
        session ? repository.countUnread(merchant.id, session.memberId, [query.type], now) : Promise.resolve(0),
      ]);
      const read = await readFlags(session, rows);
      return {
        list: rows.map((row) => toNotice(row, language, read.has(row.id))),
        pageNum: query.pageNo,
        totalPages: Math.ceil(total / query.pageSize),
        totalCount: total,
        unreadCount,
      };
    },

    /** Marks a notice the member may see as read; answers the new unread count. */
    async markRead(merchant: Merchant, session: MemberSession, id: number): Promise<{ unreadCount: number }> {
      const now = new Date(clock());
      const notice = await repository.findLiveAnnouncement(merchant.id, id, [...noticeTypesFor(session), 'PU'], now);
      if (!notice) throw new AppError('not.found');
      await repository.markRead(session.memberId, id);
      return { unreadCount: await repository.countUnread(merchant.id, session.memberId, noticeTypesFor(session), now) };
    },

    async userAgreement(merchant: Merchant, language: LanguageCode): Promise<UserAgreement> {
      const texts = await repository.findDocument(merchant.id, 'USER_AGREEMENT');
      const answered = texts && languageOf(texts, language);
      if (!texts || !answered) throw new AppError('not.found');
      const text = texts[answered]!;
      return { title: text.title, content: sanitizeContentHtml(text.content), language: answered };
    },

    async helpCenter(merchant: Merchant, language: LanguageCode, device: 'MOBILE' | 'WEB'): Promise<HelpItem[]> {
      const rows = await repository.listHelpArticles(merchant.id, device);
      return rows.map((row) => {
        const text = localize(row.texts, language);
        return { id: row.id, title: text.title, content: sanitizeContentHtml(text.content) };
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
