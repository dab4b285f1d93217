import { SLOT_THEMES, spin, type FairRandom, type GameCategory, type PlayType, type SlotThemeId } from '@m/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { gameVendors, games, type NewGameRow } from '../schema.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { settleSpin } from '../../modules/games/service.ts';
import { spinOutcome } from '../../modules/games/slot-play.ts';
import { slotThemeOf } from '../../modules/games/slot-themes.ts';
import { findSeedMembers, seedOpeningBalances } from './wallet.ts';

/**
 * The demo catalogue: vendors and games generated deterministically from word lists (same
 * input, same catalogue), so names are the project's own and every run seeds the same games.
 */

type VendorSeed = {
  code: string;
  name: string;
  /** In-house brands carry a vassalage code. */
  vassalage?: string;
  /** Games per category; a lobby is one game of code `lobby`. */
  games: Partial<Record<GameCategory, number>>;
  lobby?: GameCategory;
};

export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'MPLAY', name: 'M Play Originals', vassalage: 'MPLAY', games: { RNG: 40, FISH: 8, PVP: 6 } },
  { code: 'STARFORGE', name: 'Starforge Gaming', games: { RNG: 82, FISH: 4 } },
  { code: 'LUCKYBAMBOO', name: 'Lucky Bamboo', games: { RNG: 78, FISH: 3 } },
  { code: 'NEONREEL', name: 'Neon Reel Studio', games: { RNG: 76 } },
  { code: 'GOLDENLOOM', name: 'Golden Loom', games: { RNG: 72, FISH: 4 } },
  { code: 'MOONPEAK', name: 'Moonpeak', games: { RNG: 70 } },
  { code: 'RIVERJADE', name: 'River Jade', games: { RNG: 66, FISH: 3 } },
  { code: 'PIXELOASIS', name: 'Pixel Oasis', games: { RNG: 62 } },
  { code: 'THUNDERFOX', name: 'Thunder Fox', games: { RNG: 58 } },
  { code: 'DEEPTIDE', name: 'Deep Tide', games: { FISH: 14 } },
  { code: 'CORALSTRIKE', name: 'Coral Strike', games: { FISH: 12 } },
  { code: 'VELVETROOM', name: 'Velvet Room Live', games: { LIVE: 14 }, lobby: 'LIVE' },
  { code: 'ROYALDEALER', name: 'Royal Dealer', games: { LIVE: 12 }, lobby: 'LIVE' },
  { code: 'ORCHIDLIVE', name: 'Orchid Live', games: { LIVE: 10 }, lobby: 'LIVE' },
  { code: 'SKYCASINO', name: 'Sky Casino Live', games: { LIVE: 10 }, lobby: 'LIVE' },
  { code: 'ARENAPRO', name: 'Arena Pro Sports', games: { SPORTS: 2 }, lobby: 'SPORTS' },
  { code: 'KICKLINE', name: 'Kickline Sports', games: { SPORTS: 2 }, lobby: 'SPORTS' },
  { code: 'TF', name: 'TF Esports', games: { ESPORTS: 2 }, lobby: 'ESPORTS' },
  { code: 'NEXUSGG', name: 'Nexus GG', games: { ESPORTS: 1 }, lobby: 'ESPORTS' },
  { code: 'CARDHOUSE', name: 'Card House', games: { PVP: 22 } },
  { code: 'TONGITSARENA', name: 'Tongits Arena', games: { PVP: 18 } },
  { code: 'POKERPEAK', name: 'Poker Peak', games: { PVP: 20 } },
  { code: 'DS88', name: 'DS88 Sabong', games: { COCKFIGHT: 1 }, lobby: 'COCKFIGHT' },
  { code: 'GALLERA', name: 'Gallera Live', games: { COCKFIGHT: 1 }, lobby: 'COCKFIGHT' },
  { code: 'LOTT', name: 'Lotto Hall', games: { LOTT: 12 }, lobby: 'LOTT' },
  { code: 'ELOTT', name: 'E-Lotto', games: { ELOTT: 8 }, lobby: 'ELOTT' },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lotto', games: { LOTT: 10 }, lobby: 'LOTT' },
  { code: 'TCG_SEA', name: 'SEA Lotto', games: { LOTT: 6 }, lobby: 'LOTT' },
];

const SUB_TYPES: Record<GameCategory, readonly string[]> = {
  RNG: ['VIDEO_SLOT', 'VIDEO_SLOT', 'CLASSIC', 'MEGAWAYS', 'JACKPOT', 'CASCADE'],
  FISH: ['FISHING', 'FISHING', 'ARCADE'],
  LIVE: ['BACCARAT', 'BACCARAT', 'ROULETTE', 'SICBO', 'DRAGON_TIGER', 'BLACKJACK', 'GAME_SHOW'],
  SPORTS: ['SPORTSBOOK', 'VIRTUAL'],
  ESPORTS: ['ESPORTSBOOK', 'VIRTUAL'],
  PVP: ['POKER', 'TONGITS', 'PUSOY', 'MAHJONG', 'RUMMY'],
  COCKFIGHT: ['COCKFIGHT'],
  LOTT: ['PK10', 'SSC', 'K3', '11X5'],
  ELOTT: ['PK10', 'SSC', 'K3', '11X5'],
};

/** Daily draw lotteries by vendor (the others draw every few minutes). */
const DAILY_LOTTERIES: Record<string, readonly string[]> = {
  TCG_LOTTO_VN: ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'],
  TCG_SEA: ['SEA_4D', 'SEA_6_45', 'SEA_6_55'],
  LOTT: ['LOTTO_6_42', 'LOTTO_6_45'],
};
const DRAW_MINUTES = [1, 3, 5, 10] as const;

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Crimson', 'Jade', 'Silver', 'Blazing', 'Frozen', 'Wild', 'Royal', 'Mystic', 'Electric',
  'Ancient', 'Cosmic', 'Hidden', 'Sunny', 'Midnight', 'Emerald', 'Thunder', 'Velvet', 'Rapid', 'Secret', 'Shining', 'Happy',
  'Grand', 'Twin', 'Wandering', 'Dancing', 'Brave', 'Sweet', 'Neon', 'Coral', 'Stormy', 'Iron', 'Magic', 'Candy',
];
const NOUNS = [
  'Dragon', 'Tiger', 'Phoenix', 'Koi', 'Panda', 'Lantern', 'Temple', 'Pearl', 'Fortune', 'Empire', 'Jungle', 'Pirates',
  'Galaxy', 'Volcano', 'Garden', 'Harbor', 'Festival', 'Orchard', 'Carnival', 'Kingdom', 'Treasure', 'Meteor', 'Safari',
  'Monkey', 'Lotus', 'Bandit', 'Wizard', 'Samurai', 'Mermaid', 'Buffalo', 'Rooster', 'Comet', 'Crown', 'River', 'Mango', 'Rocket',
];
const SLOT_SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Rush', ' Riches', ' Bonanza', ' Link', ' Gold', ' 2', ' Party'];
const FISH_WORDS = ['Ocean', 'Reef', 'Shark', 'Whale', 'Squid', 'Lagoon', 'Tide', 'Octopus', 'Angler', 'Abyss'];
const FISH_SUFFIXES = ['Hunter', 'Frenzy', 'Catch', 'Party', 'King', 'Blast', 'Legends', 'Quest'];
const LIVE_NAMES: Record<string, string> = {
  BACCARAT: 'Baccarat', ROULETTE: 'Roulette', SICBO: 'Sic Bo', DRAGON_TIGER: 'Dragon Tiger', BLACKJACK: 'Blackjack', GAME_SHOW: 'Wheel Show',
};
const TABLE_WORDS = ['Classic', 'Speed', 'Squeeze', 'VIP', 'Lightning', 'No Commission', 'Golden', 'Prestige', 'Express', 'Salon'];
const PVP_NAMES: Record<string, string> = { POKER: "Hold'em", TONGITS: 'Tongits', PUSOY: 'Pusoy', MAHJONG: 'Mahjong', RUMMY: 'Rummy' };
const PVP_WORDS = ['Classic', 'Blitz', 'Club', 'Masters', 'Rush', 'Royale', 'Duel', 'Tournament', 'Go', 'Plus'];
const LOTTERY_NAMES: Record<string, string> = { PK10: 'Racing 10', SSC: 'Lucky 5', K3: 'Fast Dice', '11X5': 'Pick 5 of 11' };
const LOTTERY_WORDS: Record<string, readonly string[]> = {
  TCG_LOTTO_VN: ['Hanoi', 'Saigon', 'Da Nang', 'Hue', 'Mekong', 'Ha Long'],
  TCG_SEA: ['Bangkok', 'Jakarta', 'Penang', 'Cebu', 'Phnom Penh', 'Davao'],
  default: ['Lucky', 'Golden', 'Royal', 'Rapid', 'Jade', 'Star', 'Super', 'Turbo', 'Dragon', 'Fortune'],
};
const DAILY_NAMES: Record<string, string> = {
  VN_NORTH: 'Northern Lotto', VN_CENTRAL: 'Central Lotto', VN_SOUTH: 'Southern Lotto',
  SEA_4D: 'SEA 4D', SEA_6_45: 'SEA 6/45', SEA_6_55: 'SEA 6/55', LOTTO_6_42: 'Lotto 6/42', LOTTO_6_45: 'Mega 6/45',
};
const SPORTS_NAMES: Record<string, string> = { SPORTSBOOK: 'Sportsbook', VIRTUAL: 'Virtual Sports', ESPORTSBOOK: 'Esports Book' };

const SLOT_MIN_BETS = [1, 1, 5, 5, 10, 10, 50, 75, 100, 200] as const;
const SLOT_LINES = [5, 9, 20, 25, 30, 40, 50, 243, 1024] as const;
const MIN_BET_BY_CATEGORY: Record<GameCategory, readonly number[]> = {
  RNG: SLOT_MIN_BETS,
  FISH: [1, 10, 50, 100],
  LIVE: [100, 500, 1000],
  SPORTS: [1000],
  ESPORTS: [1000],
  PVP: [50, 100, 500],
  COCKFIGHT: [2000],
  LOTT: [100, 200],
  ELOTT: [100],
};

type GameDraft = Omit<NewGameRow, 'sortOrder' | 'vendor' | 'isNew' | 'isHot'>;

function slotName(random: ReturnType<typeof seededRandom>) {
  return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}${random.pick(SLOT_SUFFIXES)}`;
}

function draftGames(vendor: VendorSeed, category: GameCategory, count: number, random: ReturnType<typeof seededRandom>): GameDraft[] {
  const names = new Set<string>();
  const drafts: GameDraft[] = [];
  const unique = (make: () => string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = make();
      if (!names.has(name)) return name;
    }
    return `${make()} ${names.size + 1}`;
  };
  for (let index = 0; index < count; index++) {
    const subType = SUB_TYPES[category][index % SUB_TYPES[category].length]!;
    const base = { gameCategory: category, subType, minBetMinor: random.pick(MIN_BET_BY_CATEGORY[category]), lines: null as number | null, supportFreePlay: false, playType: 'trad' as PlayType };
    let name: string;
    switch (category) {
      case 'RNG':
        name = unique(() => slotName(random));
        Object.assign(base, { lines: random.pick(SLOT_LINES), supportFreePlay: true });
        break;
      case 'FISH':
        name = unique(() => `${random.pick(FISH_WORDS)} ${random.pick(FISH_SUFFIXES)}`);
        base.supportFreePlay = true;
        break;
      case 'LIVE':
        name = unique(() => `${random.pick(TABLE_WORDS)} ${LIVE_NAMES[subType]}`);
        break;
      case 'PVP':
        name = unique(() => `${PVP_NAMES[subType]} ${random.pick(PVP_WORDS)}`);
        base.supportFreePlay = random.chance(0.5);
        break;
      case 'LOTT':
      case 'ELOTT': {
        const daily = DAILY_LOTTERIES[vendor.code];
        if (daily && index < daily.length) {
          const code = daily[index]!;
          drafts.push({ ...base, subType: code.startsWith('VN') ? 'VN' : 'DAILY', gameCode: `${code}_D`, name: DAILY_NAMES[code]!, supportFreePlay: true });
          names.add(DAILY_NAMES[code]!);
          continue;
        }
        const minutes = DRAW_MINUTES[index % DRAW_MINUTES.length]!;
        name = unique(() => `${random.pick(LOTTERY_WORDS[vendor.code] ?? LOTTERY_WORDS.default!)} ${LOTTERY_NAMES[subType]}`);
        drafts.push({ ...base, gameCode: `${subType}_${minutes}M_${index}`, name, supportFreePlay: true, playType: index % 2 ? 'ent' : 'trad' });
        names.add(name);
        continue;
      }
      default:
        name = unique(() => `${vendor.name} ${SPORTS_NAMES[subType] ?? 'Arena'}`);
    }
    names.add(name);
    drafts.push({ ...base, gameCode: `${vendor.code.slice(0, 3)}${String(index + 1).padStart(3, '0')}_${category}`, name });
  }
  return drafts;
}

/** Every game of the demo catalogue, in display order (sortOrder ascending). */
export function buildCatalogue(seed = 20_250_101): NewGameRow[] {
  const random = seededRandom(seed);
  const rows: NewGameRow[] = [];
  for (const vendor of VENDOR_SEEDS) {
    if (vendor.lobby) {
      rows.push({
        vendor: vendor.code, gameCode: 'lobby', name: `${vendor.name} Lobby`, gameCategory: vendor.lobby, subType: 'LOBBY',
        minBetMinor: MIN_BET_BY_CATEGORY[vendor.lobby][0]!, lines: null, supportFreePlay: vendor.lobby === 'LOTT' || vendor.lobby === 'ELOTT',
        playType: 'trad', isNew: false, isHot: vendor.lobby !== 'LIVE', sortOrder: 0,
      });
    }
    for (const [category, count] of Object.entries(vendor.games) as [GameCategory, number][]) {
      for (const draft of draftGames(vendor, category, count, random)) {
        rows.push({ ...draft, vendor: vendor.code, isNew: random.chance(0.12), isHot: random.chance(0.1), sortOrder: 0 });
      }
    }
  }
  // Interleave vendors inside each category so a category's first page shows several of them.
  const position = new Map<string, number>();
  return rows.map((row) => {
    const key = `${row.vendor}/${row.gameCategory}`;
    const index = position.get(key) ?? 0;
    position.set(key, index + 1);
    return { ...row, sortOrder: row.gameCode === 'lobby' ? 0 : (index + 1) * 10 };
  });
}

/** Winning spins of the demo accounts, so the winner board is not empty on a fresh database: at least `multiple` times the stake. */
const SAMPLE_WINS: readonly { member: string; stakeMinor: number; multiple: number }[] = [
  { member: 'DEMO/demo', stakeMinor: 5_000, multiple: 12 },
  { member: 'DEMO/agent01', stakeMinor: 2_000, multiple: 8 },
  { member: 'DEMO/demo', stakeMinor: 1_000, multiple: 8 },
  { member: 'ALT/altdemo', stakeMinor: 500, multiple: 12 },
  { member: 'DEMO/agent01', stakeMinor: 1_000, multiple: 5 },
  { member: 'DEMO/demo', stakeMinor: 2_000, multiple: 3 },
  { member: 'ALT/altdemo', stakeMinor: 1_000, multiple: 5 },
  { member: 'DEMO/agent01', stakeMinor: 500, multiple: 2 },
  { member: 'DEMO/demo', stakeMinor: 200, multiple: 8 },
  { member: 'DEMO/agent01', stakeMinor: 100, multiple: 12 },
  { member: 'ALT/altdemo', stakeMinor: 300, multiple: 3 },
  { member: 'DEMO/demo', stakeMinor: 1_000, multiple: 2 },
];
const SAMPLE_WIN_SEED = 20_251_126;

/** The first spin of the theme, read from a seeded stream, that pays at least `multiple` times the stake. */
function winningSpin(theme: SlotThemeId, random: FairRandom, stakeMinor: number, multiple: number) {
  for (;;) {
    const played = spin(SLOT_THEMES[theme], random, stakeMinor);
    if (played.totalWinMinor >= multiple * stakeMinor) return played;
  }
}

/**
 * The catalogue, opening balances for the demo accounts and a few settled winning spins (through
 * the same wallet ledger as real play). Runs after the members seed.
 */
export async function seedGames(db: AppDatabase): Promise<void> {
  await db.insert(gameVendors).values(VENDOR_SEEDS.map((vendor, sortOrder) => ({
    code: vendor.code, name: vendor.name, vassalage: vendor.vassalage ?? null, sortOrder,
  })));
  const catalogue = buildCatalogue();
  for (let start = 0; start < catalogue.length; start += 200) await db.insert(games).values(catalogue.slice(start, start + 200));

  await seedOpeningBalances(db);
  const seeded = await findSeedMembers(db);
  const slots = await db.select({ id: games.id, vendor: games.vendor, gameCode: games.gameCode, name: games.name, subType: games.subType, vassalage: gameVendors.vassalage })
    .from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor)).where(eq(games.gameCategory, 'RNG')).orderBy(asc(games.id));
  const random = seededRandom(SAMPLE_WIN_SEED);
  const stream = { next: random.next, int: (count: number) => random.int(0, count - 1) };
  for (const [index, win] of SAMPLE_WINS.entries()) {
    const memberId = seeded.get(win.member);
    const game = slots[(index * 37) % slots.length];
    if (memberId === undefined || !game) continue;
    const played = winningSpin(slotThemeOf(game), stream, win.stakeMinor, win.multiple);
    await settleSpin(db, {
      memberId, gameId: game.id, stakeMinor: win.stakeMinor, winMinor: played.totalWinMinor, outcome: spinOutcome(played), idempotencyKey: `seed-win-${index}`,
    });
  }
}
