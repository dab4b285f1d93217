import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { errorCode } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSportsFixture, type FixtureLookup } from '@/features/sportsbook/api/fixtures';
import { BetSlip } from '@/features/sportsbook/components/bet-slip';
import { FixtureHeading } from '@/features/sportsbook/components/fixture-heading';
import { MarketBlock } from '@/features/sportsbook/components/market-block';
import '@/features/sportsbook/components/sportsbook.css';

const ID = /^[1-9]\d{0,9}$/;

/** The match the URL names: `?id=` of the match, or `?hotMatch=` of the hot match it is behind. */
function lookupOf(params: URLSearchParams): FixtureLookup | null {
  const id = params.get('id');
  if (id && ID.test(id)) return { id: Number(id) };
  const hotMatch = params.get('hotMatch');
  return hotMatch && ID.test(hotMatch) ? { hotMatch: Number(hotMatch) } : null;
}

function MatchMarkets({ lookup }: { lookup: FixtureLookup }) {
  const t = useT();
  const fixture = useSportsFixture(lookup);
  if (fixture.isPending) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (fixture.isError) {
    return errorCode(fixture.error) === 'not.found' ? <EmptyState description={t('sportsbook.notFound')} /> : <LoadFailed onRetry={() => void fixture.refetch()} />;
  }
  return (
    <div className="sports-card sports-match" data-testid="sports-match" data-fixture={fixture.data.id} data-status={fixture.data.status}>
      <FixtureHeading fixture={fixture.data} level="h2" />
      {fixture.data.markets.map((market) => <MarketBlock key={market.id} fixture={fixture.data} market={market} />)}
    </div>
  );
}

/** /m/sportsbook/match?id=…: one match with every market (the hot-match modal's bet button opens it), and the slip. */
export function SportsMatchPage() {
  const t = useT();
  const lookup = lookupOf(useSearchParams()[0]);
  return (
    <section className="page sportsbook-page" data-testid="page-sportsbook-match">
      <h1 className="page-title">{t('page.sportsbook-match.title')}</h1>
      {lookup ? <MatchMarkets lookup={lookup} /> : <EmptyState description={t('sportsbook.notFound')} />}
      <BetSlip />
    </section>
  );
}
