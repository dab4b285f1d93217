import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { Announcements, HotMatch } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useAnnouncements } from '@/lib/api/announcements';
import { useCarousel, useSwipe } from '@/features/home/hooks/use-carousel';
import { formatLocalDateTime } from '@/lib/format';

const HotMatchModal = lazy(() => import('@/features/home/components/hot-match-modal'));

/** Spec §9: a match every 5 s, sliding in 500 ms. */
export const HOT_MATCH_AUTOPLAY_MS = 5000;
export const HOT_MATCH_SPEED_MS = 500;

const selectHot = (data: Announcements) => data.hot;

function TeamBadge({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <span className="match-team">
      <img src={imageUrl} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <span className="match-team-name" dir="auto">{name}</span>
    </span>
  );
}

/** Spec §2 hot-match carousel: vertical, auto-advancing when there is more than one; nothing when empty. */
export function HotMatches() {
  const t = useT();
  const matches = useAnnouncements(selectHot).data ?? [];
  const { index, moving, move } = useCarousel(matches.length, HOT_MATCH_AUTOPLAY_MS);
  const swipe = useSwipe(move, 'y');
  const [opened, setOpened] = useState<HotMatch | null>(null);
  if (matches.length === 0) return null;
  return (
    <section
      className="hot-matches"
      data-testid="home-hot-matches"
      data-count={matches.length}
      data-active={index}
      data-autoplay={moving ? HOT_MATCH_AUTOPLAY_MS : 0}
      data-speed={moving ? HOT_MATCH_SPEED_MS : 0}
    >
      <h2 className="home-section-title">{t('home.hotMatches')}</h2>
      <div className="hot-match-viewport">
        <div
          className="hot-match-track"
          style={{ '--slide': index, '--speed': `${moving ? HOT_MATCH_SPEED_MS : 0}ms` } as CSSProperties}
          {...swipe}
        >
          {matches.map((match, position) => (
            <button
              key={match.id}
              type="button"
              className="hot-match"
              data-testid="home-hot-match"
              aria-hidden={position !== index}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setOpened(match)}
            >
              <span className="match-meta">
                <span className="match-league" dir="auto">{match.league}</span>
                <time className="match-time" dir="ltr" dateTime={new Date(match.matchTime).toISOString()}>{formatLocalDateTime(match.matchTime, 'MM/DD HH:mm')}</time>
              </span>
              <span className="match-teams">
                <TeamBadge name={match.homeTeam} imageUrl={match.homeTeamImageUrl} />
                <span className="match-versus">{t('home.versus')}</span>
                <TeamBadge name={match.awayTeam} imageUrl={match.awayTeamImageUrl} />
              </span>
            </button>
          ))}
        </div>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <HotMatchModal match={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
