import type { SportsFixture } from '@m/contract';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** League, kick-off (or the final score) and the two teams with their crests. */
export function FixtureHeading({ fixture, level }: { fixture: SportsFixture; level: 'h2' | 'h3' }) {
  const t = useT();
  const Title = level;
  const finished = fixture.homeScore !== null && fixture.awayScore !== null;
  return (
    <div className="sports-fixture-heading">
      <p className="sports-fixture-meta">
        <span className="sports-league"><bdi>{fixture.league}</bdi></span>
        <time dir="ltr" dateTime={new Date(fixture.kickoff).toISOString()} data-testid="sports-kickoff">{formatLocalDateTime(fixture.kickoff, 'MM/DD HH:mm')}</time>
      </p>
      <Title className="sports-teams">
        <span className="sports-team">
          <img src={fixture.homeTeamImageUrl} alt="" width={32} height={32} loading="lazy" decoding="async" />
          <span dir="auto">{fixture.homeTeam}</span>
        </span>
        <span className="sports-versus" data-testid="sports-score">
          {finished ? <bdi dir="ltr">{`${fixture.homeScore} : ${fixture.awayScore}`}</bdi> : fixture.status === 'CANCELLED' ? t('sportsbook.fixture.CANCELLED') : t('home.versus')}
        </span>
        <span className="sports-team">
          <img src={fixture.awayTeamImageUrl} alt="" width={32} height={32} loading="lazy" decoding="async" />
          <span dir="auto">{fixture.awayTeam}</span>
        </span>
      </Title>
    </div>
  );
}
