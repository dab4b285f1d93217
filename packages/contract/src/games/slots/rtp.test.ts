import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { spin, stateAfter, type SlotState } from './engine.ts';
import { themeReturn } from './rtp.ts';
import { SLOT_THEME_IDS, SLOT_THEMES, type SlotThemeId } from './themes.ts';

/**
 * The stated return of every theme, proved twice: exactly from the strips (rtp.ts), and by a
 * million paid spins (each with the free spins it wins) landing within half a percentage point of it.
 *
 * The standard deviation of one paid spin's return (its free spins included), in stakes, measured
 * over these million spins: it keeps the mean of a million spins within ±0.5 points by more than
 * three standard errors (σ / √1,000,000 = σ / 1000).
 */
const STANDARD_DEVIATION: Record<SlotThemeId, number> = { fruits: 1.61, pharaoh: 1.46, dragon: 1.41, ocean: 1.52, gems: 1.19 };
const SPINS = 1_000_000;

describe.each(SLOT_THEME_IDS)('the return of %s', (id) => {
  const theme = SLOT_THEMES[id];

  it('is the stated figure, computed exactly', () => {
    const exact = themeReturn(theme);
    expect(Math.abs(exact.total * 100 - theme.rtp)).toBeLessThan(0.005);
    if (theme.freeSpins) expect(exact.featureChance).toBeGreaterThan(1 / 200);
  });

  it('is the stated figure within ±0.5 points over a million spins', () => {
    const random = seededRandom(20261126 + id.length);
    const stakeMinor = theme.lines.length * 10;
    let returned = 0;
    let squares = 0;
    for (let paid = 0; paid < SPINS; paid++) {
      let result = spin(theme, random, stakeMinor);
      let won = result.totalWinMinor;
      let state: SlotState | null = stateAfter(result);
      while (state) {
        result = spin(theme, random, stakeMinor, state);
        won += result.totalWinMinor;
        state = stateAfter(result);
      }
      returned += won / stakeMinor;
      squares += (won / stakeMinor) ** 2;
    }
    const mean = returned / SPINS;
    const deviation = Math.sqrt(squares / SPINS - mean ** 2);
    expect(Math.abs(mean * 100 - theme.rtp)).toBeLessThan(0.5);
    expect(deviation).toBeLessThan(STANDARD_DEVIATION[id] + 0.05);
  });
});
