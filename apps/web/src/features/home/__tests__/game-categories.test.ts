import { describe, expect, it } from 'vitest';
import { resortVendorCategories, type VendorCategory, type VendorName } from '@m/contract';
import { homeCategories, inHouseVassalage, panelOf, vendorsOf } from '@/features/home/game-categories';
import { matchesName } from '@/features/home/components/hot-games-panel';

const vendor = (code: string, gameType: string, vassalage: string | null = null): VendorName => ({
  vendor: code, accountTypeName: code, gameType, vassalage, mobileSmallIcon: '', nodeId: 1, gameId: 'lobby', supportFreePlay: false,
});

/** The platform's vendor data: esports and cockfight vendors filed under SPORTS. */
const SORTING: VendorCategory[] = [
  { gameCategory: 'SPORTS', vendorNames: [vendor('ARENAPRO', 'SPORTS'), vendor('TF', 'ESPORTS'), vendor('DS88', 'COCKFIGHT')] },
  { gameCategory: 'LIVE', vendorNames: [vendor('VELVET', 'LIVE')] },
  { gameCategory: 'RNG', vendorNames: [vendor('MPLAY', 'RNG', 'MPLAY'), vendor('STAR', 'RNG')] },
  { gameCategory: 'FISH', vendorNames: [vendor('TIDE', 'FISH')] },
  { gameCategory: 'PVP', vendorNames: [vendor('CARD', 'PVP')] },
  { gameCategory: 'LOTT', vendorNames: [vendor('LOTT', 'LOTT')] },
  { gameCategory: 'ELOTT', vendorNames: [vendor('ELOTT', 'ELOTT')] },
];

describe('popular-games categories', () => {
  it('puts HOT first, then the spec order, with in-house and the re-sorted esports and cockfight', () => {
    expect(homeCategories(resortVendorCategories(SORTING))).toEqual(
      ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'LOTT'],
    );
  });

  it('keeps only categories that have vendors, HOT always', () => {
    expect(homeCategories([])).toEqual(['HOT']);
    expect(homeCategories([{ gameCategory: 'LIVE', vendorNames: [] }, SORTING[1]!])).toEqual(['HOT', 'LIVE']);
  });

  it('moves esports and cockfight vendors out of SPORTS and gathers every lottery category', () => {
    const sorting = resortVendorCategories(SORTING);
    expect(vendorsOf(sorting, 'SPORTS').map((entry) => entry.vendor)).toEqual(['ARENAPRO']);
    expect(vendorsOf(sorting, 'ESPORTS').map((entry) => entry.vendor)).toEqual(['TF']);
    expect(vendorsOf(sorting, 'COCKFIGHT').map((entry) => entry.vendor)).toEqual(['DS88']);
    expect(vendorsOf(sorting, 'LOTT').map((entry) => entry.vendor)).toEqual(['LOTT', 'ELOTT']);
    expect(inHouseVassalage(sorting)).toBe('MPLAY');
  });

  it.each([
    ['HOT', 'hot'], ['LIVE', 'typed'], ['FISH', 'typed'], ['RNG', 'typed'], ['PVP', 'typed'], ['INHOUSE', 'inHouse'],
    ['SPORTS', 'vendors'], ['ESPORTS', 'vendors'], ['COCKFIGHT', 'vendors'], ['LOTT', 'vendors'],
  ] as const)('%s lists its games as %s', (category, panel) => {
    expect(panelOf(category)).toBe(panel);
  });

  it('matches game names case-insensitively', () => {
    expect(matchesName('Golden Dragon Deluxe', 'dragon')).toBe(true);
    expect(matchesName('Golden Dragon Deluxe', ' GOLDEN d')).toBe(true);
    expect(matchesName('Golden Dragon Deluxe', 'tiger')).toBe(false);
  });
});
