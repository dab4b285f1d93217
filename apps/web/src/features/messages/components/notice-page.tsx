import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Notice, NoticePage as NoticesPage } from '@m/contract';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { RichHtml } from '@/components/rich-html';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { formatLocalDateTime } from '@/lib/format';
import { useNotices, type NoticeType } from '@/features/messages/api/notices';
import { useReadNotice } from '@/features/messages/api/read-notice';
import '@/features/messages/components/notice.css';
import '@/features/messages/components/unread-dot.css';

const noticesOf = (page: NoticesPage) => page.list;

function NoticeItem({ notice, canMark }: { notice: Notice; canMark: boolean }) {
  const [open, setOpen] = useState(false);
  const read = useReadNotice();
  const unread = canMark && !notice.read;
  return (
    <li className="notice-item" data-testid="notice-item" data-read={!unread}>
      <button
        type="button"
        className="notice-head"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (unread && !read.isPending) read.mutate(notice.id);
        }}
      >
        {unread && <span className="notice-unread unread-dot" data-testid="notice-unread" aria-hidden="true" />}
        <span className="notice-title">{notice.title}</span>
        <time className="notice-date" dir="ltr" dateTime={new Date(notice.publishTime).toISOString()}>{formatLocalDateTime(notice.publishTime, 'YYYY-MM-DD HH:mm')}</time>
      </button>
      {open && <RichHtml html={notice.content} className="notice-body" testId="notice-body" />}
    </li>
  );
}

/**
 * /m/notice (player notices) and /m/member/notice?types=A (agent notices, agents only): newest
 * first, opened in place; opening an unread one marks it read.
 */
export function NoticePage() {
  const t = useT();
  const owner = useSessionOwner();
  const [params] = useSearchParams();
  const type: NoticeType = params.get('types') === 'A' ? 'A' : 'PL';
  const notices = usePagedItems(useNotices(type, owner), noticesOf);

  return (
    <section className="page notice-page" data-testid="page-notice" data-type={type}>
      <h1 className="page-title">{t(type === 'A' ? 'notice.agentTitle' : 'page.notice.title')}</h1>
      <PagedList list={notices} empty={t('home.noAnnouncement')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="notice-list">
          {notices.items.map((notice) => <NoticeItem key={notice.id} notice={notice} canMark={owner !== null} />)}
        </ul>
      </PagedList>
    </section>
  );
}
