import { GAME_LIST_PAGE_PATH, ROUTE_ALIASES, trimTrailingSlash, type SiteStatus, type WhitelabelFlag } from '@m/contract';
import { accessVerdict, type AccessRule, type AccessVerdict } from './access';

export type Feature =
  | 'startup' | 'auth' | 'home' | 'games' | 'lottery' | 'wallet' | 'member'
  | 'promotions' | 'messages' | 'agent' | 'install' | 'fairness' | 'i18n' | 'sportsbook' | 'live-tables' | 'pvp';

export type RouteDefinition = AccessRule & {
  /** Page name: the path after /m/ with '/' replaced by '-'; test id `page-<name>`. */
  readonly name: string;
  /** The first path is canonical; the others render the same page. */
  readonly paths: readonly [string, ...string[]];
  readonly feature: Feature;
  /** A stricter rule for the page opened with this query parameter (e.g. the agents' notices). */
  readonly whenQuery?: AccessRule & { readonly param: string; readonly value: string };
  /**
   * The merchant's whitelabel switch of the page (spec §2 member centre and side menu, §6 flags).
   * Switched off, the page is there for nobody (the gate says it is not available) and no menu,
   * tab or button leads to it: they all read the switch from here.
   */
  readonly flag?: RouteFlag;
  /**
   * What the page says instead when its flag is off, to those the access rule lets in: spec §6,
   * invite friends without REFERRAL gives contact_service. Its entries (tab, menus) then stay.
   */
  readonly whenOff?: 'contact-service';
};

/**
 * Switches of the site settings that switch a page like a whitelabel flag (lib/flags.ts reads each):
 * a promotion's enabled flag (spec §3: REFERRAL), or a setting of the merchant (AGENT_DIVIDENDS: agentDividends).
 */
export const SITE_SWITCHES = ['REFERRAL', 'AGENT_DIVIDENDS'] as const;
export type SiteSwitch = (typeof SITE_SWITCHES)[number];
/** What switches a page on or off: a whitelabel flag, or a switch of the site settings. */
export type RouteFlag = WhitelabelFlag | SiteSwitch;

/** Each switch of the site settings as the site status's info gives it. */
export const siteSwitchesOf = (info: Pick<SiteStatus['info'], 'promotions' | 'agentDividends'>): Record<SiteSwitch, boolean> => ({
  REFERRAL: info.promotions.some((promotion) => promotion.key === 'REFERRAL' && promotion.enabled),
  AGENT_DIVIDENDS: info.agentDividends,
});

const PUBLIC = { access: 'public' } as const;
/** Spec §6: guests are sent to /m/login for the message centre, the member tab and invite friends. */
const MEMBER_LOGIN = { access: 'real-account', guest: 'login' } as const;
/** Spec §2 member centre: "navigation from most items needs a session; without one the login dialog opens". */
const MEMBER_ITEM = { access: 'real-account', guest: 'login-dialog' } as const;
/** Spec §6: agent pages need a session and an agent type, else /m/home. */
const AGENT = { access: 'agent', guest: 'home' } as const;

/**
 * Every screen of the spec's route table (§2). `access` (with `guest`) says who may open it
 * (config/access.ts) and `flag` whether the merchant has it at all; the router's AccessGate
 * enforces both, so a page never checks them itself.
 */
export const ROUTES = [
  { name: 'home', paths: ['/m/home'], feature: 'home', ...PUBLIC },
  { name: 'login', paths: ['/m/login'], feature: 'auth', ...PUBLIC },
  { name: 'register', paths: ['/m/register'], feature: 'auth', ...PUBLIC },
  { name: 'forget', paths: ['/m/forget'], feature: 'auth', ...PUBLIC },
  { name: 'changePsw', paths: ['/m/changePsw'], feature: 'auth', access: 'real-account', guest: 'home' },
  { name: 'trail', paths: ['/m/trail'], feature: 'auth', ...PUBLIC },
  { name: 'useragreement', paths: ['/m/useragreement'], feature: 'auth', ...PUBLIC },
  { name: 'notice', paths: ['/m/notice', '/m/member/notice'], feature: 'messages', ...PUBLIC, whenQuery: { param: 'types', value: 'A', access: 'agent', guest: 'login' } },
  { name: 'webEmail', paths: ['/m/webEmail', '/m/message'], feature: 'messages', access: 'session', guest: 'login', flag: 'MAILCEN' },
  { name: 'service', paths: ['/m/service'], feature: 'messages', ...PUBLIC },
  { name: 'service-chat', paths: ['/m/service/chat'], feature: 'messages', ...PUBLIC },
  { name: 'help', paths: ['/m/help'], feature: 'messages', ...PUBLIC },
  { name: 'helpDetail', paths: ['/m/helpDetail'], feature: 'messages', ...PUBLIC },
  { name: 'feedback', paths: ['/m/feedback'], feature: 'messages', ...MEMBER_ITEM, flag: 'FEEDBACK3' },
  { name: 'mine', paths: ['/m/mine', '/m/member/home'], feature: 'member', ...MEMBER_LOGIN },
  { name: 'member-benefits', paths: ['/m/member/benefits'], feature: 'member', ...MEMBER_ITEM },
  { name: 'member-avatar', paths: ['/m/member/avatar'], feature: 'member', ...MEMBER_ITEM },
  { name: 'member-manualRebate', paths: ['/m/member/manualRebate'], feature: 'member', ...MEMBER_ITEM, flag: 'MANPLAYREB3' },
  { name: 'member-rebateReport', paths: ['/m/member/rebateReport'], feature: 'member', ...MEMBER_ITEM, flag: 'PLYRBT' },
  { name: 'set', paths: ['/m/set'], feature: 'member', access: 'session', guest: 'home' },
  { name: 'securityCenter', paths: ['/m/securityCenter'], feature: 'wallet', ...MEMBER_ITEM },
  { name: 'member-identity', paths: ['/m/member/identity'], feature: 'wallet', ...MEMBER_ITEM },
  { name: 'responsibleGaming', paths: ['/m/responsibleGaming'], feature: 'wallet', ...MEMBER_ITEM },
  { name: 'voucherCenter', paths: ['/m/voucherCenter'], feature: 'wallet', ...MEMBER_ITEM, flag: 'DEPOSIT' },
  { name: 'withdraw', paths: ['/m/withdraw'], feature: 'wallet', ...MEMBER_ITEM, flag: 'WITHDRAW' },
  { name: 'gameRecord', paths: ['/m/gameRecord'], feature: 'wallet', ...MEMBER_ITEM, flag: 'TRANSBETREPMEM3' },
  { name: 'transaction-record', paths: ['/m/transaction/record'], feature: 'wallet', ...MEMBER_ITEM, flag: 'TRANSREC3' },
  { name: 'profitandloss', paths: ['/m/profitandloss'], feature: 'wallet', ...MEMBER_ITEM, flag: 'PERSREP' },
  { name: 'vouReport', paths: ['/m/vouReport'], feature: 'wallet', ...MEMBER_ITEM, flag: 'DEPRECM3' },
  { name: 'withdrawReport', paths: ['/m/withdrawReport'], feature: 'wallet', ...MEMBER_ITEM, flag: 'WITHREC3' },
  { name: 'upLine-transfer', paths: ['/m/upLine/transfer'], feature: 'wallet', ...MEMBER_ITEM, flag: 'AGETRANSFERUP3' },
  { name: 'rewardCenter', paths: ['/m/rewardCenter'], feature: 'promotions', ...MEMBER_ITEM, flag: 'REWCEN3' },
  { name: 'leaderBoard', paths: ['/m/leaderBoard'], feature: 'promotions', ...PUBLIC, flag: 'MISSIONLB3' },
  { name: 'activity', paths: ['/m/activity'], feature: 'promotions', ...PUBLIC },
  { name: 'activityDetail', paths: ['/m/activityDetail', '/m/activityInfo'], feature: 'promotions', ...PUBLIC },
  { name: 'inviteFriends', paths: ['/m/inviteFriends'], feature: 'promotions', ...MEMBER_LOGIN, flag: 'REFERRAL', whenOff: 'contact-service' },
  { name: 'agent', paths: ['/m/agent'], feature: 'agent', ...AGENT },
  { name: 'agent-team-overview', paths: ['/m/agent/team/overview'], feature: 'agent', ...AGENT },
  { name: 'agent-team-pnl', paths: ['/m/agent/team/pnl'], feature: 'agent', ...AGENT },
  { name: 'member-team', paths: ['/m/member/team'], feature: 'agent', ...AGENT },
  { name: 'teamBetting', paths: ['/m/teamBetting'], feature: 'agent', ...AGENT },
  { name: 'redRain', paths: ['/m/redRain'], feature: 'agent', ...MEMBER_ITEM },
  { name: 'member-agent-agentRebeat', paths: ['/m/member/agent/agentRebeat'], feature: 'agent', ...AGENT },
  { name: 'member-teamRebate', paths: ['/m/member/teamRebate'], feature: 'agent', ...AGENT },
  { name: 'member-agent-agentDivident', paths: ['/m/member/agent/agentDivident'], feature: 'agent', ...AGENT, flag: 'AGENT_DIVIDENDS' },
  { name: 'agentRegister', paths: ['/m/agentRegister'], feature: 'agent', ...AGENT },
  { name: 'member-agent-getSalaryContract', paths: ['/m/member/agent/getSalaryContract'], feature: 'agent', ...AGENT },
  { name: 'member-agent-getDevidendContract', paths: ['/m/member/agent/getDevidendContract'], feature: 'agent', ...AGENT, flag: 'AGENT_DIVIDENDS' },
  { name: 'member-agent-getHourContract', paths: ['/m/member/agent/getHourContract'], feature: 'agent', ...AGENT },
  { name: 'moreLottery', paths: ['/m/moreLottery'], feature: 'lottery', ...PUBLIC },
  { name: 'startLottery', paths: ['/m/startLottery'], feature: 'lottery', ...PUBLIC },
  { name: 'lottery', paths: ['/m/lottery'], feature: 'lottery', ...PUBLIC },
  { name: 'lotteryGame', paths: ['/m/lotteryGame'], feature: 'lottery', ...PUBLIC },
  { name: 'lotteryOrders', paths: ['/m/lotteryOrders'], feature: 'lottery', ...MEMBER_LOGIN },
  { name: 'lotteryOrder', paths: ['/m/lotteryOrder'], feature: 'lottery', ...MEMBER_LOGIN },
  { name: 'gameLobby', paths: ['/m/gameLobby'], feature: 'games', ...PUBLIC },
  { name: 'gameCenter', paths: ['/m/gameCenter'], feature: 'games', ...PUBLIC },
  { name: 'slotsCenter', paths: ['/m/slotsCenter'], feature: 'games', ...PUBLIC },
  { name: 'gameList', paths: [GAME_LIST_PAGE_PATH], feature: 'games', ...PUBLIC },
  { name: 'launchGame', paths: ['/m/launchGame'], feature: 'games', ...PUBLIC },
  { name: 'winnerPage', paths: ['/m/winnerPage'], feature: 'games', ...PUBLIC },
  { name: 'fair', paths: ['/m/fair'], feature: 'fairness', ...PUBLIC },
  { name: 'live-baccarat', paths: ['/m/live/baccarat'], feature: 'live-tables', ...MEMBER_LOGIN },
  { name: 'live-cockfight', paths: ['/m/live/cockfight'], feature: 'live-tables', ...MEMBER_LOGIN },
  { name: 'pvp', paths: ['/m/pvp'], feature: 'pvp', ...MEMBER_LOGIN },
  { name: 'maintenance', paths: ['/m/maintenance'], feature: 'startup', ...PUBLIC },
  { name: 'sportsbook', paths: ['/m/sportsbook'], feature: 'sportsbook', ...PUBLIC },
  { name: 'sportsbook-match', paths: ['/m/sportsbook/match'], feature: 'sportsbook', ...PUBLIC },
  { name: 'sportsbook-bets', paths: ['/m/sportsbook/bets'], feature: 'sportsbook', access: 'session', guest: 'login' },
] as const satisfies readonly RouteDefinition[];

/** Looked up only when no route of the table matches (spec §2 "extra routes"). */
export const EXTRA_ROUTES = [
  { name: 'download', paths: ['/m/download'], feature: 'install', ...PUBLIC },
  { name: 'ipError', paths: ['/m/ipError'], feature: 'startup', ...PUBLIC },
  { name: 'serviceError', paths: ['/m/serviceError'], feature: 'startup', ...PUBLIC },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type ExtraRouteName = (typeof EXTRA_ROUTES)[number]['name'];
export type PageName = RouteName | ExtraRouteName | 'not-found';

export const PAGE_NAMES: readonly PageName[] = [
  ...ROUTES.map((route) => route.name),
  ...EXTRA_ROUTES.map((route) => route.name),
  'not-found',
];

export type FeaturePageName<F extends Feature> =
  | Extract<(typeof ROUTES)[number], { feature: F }>['name']
  | Extract<(typeof EXTRA_ROUTES)[number], { feature: F }>['name'];

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

const routeNamed = (name: RouteName | ExtraRouteName): RouteDefinition =>
  [...ROUTES, ...EXTRA_ROUTES].find((route) => route.name === name)!;

export const pathOf = (name: RouteName | ExtraRouteName): string => routeNamed(name).paths[0];

/** Paths of ROUTE_ALIASES, with '/m' and '/m/' folded together as the router sees them. */
export const ALIAS_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  ...new Map(Object.entries(ROUTE_ALIASES).map(([from, to]) => [trimTrailingSlash(from), to])),
].map(([from, to]) => ({ from, to }));

/** The access rule of a route for the URL it was opened with. */
export const accessRuleOf = (route: RouteDefinition, searchParams: URLSearchParams): AccessRule =>
  route.whenQuery && searchParams.get(route.whenQuery.param) === route.whenQuery.value ? route.whenQuery : route;

/** The merchant's whitelabel switches and site-settings switches as the site status has them (off until it is known). */
export type RouteFlags = Readonly<Partial<Record<RouteFlag, boolean>>>;

/** Every flag that switches a page of the table on or off. */
export const ROUTE_FLAGS: readonly RouteFlag[] = [
  ...new Set([...ROUTES, ...EXTRA_ROUTES].flatMap((route: RouteDefinition) => (route.flag ? [route.flag] : []))),
];

/** Whether the merchant has the page: its flag (if it has one) is on. */
export const routeSwitchedOn = (route: RouteDefinition, flags: RouteFlags): boolean => !route.flag || flags[route.flag] === true;

/** Whether the page named `name` is switched on: what every entry to it (tab, menu, button) asks before it shows. */
export const routeNamedSwitchedOn = (name: RouteName | ExtraRouteName, flags: RouteFlags): boolean =>
  routeSwitchedOn(routeNamed(name), flags);

/**
 * Whether entries to the page `name` show (tab, menus): it is switched on, or it says what to do
 * when off (`whenOff`), so the entry leads to that message.
 */
export const routeNamedReachable = (name: RouteName | ExtraRouteName, flags: RouteFlags): boolean =>
  routeNamed(name).whenOff !== undefined || routeNamedSwitchedOn(name, flags);

/**
 * What the gate does with a visit: the access verdict, `switched-off` for a page the merchant does
 * not have, or the page's message when off (`contact-service`).
 */
export type RouteVerdict = AccessVerdict | 'switched-off' | 'contact-service';

/**
 * A switched-off page is not there for anyone (no use logging in for it); else the access rule
 * decides. A page with a message for when it is off gives it to those the access rule lets in.
 */
export function routeVerdict(route: RouteDefinition, searchParams: URLSearchParams, memberType: number | null, flags: RouteFlags): RouteVerdict {
  const access = accessVerdict(accessRuleOf(route, searchParams), memberType);
  if (routeSwitchedOn(route, flags)) return access;
  if (route.whenOff === 'contact-service') return access === 'allow' ? 'contact-service' : access;
  return 'switched-off';
}

/** The translation key of a page's title (header and document title). */
export const pageTitleKey = (name: PageName) => `page.${name}.title`;

export const findExtraRoute = (pathname: string) =>
  EXTRA_ROUTES.find((route) => route.paths.some((path) => path === trimTrailingSlash(pathname)));
