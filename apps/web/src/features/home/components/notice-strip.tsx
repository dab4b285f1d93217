import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Announcements } from '@m/contract';
import { SpeakerIcon } from '@/components/icons';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useAnnouncements } from '@/lib/api/announcements';

const selectTitles = (data: Announcements) => data.player.map((notice) => notice.title);
/** Scrolling speed of the strip, in characters a second. */
const CHARACTERS_PER_SECOND = 6;
const MIN_LOOP_SECONDS = 8;

/** Spec §2 announcement strip: player notices scroll by; a tap opens /m/notice; none → 'No announcement'. */
export function NoticeStrip() {
  const t = useT();
  const { data: titles, isPending } = useAnnouncements(selectTitles);
  const text = titles?.join('   ·   ') ?? '';
  const seconds = Math.max(MIN_LOOP_SECONDS, text.length / CHARACTERS_PER_SECOND);
  return (
    <Link to={pathOf('notice')} className="notice-strip" data-testid="home-notice">
      <SpeakerIcon />
      <span className="visually-hidden">{t('page.notice.title')}</span>
      <span className="notice-viewport">
        {text ? (
          <span className="notice-text" data-testid="home-notice-text" style={{ '--notice-seconds': `${seconds}s` } as CSSProperties}>
            {text}
          </span>
        ) : (
          !isPending && <span data-testid="home-notice-empty">{t('home.noAnnouncement')}</span>
        )}
      </span>
    </Link>
  );
}
