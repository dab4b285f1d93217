import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Notice } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { LOGIN_PATH } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { formatLocalDateTime } from '@/lib/format';
import { useNotices, type NoticeType } from '@/features/messages/api/notices';
import { useReadNotice } from '@/features/messages/api/read-notice';
import '@/features/messages/components/notice.css';


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
        {unread && <span className="notice-unread" data-testid="notice-unread" aria-hidden="true" />}
        <span className="notice-title">{notice.title}</span>
        <time className="notice-date" dateTime={new Date(notice.publishTime).toISOString()}>{formatLocalDateTime(notice.publishTime, 'YYYY-MM-DD HH:mm')}</time>
      </button>
      {open && <div className="notice-html notice-body" data-testid="notice-body" dangerouslySetInnerHTML={{ __html: notice.content }} />}
    </li>
  );
}

/**
 * /m/notice (player notices) and /m/member/notice?types=A (agent notices, agents only): newest
 * first, opened in place; opening an unread one marks it read.
 */
export function NoticePage() {
  const t = useT();
  const navigate = useNavigate();
  const owner = useSessionOwner();
  const [params] = useSearchParams();
  const type: NoticeType = params.get('types') === 'A' ? 'A' : 'PL';
  const needsLogin = type === 'A' && owner === null;
  const notices = useNotices(type, owner, !needsLogin);
  const list = notices.data?.pages.flatMap((page) => page.list) ?? [];
  const refused = notices.error instanceof ApiError ? notices.error.code : null;

  let body;
  if (needsLogin) {
    body = (
      <EmptyState description={t('common.pleaseLogin')}>
        <Button color="primary" onClick={() => navigate(LOGIN_PATH)}>{t('common.login')}</Button>
      </EmptyState>
    );
  } else if (notices.isPending) {
    body = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  } else if (notices.isError && list.length === 0) {
    body = <EmptyState description={refused ? t(`error.${refused}`) : t('common.loadFailed')} />;
  } else if (list.length === 0) {
    body = <EmptyState description={t('home.noAnnouncement')} />;
  } else {
    body = (
      <>
        <ul className="notice-list">
          {list.map((notice) => <NoticeItem key={notice.id} notice={notice} canMark={owner !== null} />)}
        </ul>
        {notices.hasNextPage && (
          <Button block fill="none" loading={notices.isFetchingNextPage} data-testid="notice-more" onClick={() => void notices.fetchNextPage()}>
            {t('notice.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="page notice-page" data-testid="page-notice" data-type={type}>
      <h1 className="page-title">{t(type === 'A' ? 'notice.agentTitle' : 'page.notice.title')}</h1>
      {body}
    </section>
  );
}
