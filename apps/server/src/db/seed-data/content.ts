import { eq } from 'drizzle-orm';
import type { AnnouncementGroup, BannerLinkType, GameLaunchTarget } from '@m/contract';
import { artUrl, teamCrestUrl, type ArtLayout, type ArtMotif } from '../../modules/content/media.ts';
import type { AppDatabase } from '../client.ts';
import {
  announcements, games, helpArticles, hotMatches, merchants,
  type LocalizedTexts, type NewAnnouncement, type NewHelpArticle, type NewHotMatch,
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

type BannerSeed = {
  group: AnnouncementGroup;
  layout: ArtLayout;
  art: ArtWords;
  content?: Words;
  linkType: BannerLinkType;
  link?: string;
  game?: GameLaunchTarget;
};

/** Games the banners open, by vendor and game code of the demo catalogue; node and name are looked up when seeding. */
const MPLAY_FIRST_SLOT: GameLaunchTarget = {
  gameCategory: 'RNG', vendor: 'MPLAY', gameId: 'MPL001_RNG', nodeId: null, vassalage: 'MPLAY', gameName: 'Super Ace', supportFreePlay: true,
};
const STARFORGE_FIRST_SLOT: GameLaunchTarget = {
  gameCategory: 'RNG', vendor: 'STARFORGE', gameId: 'STA001_RNG', nodeId: null, vassalage: null, gameName: 'Slots Tournament', supportFreePlay: true,
};

const BANNERS: readonly BannerSeed[] = [
  {
    group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/activity',
    art: {
      title: { EN: '100% Welcome Bonus', TY: '100% Welcome Bonus' },
      subtitle: { EN: 'Up to ₱688 on your first deposit', TY: 'Hanggang ₱688 sa unang deposito' },
      palette: 0, motif: 'gift',
    },
  },
  {
    group: 'm_home', layout: 'banner', linkType: 'GAME', game: MPLAY_FIRST_SLOT,
    art: {
      title: { EN: 'Super Ace Jackpot', TY: 'Super Ace Jackpot' },
      subtitle: { EN: 'Spin now and hit the jackpot', TY: 'Mag-spin na at tamaan ang jackpot' },
      palette: 2, motif: 'slot',
    },
  },
  {
    group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/gameList?gameType=SPORTS',
    art: {
      title: { EN: 'Live Football Betting', TY: 'Live na Taya sa Football' },
      subtitle: { EN: 'Best odds on every match', TY: 'Pinakamagandang odds sa bawat laban' },
      palette: 3, motif: 'ball',
    },
  },
  {
    group: 'm_home', layout: 'banner', linkType: 'ROUTE', link: '/m/rewardCenter',
    art: {
      title: { EN: 'Daily Rebate 1.5%', TY: 'Araw-araw na Rebate 1.5%' },
      subtitle: { EN: 'Paid on every bet, every day', TY: 'Bayad sa bawat taya, araw-araw' },
      palette: 4, motif: 'coins',
    },
  },
  {
    group: 'm_recommend', layout: 'strip', linkType: 'ROUTE', link: '/m/inviteFriends',
    art: {
      title: { EN: 'Invite Friends', TY: 'Mag-imbita ng Kaibigan' },
      subtitle: { EN: '₱50 for every friend', TY: '₱50 sa bawat kaibigan' },
      palette: 5, motif: 'megaphone',
    },
  },
  {
    group: 'm_recommend', layout: 'strip', linkType: 'EXTERNAL', link: 'https://t.me/demo_support',
    art: {
      title: { EN: 'Join our Telegram', TY: 'Sumali sa Telegram' },
      subtitle: { EN: 'Codes and tips every day', TY: 'Mga code at tip araw-araw' },
      palette: 1, motif: 'chip',
    },
  },
  {
    group: 'm_superace', layout: 'square', linkType: 'GAME', game: MPLAY_FIRST_SLOT,
    art: { title: { EN: 'Super Ace', TY: 'Super Ace' }, subtitle: { EN: '', TY: '' }, palette: 7, motif: 'cards' },
  },
  {
    group: 'm_reg', layout: 'banner', linkType: 'NONE',
    art: {
      title: { EN: 'Sign up and get ₱688', TY: 'Mag-sign up at makakuha ng ₱688' },
      subtitle: { EN: 'Registration takes one minute', TY: 'Isang minuto lang ang pagrehistro' },
      palette: 6, motif: 'trophy',
    },
    content: {
      EN: '<p>New members receive a <strong>100% first-deposit bonus up to ₱688</strong>. Register with your mobile number to claim it.</p>',
      TY: '<p>Ang mga bagong miyembro ay makakatanggap ng <strong>100% bonus sa unang deposito hanggang ₱688</strong>. Magrehistro gamit ang iyong mobile number para makuha ito.</p>',
    },
  },
  {
    group: 'm_game', layout: 'banner', linkType: 'GAME', game: STARFORGE_FIRST_SLOT,
    art: {
      title: { EN: 'Slots Tournament', TY: 'Slots Tournament' },
      subtitle: { EN: '₱100,000 prize pool this week', TY: '₱100,000 premyo ngayong linggo' },
      palette: 5, motif: 'slot',
    },
  },
];

type NoticeSeed = { type: 'PL' | 'PU' | 'A'; hoursAgo: number; title: Words; content: Words };

const NOTICES: readonly NoticeSeed[] = [
  {
    type: 'PL', hoursAgo: 2,
    title: { EN: 'Scheduled maintenance on Sunday 02:00–04:00', TY: 'Nakatakdang maintenance sa Linggo 02:00–04:00' },
    content: {
      EN: '<p>Sports betting will pause from <strong>02:00 to 04:00</strong> on Sunday for system upgrades. Casino and slots stay open.</p>',
      TY: '<p>Pansamantalang ititigil ang sports betting mula <strong>02:00 hanggang 04:00</strong> sa Linggo para sa upgrade ng system. Bukas pa rin ang casino at slots.</p>',
    },
  },
  {
    type: 'PL', hoursAgo: 20,
    title: { EN: 'New slot games every Friday', TY: 'Bagong slot games tuwing Biyernes' },
    content: {
      EN: '<p>Ten new slot titles arrived this week. Find them under <em>Slots → New</em>.</p>',
      TY: '<p>Sampung bagong slot ang dumating ngayong linggo. Hanapin sa <em>Slots → Bago</em>.</p>',
    },
  },
  {
    type: 'PL', hoursAgo: 48,
    title: { EN: 'GCash and Maya deposits now instant', TY: 'Instant na ang deposito sa GCash at Maya' },
    content: {
      EN: '<p>Deposits through GCash and Maya are now credited within one minute.</p><ul><li>Minimum ₱100</li><li>No fees</li></ul>',
      TY: '<p>Ang mga deposito sa GCash at Maya ay papasok na sa loob ng isang minuto.</p><ul><li>Minimum ₱100</li><li>Walang bayad</li></ul>',
    },
  },
  {
    type: 'PL', hoursAgo: 96,
    title: { EN: 'Keep your account safe', TY: 'Panatilihing ligtas ang iyong account' },
    content: {
      EN: '<p>Our staff will never ask for your password or SMS code. Set a withdrawal password in the <strong>Security Centre</strong>.</p>',
      TY: '<p>Hindi kailanman hihingin ng aming staff ang iyong password o SMS code. Maglagay ng withdrawal password sa <strong>Security Centre</strong>.</p>',
    },
  },
  {
    type: 'PL', hoursAgo: 168,
    title: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    content: {
      EN: '<p>Gaming is for players aged 21 and over. Set limits and take breaks.</p>',
      TY: '<p>Ang paglalaro ay para sa edad 21 pataas. Magtakda ng limitasyon at magpahinga.</p>',
    },
  },
  {
    type: 'PU', hoursAgo: 1,
    title: { EN: 'Welcome back!', TY: 'Maligayang pagbabalik!' },
    content: {
      EN: '<p>Your <strong>daily rebate</strong> is ready. Open the Reward Centre to claim it before midnight.</p>',
      TY: '<p>Handa na ang iyong <strong>araw-araw na rebate</strong>. Buksan ang Reward Centre para kunin ito bago mag-hatinggabi.</p>',
    },
  },
  {
    type: 'A', hoursAgo: 6,
    title: { EN: 'Agent commission rates for this month', TY: 'Mga rate ng komisyon ng agent ngayong buwan' },
    content: {
      EN: '<p>Commission tiers are unchanged: <strong>30%</strong> up to ₱100,000 team profit, <strong>40%</strong> above.</p>',
      TY: '<p>Walang pagbabago sa komisyon: <strong>30%</strong> hanggang ₱100,000 kita ng team, <strong>40%</strong> kapag lampas.</p>',
    },
  },
  {
    type: 'A', hoursAgo: 72,
    title: { EN: 'Team KPI report now daily', TY: 'Araw-araw na ang ulat ng team KPI' },
    content: {
      EN: '<p>Team betting and registration counters now refresh every day at 00:30.</p>',
      TY: '<p>Ang bilang ng taya at rehistro ng team ay nag-a-update araw-araw sa 00:30.</p>',
    },
  },
];

const PROMOTIONS: readonly { art: ArtWords; content: Words; promotionId: string }[] = [
  {
    promotionId: '1',
    art: {
      title: { EN: 'First Deposit Bonus', TY: 'Bonus sa Unang Deposito' },
      subtitle: { EN: '100% up to ₱688', TY: '100% hanggang ₱688' },
      palette: 0, motif: 'gift',
    },
    content: { EN: '<p>Deposit ₱100 or more and get the same again as bonus.</p>', TY: '<p>Magdeposito ng ₱100 o higit pa at makakuha ng kaparehong halaga bilang bonus.</p>' },
  },
  {
    promotionId: '2',
    art: {
      title: { EN: 'Weekend Cashback', TY: 'Weekend Cashback' },
      subtitle: { EN: '10% back on losses', TY: '10% balik sa talo' },
      palette: 4, motif: 'coins',
    },
    content: { EN: '<p>Every Monday, 10% of weekend net losses return to your wallet.</p>', TY: '<p>Tuwing Lunes, 10% ng netong talo sa weekend ay babalik sa iyong wallet.</p>' },
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

const HELP: readonly { title: Words; content: Words }[] = [
  {
    title: { EN: 'How do I deposit?', TY: 'Paano magdeposito?' },
    content: {
      EN: '<p>Tap <strong>Deposit</strong>, choose a method, enter the amount and confirm.</p><ol><li>Minimum ₱100</li><li>Credited within minutes</li></ol>',
      TY: '<p>I-tap ang <strong>Deposito</strong>, pumili ng paraan, ilagay ang halaga at kumpirmahin.</p><ol><li>Minimum ₱100</li><li>Papasok sa loob ng ilang minuto</li></ol>',
    },
  },
  {
    title: { EN: 'How do I withdraw?', TY: 'Paano mag-withdraw?' },
    content: {
      EN: '<p>Bind a bank card or e-wallet, set a withdrawal password, then tap <strong>Withdraw</strong>.</p>',
      TY: '<p>Mag-bind ng bank card o e-wallet, maglagay ng withdrawal password, at i-tap ang <strong>Withdraw</strong>.</p>',
    },
  },
  {
    title: { EN: 'I forgot my password', TY: 'Nakalimutan ko ang password' },
    content: {
      EN: '<p>Use <em>Forgot password</em> on the login page to reset it by SMS or e-mail.</p>',
      TY: '<p>Gamitin ang <em>Forgot password</em> sa login page para i-reset sa SMS o e-mail.</p>',
    },
  },
  {
    title: { EN: 'Install the app', TY: 'I-install ang app' },
    content: {
      EN: '<p>Open the menu and tap <strong>App download</strong>, or add this site to your home screen.</p>',
      TY: '<p>Buksan ang menu at i-tap ang <strong>App download</strong>, o idagdag ang site na ito sa home screen.</p>',
    },
  },
];

/** Catalogue games by `vendor/gameCode`. */
type GameNodes = ReadonlyMap<string, { id: number; name: string }>;
const nodeKey = (vendor: string, gameCode: string) => `${vendor}/${gameCode}`;

function withNode(target: GameLaunchTarget, nodes: GameNodes): GameLaunchTarget {
  const node = nodes.get(nodeKey(target.vendor, target.gameId));
  return node ? { ...target, nodeId: node.id, gameName: node.name } : target;
}

/** Rows of the full demo set: a lively home page for DEMO. */
export function demoContent(merchantId: number, now: number, nodes: GameNodes = new Map()) {
  const bannerRows: NewAnnouncement[] = BANNERS.map((banner, index) => ({
    merchantId,
    type: 'B',
    groupName: banner.group,
    sequence: index + 1,
    texts: illustrated(banner.layout, banner.art, banner.content),
    linkType: banner.linkType,
    link: banner.link ?? null,
    game: banner.game ? withNode(banner.game, nodes) : null,
    publishedAt: new Date(now - 30 * 24 * HOUR_MS),
  }));
  const noticeRows: NewAnnouncement[] = NOTICES.map((notice) => ({
    merchantId,
    type: notice.type,
    texts: texts(notice.title, notice.content),
    publishedAt: new Date(now - notice.hoursAgo * HOUR_MS),
  }));
  const promotionRows: NewAnnouncement[] = PROMOTIONS.map((promotion, index) => ({
    merchantId,
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
  const helpRows: NewHelpArticle[] = HELP.map((article, index) => ({
    merchantId, sequence: index + 1, texts: texts(article.title, article.content),
  }));
  return { announcements: [...bannerRows, ...noticeRows, ...promotionRows], hotMatches: matchRows, helpArticles: helpRows };
}

/**
 * A sparse set for ALT: one home banner (so the carousel does not loop), two notices, no hot
 * matches (so the hot-match block stays hidden).
 */
export function sparseContent(merchantId: number, now: number, nodes: GameNodes = new Map()) {
  const full = demoContent(merchantId, now, nodes);
  return {
    announcements: [
      full.announcements.find((row) => row.groupName === 'm_home')!,
      ...full.announcements.filter((row) => row.type === 'PL').slice(0, 2),
    ],
    hotMatches: [],
    helpArticles: full.helpArticles.slice(0, 2),
  };
}

const CONTENT_SETS: Record<string, typeof demoContent> = { DEMO: demoContent, ALT: sparseContent };

export async function seedContent(db: AppDatabase, now: number = Date.now()): Promise<void> {
  const catalogue = await db.select({ id: games.id, name: games.name, vendor: games.vendor, gameCode: games.gameCode }).from(games);
  const nodes: GameNodes = new Map(catalogue.map((game) => [nodeKey(game.vendor, game.gameCode), game]));
  for (const [code, build] of Object.entries(CONTENT_SETS)) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)).limit(1);
    if (!merchant) continue;
    const rows = build(merchant.id, now, nodes);
    if (rows.announcements.length > 0) await db.insert(announcements).values(rows.announcements);
    if (rows.hotMatches.length > 0) await db.insert(hotMatches).values(rows.hotMatches);
    if (rows.helpArticles.length > 0) await db.insert(helpArticles).values(rows.helpArticles);
  }
}
