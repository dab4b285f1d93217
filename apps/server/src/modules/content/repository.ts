import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notExists, or, type SQL } from 'drizzle-orm';
import type { AnnouncementGroup } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import {
  announcementReads, announcements, helpArticles, hotMatches, merchantDocuments, type MerchantDocumentKind, type AnnouncementRow, type HotMatchRow, type LocalizedTexts, type PopupAudience,
} from '../../db/schema.ts';

export type StoredAnnouncementType = AnnouncementRow['type'];
export type ContentPlatformFilter = 'M' | 'WEB';

/** Published, not expired, switched on, for this platform. */
function liveAnnouncement(merchantId: number, platform: ContentPlatformFilter, now: Date): SQL {
  return and(
    eq(announcements.merchantId, merchantId),
    eq(announcements.enabled, true),
    lte(announcements.publishedAt, now),
    or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
    inArray(announcements.platform, ['ALL', platform]),
  )!;
}

const unreadBy = (db: AppDatabase, memberId: number) =>
  notExists(
    db.select({ one: announcementReads.announcementId }).from(announcementReads)
      .where(and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.memberId, memberId))),
  );

export function createContentRepository(db: AppDatabase) {
  return {
    listAnnouncements(filter: {
      merchantId: number; types: StoredAnnouncementType[]; group: AnnouncementGroup | null; platform: ContentPlatformFilter; now: Date;
      audiences: PopupAudience[];
    }): Promise<AnnouncementRow[]> {
      if (filter.types.length === 0) return Promise.resolve([]);
      return db.select().from(announcements)
        .where(and(
          liveAnnouncement(filter.merchantId, filter.platform, filter.now),
          inArray(announcements.type, filter.types),
          inArray(announcements.audience, filter.audiences),
          filter.group ? eq(announcements.groupName, filter.group) : undefined,
        ))
        .orderBy(asc(announcements.sequence), desc(announcements.publishedAt), desc(announcements.id));
    },

    async pageNotices(filter: {
      merchantId: number; type: StoredAnnouncementType; platform: ContentPlatformFilter; now: Date; offset: number; limit: number;
    }): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where = and(liveAnnouncement(filter.merchantId, filter.platform, filter.now), eq(announcements.type, filter.type));
      const [rows, [totals]] = await Promise.all([
        db.select().from(announcements).where(where)
          .orderBy(desc(announcements.publishedAt), desc(announcements.id))
          .offset(filter.offset).limit(filter.limit),
        db.select({ total: count() }).from(announcements).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    findLiveAnnouncement(merchantId: number, id: number, types: StoredAnnouncementType[], now: Date): Promise<AnnouncementRow | undefined> {
      return db.select().from(announcements)
        .where(and(liveAnnouncement(merchantId, 'M', now), eq(announcements.id, id), inArray(announcements.type, types)))
        .then((rows) => rows[0]);
    },

    async readIds(memberId: number, announcementIds: number[]): Promise<Set<number>> {
      if (announcementIds.length === 0) return new Set();
      const rows = await db.select({ id: announcementReads.announcementId }).from(announcementReads)
        .where(and(eq(announcementReads.memberId, memberId), inArray(announcementReads.announcementId, announcementIds)));
      return new Set(rows.map((row) => row.id));
    },

    async countUnread(merchantId: number, memberId: number, types: StoredAnnouncementType[], now: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(announcements)
        .where(and(liveAnnouncement(merchantId, 'M', now), inArray(announcements.type, types), unreadBy(db, memberId)));
      return row?.total ?? 0;
    },

    async markRead(memberId: number, announcementId: number): Promise<void> {
      await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
    },

    listHotMatches(merchantId: number): Promise<HotMatchRow[]> {
      return db.select().from(hotMatches)
        .where(and(eq(hotMatches.merchantId, merchantId), eq(hotMatches.enabled, true)))
        .orderBy(asc(hotMatches.sequence), asc(hotMatches.id));
    },

    async findDocument(merchantId: number, kind: MerchantDocumentKind): Promise<LocalizedTexts | null> {
      const [row] = await db.select({ texts: merchantDocuments.texts }).from(merchantDocuments)
        .where(and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.kind, kind)))
        .limit(1);
      return row?.texts ?? null;
    },

    listHelpArticles(merchantId: number, device: 'MOBILE' | 'WEB'): Promise<{ id: number; texts: LocalizedTexts }[]> {
      return db.select({ id: helpArticles.id, texts: helpArticles.texts }).from(helpArticles)
        .where(and(eq(helpArticles.merchantId, merchantId), inArray(helpArticles.device, ['ALL', device])))
        .orderBy(asc(helpArticles.sequence), asc(helpArticles.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
