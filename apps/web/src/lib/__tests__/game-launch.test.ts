import { describe, expect, it } from 'vitest';
import type { VendorCategory } from '@m/contract';
import { launchTarget, type LaunchEntry } from '@/lib/game-launch';

const entry = (overrides: Partial<LaunchEntry>): LaunchEntry => ({
  kind: 'game', gameCategory: 'RNG', vendor: 'MOONPEAK', vassalage: null, nodeId: 12, gameId: 'MOO001_RNG', supportFreePlay: true, ...overrides,
});
const vendorName = (vendor: string, gameType: string) => ({
  vendor, accountTypeName: vendor, gameType, vassalage: null, mobileSmallIcon: '', nodeId: null, gameId: null, supportFreePlay: false,
});
const plainSorting: VendorCategory[] = [{ gameCategory: 'LOTT', vendorNames: [vendorName('LOTT', 'LOTT')] }];
const electronicSorting: VendorCategory[] = [...plainSorting, { gameCategory: 'ELOTT', vendorNames: [vendorName('LOTT', 'ELOTT')] }];

describe('launch table (spec §4)', () => {
  it.each([
    ['guest, slot game', entry({}), false, plainSorting, '/m/login'],
    ['guest, live vendor', entry({ kind: 'vendor', gameCategory: 'LIVE', vendor: 'VELVETROOM', nodeId: 40, gameId: 'lobby', supportFreePlay: false }), false, plainSorting, '/m/login'],
    ['guest, lottery game launches directly', entry({ gameCategory: 'LOTT', vendor: 'LOTT', gameId: 'PK10_1M_4', playType: 'ent' }), false, plainSorting,
      '/m/launchGame?playType=ent&prize_mode=Lott&code=PK10_1M_4&vendor=LOTT&pageBack=home'],
    ['member, LOTT with ELOTT config', entry({ gameCategory: 'LOTT', vendor: 'LOTT', gameId: 'lobby' }), true, electronicSorting,
      '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&vendor=LOTT&pageBack=home'],
    ['member, TCG_SEA vendor entry', entry({ kind: 'vendor', gameCategory: 'LOTT', vendor: 'TCG_SEA', gameId: 'lobby' }), true, plainSorting,
      '/m/launchGame?playType=trad&prize_mode=SEA&code=lobby&vendor=TCG_SEA&pageBack=home'],
    ['member, TCG_LOTTO_VN game', entry({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'VN_NORTH_D' }), true, plainSorting,
      '/m/launchGame?playType=trad&prize_mode=Lott&code=VN_NORTH_D&vendor=TCG_LOTTO_VN&pageBack=home'],
    ['member, ELOTT game', entry({ gameCategory: 'ELOTT', vendor: 'ELOTT', gameId: 'SSC_3M_1' }), true, plainSorting,
      '/m/launchGame?playType=trad&prize_mode=Elott&code=SSC_3M_1&vendor=ELOTT&pageBack=home'],
    ['member, in-house vendor entry', entry({ kind: 'vendor', vendor: 'MPLAY', vassalage: 'MPLAY', nodeId: null, gameId: null }), true, plainSorting,
      '/m/gameList?gameType=RNG&vassalage=MPLAY'],
    ['member, slot vendor entry', entry({ kind: 'vendor', nodeId: null, gameId: null }), true, plainSorting, '/m/gameList?gameType=RNG&vendor=MOONPEAK'],
    ['member, fishing vendor entry', entry({ kind: 'vendor', gameCategory: 'FISH', vendor: 'DEEPTIDE', nodeId: null, gameId: null }), true, plainSorting,
      '/m/gameList?gameType=FISH&vendor=DEEPTIDE'],
    ['member, in-house game', entry({ vendor: 'MPLAY', vassalage: 'MPLAY', nodeId: 3, gameId: 'MPL001_RNG' }), true, plainSorting,
      '/m/launchGame?gameCategory=RNG&vendor=MPLAY&gameId=MPL001_RNG&nodeId=3&supportFreePlay=1'],
    ['member, slot game', entry({}), true, plainSorting, '/m/launchGame?gameCategory=RNG&vendor=MOONPEAK&gameId=MOO001_RNG&nodeId=12&supportFreePlay=1'],
    ['member, esports vendor lobby → the sportsbook', entry({ kind: 'vendor', gameCategory: 'ESPORTS', vendor: 'TF', nodeId: 90, gameId: 'lobby', supportFreePlay: false }), true, plainSorting,
      '/m/sportsbook?sport=ESPORTS'],
    ['guest, sports game → the sportsbook to browse', entry({ gameCategory: 'SPORTS', vendor: 'ARENAPRO', gameId: 'ARE001_SPORTS' }), false, plainSorting, '/m/sportsbook'],
  ] as const)('%s', (_name, launchEntry, loggedIn, vendorSorting, expected) => {
    expect(launchTarget(launchEntry, { loggedIn, vendorSorting })).toBe(expected);
  });
});
