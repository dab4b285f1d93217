import { describe, expect, it } from 'vitest';
import { prizeModeFor, resortVendorCategories } from './game-rules.ts';
import type { VendorCategory, VendorName } from './schemas/games.ts';

const vendor = (code: string, gameType: string): VendorName => ({
  vendor: code, accountTypeName: code, gameType, vassalage: null, mobileSmallIcon: '', nodeId: null, gameId: null, supportFreePlay: false,
});
const category = (gameCategory: string, ...vendorNames: VendorName[]): VendorCategory => ({ gameCategory, vendorNames });

describe('vendor re-sort', () => {
  it('moves esports after SPORTS and cockfight after RNG', () => {
    const sorting = [
      category('SPORTS', vendor('ARENA', 'SPORTS'), vendor('TF', 'ESPORTS'), vendor('DS88', 'COCKFIGHT')),
      category('LIVE', vendor('VR', 'LIVE')),
      category('RNG', vendor('MOON', 'RNG')),
      category('LOTT', vendor('LOTT', 'LOTT')),
    ];
    const resorted = resortVendorCategories(sorting);
    expect(resorted.map((entry) => entry.gameCategory)).toEqual(['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'COCKFIGHT', 'LOTT']);
    expect(resorted[0]!.vendorNames.map((entry) => entry.vendor)).toEqual(['ARENA']);
    expect(resorted[1]!.vendorNames.map((entry) => entry.vendor)).toEqual(['TF']);
    expect(resorted[4]!.vendorNames.map((entry) => entry.vendor)).toEqual(['DS88']);
    expect(sorting[0]!.vendorNames).toHaveLength(3);
  });

  it('drops an emptied SPORTS, appends when RNG is absent and merges into existing categories', () => {
    expect(resortVendorCategories([category('SPORTS', vendor('DS88', 'COCKFIGHT')), category('LIVE', vendor('VR', 'LIVE'))]).map((entry) => entry.gameCategory))
      .toEqual(['LIVE', 'COCKFIGHT']);
    const merged = resortVendorCategories([category('SPORTS', vendor('TF', 'ESPORTS')), category('ESPORTS', vendor('GG', 'ESPORTS'))]);
    expect(merged).toEqual([category('ESPORTS', vendor('GG', 'ESPORTS'), vendor('TF', 'ESPORTS'))]);
  });
});

describe('prize mode', () => {
  const plain = [category('LOTT', vendor('LOTT', 'LOTT'), vendor('TCG_LOTTO_VN', 'LOTT'))];
  const electronic = [...plain, category('ELOTT', vendor('ELOTT', 'ELOTT'), vendor('LOTT', 'ELOTT'), vendor('TCG_LOTTO_VN', 'ELOTT'))];
  it.each([
    { code: 'TCG_SEA', config: 'plain', mode: 'SEA' },
    { code: 'ELOTT', config: 'plain', mode: 'Elott' },
    { code: 'LOTT', config: 'plain', mode: 'Lott' },
    { code: 'TCG_LOTTO_VN', config: 'plain', mode: 'Lott' },
    { code: 'LOTT', config: 'electronic', mode: 'Elott' },
    { code: 'TCG_LOTTO_VN', config: 'electronic', mode: 'Elott' },
    { code: 'TCG_SEA', config: 'electronic', mode: 'SEA' },
  ] as const)('$code with $config vendor data → $mode', ({ code, config, mode }) => {
    expect(prizeModeFor(code, config === 'plain' ? plain : electronic)).toBe(mode);
  });
});
