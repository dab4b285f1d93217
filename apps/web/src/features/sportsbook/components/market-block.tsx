import { formatOdds, type SportsFixture, type SportsMarket } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { togglePick, useSlipStore } from '@/features/sportsbook/slip-store';
import { pickLabel } from '@/features/sportsbook/components/pick-label';

/** A market's selections as buttons that put them on the slip (or take them off); a market not open shows why. */
export function MarketBlock({ fixture, market, titled = true }: { fixture: SportsFixture; market: SportsMarket; titled?: boolean }) {
  const t = useT();
  const picked = useSlipStore((state) => state.picks);
  const open = market.status === 'OPEN';
  return (
    <div className="sports-market" data-testid={`sports-market-${market.kind}`} data-status={market.status}>
      {titled && (
        <p className="sports-market-title">
          <span>{t(`sportsbook.market.${market.kind}`)}</span>
          {!open && <span className="sports-market-status">{t(`sportsbook.status.${market.status}`)}</span>}
        </p>
      )}
      <div className="sports-selections" data-count={market.selections.length}>
        {market.selections.map((selection) => {
          const pick = {
            selectionId: selection.id, fixtureId: fixture.id, homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam,
            market: market.kind, line: market.line, code: selection.code, odds: selection.odds,
          };
          const on = picked.some((entry) => entry.selectionId === selection.id);
          return (
            <button
              key={selection.id}
              type="button"
              className="sports-selection"
              data-testid={`sports-selection-${selection.id}`}
              data-result={selection.result ?? undefined}
              aria-pressed={on}
              disabled={!open}
              onClick={() => togglePick(pick)}
            >
              <span className="sports-selection-name" dir="auto">{pickLabel(t, pick)}</span>
              <span className="sports-selection-odds" dir="ltr">{formatOdds(selection.odds)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
