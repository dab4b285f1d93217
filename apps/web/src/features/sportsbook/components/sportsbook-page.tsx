import { Link, useSearchParams } from 'react-router';
import { SPORTS, type Sport, type SportsFixture } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useSportsFixtures } from '@/features/sportsbook/api/fixtures';
import { BetSlip } from '@/features/sportsbook/components/bet-slip';
import { FixtureHeading } from '@/features/sportsbook/components/fixture-heading';
import { MarketBlock } from '@/features/sportsbook/components/market-block';
import '@/features/sportsbook/components/sportsbook.css';

const sportOf = (value: string | null): Sport | null => SPORTS.find((sport) => sport === value) ?? null;

export const matchPath = (fixtureId: number) => `${pathOf('sportsbook-match')}?id=${fixtureId}`;

function FixtureCard({ fixture }: { fixture: SportsFixture }) {
  const t = useT();
  const winner = fixture.markets.find((market) => market.kind === 'WINNER');
  return (
    <li className="sports-card" data-testid="sports-fixture" data-fixture={fixture.id}>
      <FixtureHeading fixture={fixture} level="h2" />
      {winner && <MarketBlock fixture={fixture} market={winner} titled={false} />}
      <Link className="sports-more" to={matchPath(fixture.id)} data-testid="sports-more-markets">
        {t('sportsbook.moreMarkets', { n: fixture.markets.length })}
      </Link>
    </li>
  );
}

/**
 * /m/sportsbook?sport=…: the upcoming matches of one sport (or all), soonest first, with their
 * match-winner prices to put on the slip; each match opens with all its markets.
 */
export function SportsbookPage() {
  const t = useT();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const sport = sportOf(params.get('sport'));
  const fixtures = useSportsFixtures(sport);
  let content;
  if (fixtures.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (fixtures.isError) content = <LoadFailed onRetry={() => void fixtures.refetch()} />;
  else if (fixtures.data.length === 0) content = <EmptyState description={t('sportsbook.noMatches')} />;
  else content = <ul className="sports-list">{fixtures.data.map((fixture) => <FixtureCard key={fixture.id} fixture={fixture} />)}</ul>;
  return (
    <section className="page sportsbook-page" data-testid="page-sportsbook">
      <div className="sports-title-row">
        <h1 className="page-title">{t('page.sportsbook.title')}</h1>
        {session && <Link className="sports-my-bets-link" to={pathOf('sportsbook-bets')} data-testid="sports-my-bets">{t('page.sportsbook-bets.title')}</Link>}
      </div>
      <nav className="sports-filter" aria-label={t('sportsbook.sports')}>
        {[null, ...SPORTS].map((entry) => (
          <button
            key={entry ?? 'ALL'}
            type="button"
            aria-pressed={entry === sport}
            data-testid={`sports-filter-${entry ?? 'ALL'}`}
            onClick={() => setParams(entry ? { sport: entry } : {}, { replace: true })}
          >
            {t(`sportsbook.sport.${entry ?? 'ALL'}`)}
          </button>
        ))}
      </nav>
      {content}
      <BetSlip />
    </section>
  );
}
