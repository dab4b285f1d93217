import { formatLine, type MarketKind, type SelectionCode } from '@m/contract';
import type { Translate } from '@/lib/i18n/translate';

type Labelled = { homeTeam: string; awayTeam: string; market: MarketKind; line: number | null; code: SelectionCode };

/** What a selection is called: the team (with its handicap), the draw, or over/under the line. */
export function pickLabel(t: Translate, pick: Labelled): string {
  const line = pick.line ?? 0;
  if (pick.code === 'DRAW') return t('sportsbook.draw');
  if (pick.code === 'OVER') return t('sportsbook.over', { line: formatLine(line, false) });
  if (pick.code === 'UNDER') return t('sportsbook.under', { line: formatLine(line, false) });
  const team = pick.code === 'HOME' ? pick.homeTeam : pick.awayTeam;
  if (pick.market !== 'HANDICAP') return team;
  return `${team} ${formatLine(pick.code === 'HOME' ? line : -line, true)}`;
}
