import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { AnnouncementGroup, GameLaunchTarget } from '@m/contract';
import { artUrl, teamCrestUrl, type ArtLayout, type ArtMotif } from '../../modules/content/media.ts';
import type { AppDatabase } from '../client.ts';
import { demoHelpArticles } from './help-articles.ts';
import {
  announcements, games, helpArticles, hotMatches, merchants,
  type LocalizedTexts, type NewAnnouncement, type NewHelpArticle, type NewHotMatch, type PopupAudience,
} from '../schema.ts';

const HOUR_MS = 60 * 60_000;

type Words = { EN: string; TY: string };
type ArtWords = { title: Words; subtitle: Words; palette: number; motif: ArtMotif };

/** Texts in EN and TY whose art carries the same words in each language. */
function illustrated(layout: ArtLayout, art: ArtWords, content: Words = { EN: '', TY: '' }): LocalizedTexts {
  const text = (language: keyof Words) => ({
    title: art.title[language],
    content: content[language],
    imageUrl: artUrl(layout, { title: art.title[language], subtitle: art.subtitle[language], palette: art.palette, motif: art.motif }),
  });
  return { EN: text('EN'), TY: text('TY') };
}

const texts = (title: Words, content: Words): LocalizedTexts => ({
  EN: { title: title.EN, content: content.EN },
  TY: { title: title.TY, content: content.TY },
});

/** A game of the demo catalogue that a banner opens; the banner's title is the game's catalogue name. */
type BannerGame = Pick<GameLaunchTarget, 'gameCategory' | 'vendor' | 'gameId' | 'vassalage' | 'supportFreePlay'>;

type BannerSeed = {
  /** Names the row, so a later seed step can rewrite it (announcements.seed_key). */
  key: string;
  group: AnnouncementGroup;
  layout: ArtLayout;
  palette: number;
  motif: ArtMotif;
  subtitle: Words;
  content?: Words;
} & (
  | { linkType: 'GAME'; game: BannerGame }
  | { linkType: 'ROUTE' | 'EXTERNAL' | 'NONE'; link?: string; title: Words }
);

/** The in-house slot (vendor MPLAY), the one that really plays against the wallet. */
const IN_HOUSE_SLOT: BannerGame = { gameCategory: 'RNG', vendor: 'MPLAY', gameId: 'MPL001_RNG', vassalage: 'MPLAY', supportFreePlay: true };
const STARFORGE_FIRST_SLOT: BannerGame = { gameCategory: 'RNG', vendor: 'STARFORGE', gameId: 'STA001_RNG', vassalage: null, supportFreePlay: true };

/**
 * Every amount, percentage and multiple here is one the deposit promotions pay
 * (seed-data/deposit-channels.ts: first deposit 20 % up to ₱2,000 on ₱100 or more, 10× turnover;
 * reload 5 % up to ₱500 on ₱500 or more, 5× turnover; at most one deposit bonus in 24 hours, so none in the
 * 24 hours after the first-deposit bonus); seeded-offers.test.ts holds them to it.
 */
const BANNERS: readonly BannerSeed[] = [
  {
    key: 'home.first-deposit', group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/voucherCenter', palette: 0, motif: 'gift',
    title: { EN: '20% First Deposit Bonus', TY: '20% Bonus sa Unang Deposito' },
    subtitle: { EN: 'Up to ₱2,000 on a deposit of ₱100 or more', TY: 'Hanggang ₱2,000 sa depositong ₱100 pataas' },
  },
  {
    key: 'home.in-house-slot', group: 'm_home', layout: 'banner', linkType: 'GAME', game: IN_HOUSE_SLOT, palette: 2, motif: 'slot',
    subtitle: { EN: 'Our own slot: play free or for real', TY: 'Sariling slot namin: libre o may taya' },
  },
  {
    key: 'home.sports', group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/gameList?gameType=SPORTS', palette: 3, motif: 'ball',
    title: { EN: "Bet on Today's Matches", TY: 'Tumaya sa mga Laban Ngayon' },
    subtitle: { EN: 'Football, basketball and more', TY: 'Football, basketball at iba pa' },
  },
  {
    key: 'home.daily-reload', group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/voucherCenter', palette: 4, motif: 'coins',
    title: { EN: '5% Daily Reload Bonus', TY: '5% Araw-araw na Reload Bonus' },
    subtitle: { EN: 'Up to ₱500 on a deposit of ₱500 or more', TY: 'Hanggang ₱500 sa depositong ₱500 pataas' },
  },
  {
    key: 'recommend.deposit-limits', group: 'm_recommend', layout: 'strip', linkType: 'ROUTE', link: '/m/responsibleGaming', palette: 5, motif: 'megaphone',
    title: { EN: 'Set Deposit Limits', TY: 'Magtakda ng Deposit Limit' },
    subtitle: { EN: 'Daily, weekly or monthly', TY: 'Araw-araw, lingguhan o buwanan' },
  },
  {
    key: 'recommend.telegram', group: 'm_recommend', layout: 'strip', linkType: 'EXTERNAL', link: 'https://t.me/demo_support', palette: 1, motif: 'chip',
    title: { EN: 'Join our Telegram', TY: 'Sumali sa Telegram' },
    subtitle: { EN: 'News and help from our team', TY: 'Balita at tulong mula sa aming team' },
  },
  {
    key: 'shortcut.in-house-slot', group: 'm_superace', layout: 'square', linkType: 'GAME', game: IN_HOUSE_SLOT, palette: 7, motif: 'cards',
    subtitle: { EN: '', TY: '' },
  },
  {
    key: 'register.first-deposit', group: 'm_reg', layout: 'banner', linkType: 'NONE', palette: 6, motif: 'trophy',
    title: { EN: 'Sign up in one minute', TY: 'Mag-sign up sa isang minuto' },
    subtitle: { EN: 'Then 20% on your first deposit, up to ₱2,000', TY: 'Tapos 20% sa unang deposito, hanggang ₱2,000' },
    content: {
      EN: '<p>Signing up is free. Your first deposit of ₱100 or more gets a <strong>20% bonus, up to ₱2,000</strong>. Before you withdraw, wager 10× your deposit plus the bonus.</p>',
      TY: '<p>Libre ang pag-sign up. Ang unang deposito na ₱100 o higit pa ay may <strong>20% bonus, hanggang ₱2,000</strong>. Bago mag-withdraw, itaya nang 10× ang iyong deposito at bonus.</p>',
    },
  },
  {
    key: 'game-list.slot', group: 'm_game', layout: 'banner', linkType: 'GAME', game: STARFORGE_FIRST_SLOT, palette: 5, motif: 'slot',
    subtitle: { EN: 'Try it free before you bet', TY: 'Subukan nang libre bago tumaya' },
  },
];

type NoticeSeed = {
  key: string; type: 'PL' | 'PU' | 'A'; hoursAgo: number; title: Words; content: Words; audience?: PopupAudience;
};

const NOTICES: readonly NoticeSeed[] = [
  {
    key: 'notice.maintenance', type: 'PL', hoursAgo: 2,
    title: { EN: 'Scheduled maintenance on Sunday 02:00–04:00', TY: 'Nakatakdang maintenance sa Linggo 02:00–04:00' },
    content: {
      EN: '<p>Sports betting will pause from <strong>02:00 to 04:00</strong> on Sunday for system upgrades. Casino and slots stay open.</p>',
      TY: '<p>Pansamantalang ititigil ang sports betting mula <strong>02:00 hanggang 04:00</strong> sa Linggo para sa upgrade ng system. Bukas pa rin ang casino at slots.</p>',
    },
  },
  {
    key: 'notice.new-games', type: 'PL', hoursAgo: 20,
    title: { EN: 'Try a slot for free', TY: 'Subukan ang slot nang libre' },
    content: {
      EN: '<p>Slots have a free-play mode: open one without logging in, or make a trial account, and spin with play money.</p>',
      TY: '<p>May free play ang mga slot: buksan ang isa nang hindi nagla-login, o gumawa ng trial account, at mag-spin gamit ang play money.</p>',
    },
  },
  {
    key: 'notice.e-wallet-deposits', type: 'PL', hoursAgo: 48,
    title: { EN: 'Deposit with GCash or Maya', TY: 'Magdeposito gamit ang GCash o Maya' },
    content: {
      EN: '<p>Pay online, by QR Ph or in the e-wallet app: the deposit is credited as soon as the payment is confirmed.</p><ul><li>Minimum ₱100</li><li>Paying in the e-wallet app has a 1% fee</li></ul>',
      TY: '<p>Magbayad online, sa QR Ph o sa e-wallet app: papasok ang deposito sa oras na makumpirma ang bayad.</p><ul><li>Minimum ₱100</li><li>May 1% na singil ang pagbayad sa e-wallet app</li></ul>',
    },
  },
  {
    key: 'notice.account-safety', type: 'PL', hoursAgo: 96,
    title: { EN: 'Keep your account safe', TY: 'Panatilihing ligtas ang iyong account' },
    content: {
      EN: '<p>Our staff will never ask for your password or SMS code. Set a payment password in the <strong>Security Centre</strong>: every withdrawal needs it.</p>',
      TY: '<p>Hindi kailanman hihingin ng aming staff ang iyong password o SMS code. Maglagay ng payment password sa <strong>Security Centre</strong>: kailangan ito sa bawat withdrawal.</p>',
    },
  },
  {
    key: 'notice.play-responsibly', type: 'PL', hoursAgo: 168,
    title: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    content: {
      EN: '<p>Gaming is for players aged 18 and over. Set deposit limits in the <strong>Security Centre</strong> and take breaks.</p>',
      TY: '<p>Ang paglalaro ay para sa edad 18 pataas. Magtakda ng deposit limit sa <strong>Security Centre</strong> at magpahinga.</p>',
    },
  },
  {
    key: 'popup.welcome', type: 'PU', hoursAgo: 1, audience: 'NEW_MEMBER',
    title: { EN: 'Welcome!', TY: 'Maligayang pagdating!' },
    content: {
      EN: '<p>Your account is ready. Games, deposits and withdrawals are in the menu, and the Help Centre answers the common questions.</p>',
      TY: '<p>Handa na ang iyong account. Nasa menu ang mga laro, deposito at withdrawal, at sinasagot ng Help Centre ang mga karaniwang tanong.</p>',
    },
  },
  {
    key: 'popup.welcome-back', type: 'PU', hoursAgo: 1, audience: 'RETURNING_MEMBER',
    title: { EN: 'Welcome back!', TY: 'Maligayang pagbabalik!' },
    content: {
      EN: '<p>Good to see you again. The notices tell what is new.</p>',
      TY: '<p>Masaya kaming makita ka ulit. Nasa mga abiso ang mga bago.</p>',
    },
  },
  {
    key: 'popup.first-deposit', type: 'PU', hoursAgo: 1, audience: 'FIRST_DEPOSIT_OPEN',
    title: { EN: 'Your first-deposit bonus', TY: 'Ang iyong bonus sa unang deposito' },
    content: {
      EN: '<p>Deposit ₱100 or more and get a <strong>20% bonus, up to ₱2,000</strong>. Before you withdraw, wager 10× your deposit plus the bonus.</p>',
      TY: '<p>Magdeposito ng ₱100 o higit pa at makakuha ng <strong>20% bonus, hanggang ₱2,000</strong>. Bago mag-withdraw, itaya nang 10× ang iyong deposito at bonus.</p>',
    },
  },
  {
    key: 'agent.team-reports', type: 'A', hoursAgo: 6,
    title: { EN: 'Questions about commission', TY: 'Mga tanong tungkol sa komisyon' },
    content: {
      EN: '<p>Your commission is agreed with your account manager. Reach them through <strong>Online Service</strong>.</p>',
      TY: '<p>Ang iyong komisyon ay napagkakasunduan kasama ang iyong account manager. Makipag-ugnayan sa kanila sa <strong>Online Service</strong>.</p>',
    },
  },
  {
    key: 'agent.team-counters', type: 'A', hoursAgo: 72,
    title: { EN: 'Team KPI report now daily', TY: 'Araw-araw na ang ulat ng team KPI' },
    content: {
      EN: '<p>Team betting and registration counters now refresh every day at 00:30.</p>',
      TY: '<p>Ang bilang ng taya at rehistro ng team ay nag-a-update araw-araw sa 00:30.</p>',
    },
  },
];

/** Promotion announcements; `promotionId` is the deposit promotion's id (1 first deposit, 2 reload). */
const PROMOTIONS: readonly { key: string; art: ArtWords; content: Words; promotionId: string }[] = [
  {
    key: 'promotion.first-deposit', promotionId: '1',
    art: {
      title: { EN: 'First Deposit Bonus', TY: 'Bonus sa Unang Deposito' },
      subtitle: { EN: '20% up to ₱2,000', TY: '20% hanggang ₱2,000' },
      palette: 0, motif: 'gift',
    },
    content: {
      EN: '<p>Your first deposit of ₱100 or more gets a 20% bonus, up to ₱2,000, credited with the deposit. Before you withdraw, wager 10× your deposit plus the bonus.</p>',
      TY: '<p>Ang unang deposito na ₱100 o higit pa ay may 20% bonus, hanggang ₱2,000, na papasok kasama ng deposito. Bago mag-withdraw, itaya nang 10× ang iyong deposito at bonus.</p>',
    },
  },
  {
    key: 'promotion.daily-reload', promotionId: '2',
    art: {
      title: { EN: 'Daily Reload Bonus', TY: 'Araw-araw na Reload Bonus' },
      subtitle: { EN: '5% up to ₱500', TY: '5% hanggang ₱500' },
      palette: 4, motif: 'coins',
    },
    content: {
      EN: '<p>After your first deposit, a deposit of ₱500 or more gets a 5% bonus, up to ₱500. At most one deposit bonus is paid in 24 hours: none within 24 hours of your last one, the first-deposit bonus included. Once you have wagered 5× that deposit plus the bonus, both can be withdrawn.</p>',
      TY: '<p>Pagkatapos ng unang deposito, ang depositong ₱500 o higit pa ay may 5% bonus, hanggang ₱500. Isang deposit bonus lang ang ibinibigay bawat 24 oras: wala sa loob ng 24 oras mula sa huli mong bonus, kasama ang bonus sa unang deposito. Kapag naitaya mo na nang 5× ang depositong iyon at ang bonus, puwede nang i-withdraw ang dalawa.</p>',
    },
  },
];

type MatchSeed = { league: string; home: string; away: string; vendor: string; category: string; offsetMinutes: number };

/** Fixtures that kick off a few hours after the current hour, whatever day it is. */
const MATCHES: readonly MatchSeed[] = [
  { league: 'Asia Champions Cup', home: 'Manila Lions', away: 'Tokyo Falcons', vendor: 'ARENAPRO', category: 'SPORTS', offsetMinutes: 150 },
  { league: 'Philippine Basketball Series', home: 'Cebu Sharks', away: 'Davao Eagles', vendor: 'KICKLINE', category: 'SPORTS', offsetMinutes: 240 },
  { league: 'Euro Premier League', home: 'Northbridge FC', away: 'Redhill United', vendor: 'ARENAPRO', category: 'SPORTS', offsetMinutes: 330 },
  { league: 'Pacific Esports League', home: 'Neon Tigers', away: 'Storm Raiders', vendor: 'TF', category: 'ESPORTS', offsetMinutes: 420 },
  { league: 'World Volleyball Masters', home: 'Baguio Peaks', away: 'Seoul Waves', vendor: 'KICKLINE', category: 'SPORTS', offsetMinutes: 540 },
  { league: 'Asia Champions Cup', home: 'Jakarta Rhinos', away: 'Bangkok Elephants', vendor: 'ARENAPRO', category: 'SPORTS', offsetMinutes: 1500 },
];

/** Catalogue games by `vendor/gameCode`. */
type GameNodes = ReadonlyMap<string, { id: number; name: string }>;
const nodeKey = (vendor: string, gameCode: string) => `${vendor}/${gameCode}`;

function catalogueGame(game: BannerGame, nodes: GameNodes): { id: number; name: string } {
  const node = nodes.get(nodeKey(game.vendor, game.gameId));
  if (!node) throw new Error(`The seeded banner game ${game.vendor}/${game.gameId} is not in the catalogue`);
  return node;
}

function bannerRow(banner: BannerSeed, sequence: number, nodes: GameNodes) {
  const base = { seedKey: banner.key, type: 'B' as const, groupName: banner.group, sequence };
  const art = { palette: banner.palette, motif: banner.motif, subtitle: banner.subtitle };
  if (banner.linkType === 'GAME') {
    const node = catalogueGame(banner.game, nodes);
    const title = { EN: node.name, TY: node.name };
    return {
      ...base,
      texts: illustrated(banner.layout, { ...art, title }, banner.content),
      linkType: banner.linkType,
      link: null,
      game: { ...banner.game, nodeId: node.id, gameName: node.name },
    };
  }
  return {
    ...base,
    texts: illustrated(banner.layout, { ...art, title: banner.title }, banner.content),
    linkType: banner.linkType,
    link: banner.link ?? null,
    game: null,
  };
}

type SeededAnnouncement = NewAnnouncement & { seedKey: string };
type SeededHelpArticle = NewHelpArticle & { seedKey: string };
type ContentRows = { announcements: SeededAnnouncement[]; hotMatches: NewHotMatch[]; helpArticles: SeededHelpArticle[] };

/** Rows of the full demo set: a lively home page for DEMO. */
export function demoContent(merchantId: number, now: number, nodes: GameNodes): ContentRows {
  const bannerRows: SeededAnnouncement[] = BANNERS.map((banner, index) => ({
    merchantId,
    ...bannerRow(banner, index + 1, nodes),
    publishedAt: new Date(now - 30 * 24 * HOUR_MS),
  }));
  const noticeRows: SeededAnnouncement[] = NOTICES.map((notice, index) => ({
    merchantId,
    seedKey: notice.key,
    type: notice.type,
    sequence: notice.type === 'PU' ? index + 1 : 0,
    audience: notice.audience ?? 'ALL',
    texts: texts(notice.title, notice.content),
    publishedAt: new Date(now - notice.hoursAgo * HOUR_MS),
  }));
  const promotionRows: SeededAnnouncement[] = PROMOTIONS.map((promotion, index) => ({
    merchantId,
    seedKey: promotion.key,
    type: 'PR',
    sequence: index + 1,
    texts: illustrated('promo', promotion.art, promotion.content),
    linkType: 'PROMOTION',
    link: promotion.promotionId,
    publishedAt: new Date(now - 7 * 24 * HOUR_MS),
  }));
  const matchRows: NewHotMatch[] = MATCHES.map((match, index) => ({
    merchantId,
    league: match.league,
    homeTeam: match.home,
    awayTeam: match.away,
    homeTeamImageUrl: teamCrestUrl(match.home),
    awayTeamImageUrl: teamCrestUrl(match.away),
    gameCategory: match.category,
    vendor: match.vendor,
    roomId: `${match.vendor}-${1000 + index}`,
    nodeId: nodes.get(nodeKey(match.vendor, 'lobby'))?.id ?? null,
    rollingOffsetMinutes: match.offsetMinutes,
    sequence: index + 1,
  }));
  return { announcements: [...bannerRows, ...noticeRows, ...promotionRows], hotMatches: matchRows, helpArticles: helpArticleRows(merchantId, 'DEMO') };
}

/** A merchant's help centre rows (seed-data/help-articles.ts), in order. */
const helpArticleRows = (merchantId: number, merchantCode: string): SeededHelpArticle[] =>
  demoHelpArticles(merchantCode).map((article, index) => ({ merchantId, seedKey: article.key, sequence: index + 1, texts: article.texts }));

/**
 * A sparse set for ALT, which takes no deposits (so nothing about deposit offers): one home banner
 * (so the carousel does not loop), two notices, no hot matches (so the hot-match block stays hidden),
 * and its own help centre (no deposit article, its own withdrawal rules).
 */
export function sparseContent(merchantId: number, now: number, nodes: GameNodes): ContentRows {
  const full = demoContent(merchantId, now, nodes);
  const pick = <Row extends { seedKey: string }>(rows: Row[], keys: string[]) => rows.filter((row) => keys.includes(row.seedKey));
  return {
    announcements: pick(full.announcements, ['home.in-house-slot', 'notice.maintenance', 'notice.new-games']),
    hotMatches: [],
    helpArticles: helpArticleRows(merchantId, 'ALT'),
  };
}

const CONTENT_SETS: Record<string, typeof demoContent> = { DEMO: demoContent, ALT: sparseContent };

/** Each demo merchant's content set, built against the catalogue in the database. */
async function seededContentSets(db: AppDatabase, now: number): Promise<{ merchantId: number; rows: ContentRows }[]> {
  const catalogue = await db.select({ id: games.id, name: games.name, vendor: games.vendor, gameCode: games.gameCode }).from(games);
  const nodes: GameNodes = new Map(catalogue.map((game) => [nodeKey(game.vendor, game.gameCode), game]));
  const sets = [];
  for (const [code, build] of Object.entries(CONTENT_SETS)) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)).limit(1);
    if (merchant) sets.push({ merchantId: merchant.id, rows: build(merchant.id, now, nodes) });
  }
  return sets;
}

export async function seedContent(db: AppDatabase, now: number = Date.now()): Promise<void> {
  for (const { rows } of await seededContentSets(db, now)) {
    if (rows.announcements.length > 0) await db.insert(announcements).values(rows.announcements);
    if (rows.hotMatches.length > 0) await db.insert(hotMatches).values(rows.hotMatches);
    if (rows.helpArticles.length > 0) await db.insert(helpArticles).values(rows.helpArticles);
  }
}

/**
 * A seed step: makes each demo merchant's seeded announcements and help articles (the rows with a
 * seed key) what the seed writes today. A row is rewritten in place (its id, publication time and
 * read marks stay), a missing one is added and one the seed no longer writes is removed; rows
 * operators added themselves (no seed key) are left alone. Running it again changes nothing.
 */
export async function rewriteSeededContent(db: AppDatabase, now: number = Date.now()): Promise<void> {
  for (const { merchantId, rows } of await seededContentSets(db, now)) {
    const announcementKeys = rows.announcements.map((row) => row.seedKey);
    await db.delete(announcements).where(and(
      eq(announcements.merchantId, merchantId), isNotNull(announcements.seedKey), notInArray(announcements.seedKey, announcementKeys),
    ));
    for (const { publishedAt, ...row } of rows.announcements) {
      await db.insert(announcements).values({ ...row, publishedAt })
        .onConflictDoUpdate({ target: [announcements.merchantId, announcements.seedKey], set: rewritable(row) });
    }
    const helpKeys = rows.helpArticles.map((row) => row.seedKey);
    await db.delete(helpArticles).where(and(
      eq(helpArticles.merchantId, merchantId), isNotNull(helpArticles.seedKey), notInArray(helpArticles.seedKey, helpKeys),
    ));
    for (const row of rows.helpArticles) {
      await db.insert(helpArticles).values(row)
        .onConflictDoUpdate({ target: [helpArticles.merchantId, helpArticles.seedKey], set: { texts: row.texts, sequence: row.sequence } });
    }
  }
}

/** What a seed step rewrites of a seeded announcement: everything the seed says, but not when it was published. */
function rewritable(row: Omit<SeededAnnouncement, 'publishedAt'>) {
  return {
    type: row.type,
    groupName: row.groupName ?? null,
    sequence: row.sequence ?? 0,
    texts: row.texts,
    linkType: row.linkType ?? 'NONE',
    link: row.link ?? null,
    game: row.game ?? null,
    audience: row.audience ?? 'ALL',
  };
}
