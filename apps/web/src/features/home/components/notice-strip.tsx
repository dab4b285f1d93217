import { Link } from 'react-router';
import { SpeakerIcon } from '@/components/icons';
import { useT } from '@/lib/i18n/use-t';

/** The announcement strip; announcements arrive with the content API, until then the no-announcement text. */
export function NoticeStrip() {
  const t = useT();
  return (
    <Link to="/m/notice" className="notice-strip" data-testid="home-notice">
      <SpeakerIcon />
      <span>{t('home.noAnnouncement')}</span>
    </Link>
  );
}
