import { GAME_LIST_PAGE_PATH, ROUTE_ALIASES, trimTrailingSlash } from '@m/contract';

export type Feature =
  | 'startup' | 'auth' | 'home' | 'games' | 'lottery' | 'wallet' | 'member'
  | 'promotions' | 'messages' | 'agent' | 'install' | 'i18n';

type RouteDefinition = {
  /** Page name: the path after /m/ with '/' replaced by '-'; test id `page-<name>`. */
  readonly name: string;
  /** The first path is canonical; the others render the same page. */
  readonly paths: readonly [string, ...string[]];
  readonly feature: Feature;
};

/** Every screen of the spec's route table (§2). */
export const ROUTES = [
  { name: 'home', paths: ['/m/home'], feature: 'home' },
  { name: 'login', paths: ['/m/login'], feature: 'auth' },
  { name: 'register', paths: ['/m/register'], feature: 'auth' },
  { name: 'forget', paths: ['/m/forget'], feature: 'auth' },
  { name: 'changePsw', paths: ['/m/changePsw'], feature: 'auth' },
  { name: 'trail', paths: ['/m/trail'], feature: 'auth' },
  { name: 'useragreement', paths: ['/m/useragreement'], feature: 'auth' },
  { name: 'notice', paths: ['/m/notice', '/m/member/notice'], feature: 'messages' },
  { name: 'webEmail', paths: ['/m/webEmail', '/m/message'], feature: 'messages' },
  { name: 'service', paths: ['/m/service'], feature: 'messages' },
  { name: 'help', paths: ['/m/help'], feature: 'messages' },
  { name: 'helpDetail', paths: ['/m/helpDetail'], feature: 'messages' },
  { name: 'feedback', paths: ['/m/feedback'], feature: 'messages' },
  { name: 'mine', paths: ['/m/mine', '/m/member/home'], feature: 'member' },
  { name: 'member-benefits', paths: ['/m/member/benefits'], feature: 'member' },
  { name: 'member-manualRebate', paths: ['/m/member/manualRebate'], feature: 'member' },
  { name: 'member-rebateReport', paths: ['/m/member/rebateReport'], feature: 'member' },
  { name: 'set', paths: ['/m/set'], feature: 'member' },
  { name: 'securityCenter', paths: ['/m/securityCenter'], feature: 'member' },
  { name: 'voucherCenter', paths: ['/m/voucherCenter'], feature: 'wallet' },
  { name: 'withdraw', paths: ['/m/withdraw'], feature: 'wallet' },
  { name: 'gameRecord', paths: ['/m/gameRecord'], feature: 'wallet' },
  { name: 'transaction-record', paths: ['/m/transaction/record'], feature: 'wallet' },
  { name: 'profitandloss', paths: ['/m/profitandloss'], feature: 'wallet' },
  { name: 'vouReport', paths: ['/m/vouReport'], feature: 'wallet' },
  { name: 'withdrawReport', paths: ['/m/withdrawReport'], feature: 'wallet' },
  { name: 'upLine-transfer', paths: ['/m/upLine/transfer'], feature: 'wallet' },
  { name: 'rewardCenter', paths: ['/m/rewardCenter'], feature: 'promotions' },
  { name: 'leaderBoard', paths: ['/m/leaderBoard'], feature: 'promotions' },
  { name: 'activity', paths: ['/m/activity'], feature: 'promotions' },
  { name: 'activityDetail', paths: ['/m/activityDetail', '/m/activityInfo'], feature: 'promotions' },
  { name: 'inviteFriends', paths: ['/m/inviteFriends'], feature: 'promotions' },
  { name: 'agent', paths: ['/m/agent'], feature: 'agent' },
  { name: 'agent-team-overview', paths: ['/m/agent/team/overview'], feature: 'agent' },
  { name: 'agent-team-pnl', paths: ['/m/agent/team/pnl'], feature: 'agent' },
  { name: 'member-team', paths: ['/m/member/team'], feature: 'agent' },
  { name: 'teamBetting', paths: ['/m/teamBetting'], feature: 'agent' },
  { name: 'redRain', paths: ['/m/redRain'], feature: 'agent' },
  { name: 'member-agent-agentRebeat', paths: ['/m/member/agent/agentRebeat'], feature: 'agent' },
  { name: 'member-teamRebate', paths: ['/m/member/teamRebate'], feature: 'agent' },
  { name: 'member-agent-agentDivident', paths: ['/m/member/agent/agentDivident'], feature: 'agent' },
  { name: 'agentRegister', paths: ['/m/agentRegister'], feature: 'agent' },
  { name: 'member-agent-getSalaryContract', paths: ['/m/member/agent/getSalaryContract'], feature: 'agent' },
  { name: 'member-agent-getDevidendContract', paths: ['/m/member/agent/getDevidendContract'], feature: 'agent' },
  { name: 'member-agent-getHourContract', paths: ['/m/member/agent/getHourContract'], feature: 'agent' },
  { name: 'moreLottery', paths: ['/m/moreLottery'], feature: 'lottery' },
  { name: 'startLottery', paths: ['/m/startLottery'], feature: 'lottery' },
  { name: 'lottery', paths: ['/m/lottery'], feature: 'lottery' },
  { name: 'gameLobby', paths: ['/m/gameLobby'], feature: 'games' },
  { name: 'gameCenter', paths: ['/m/gameCenter'], feature: 'games' },
  { name: 'slotsCenter', paths: ['/m/slotsCenter'], feature: 'games' },
  { name: 'gameList', paths: [GAME_LIST_PAGE_PATH], feature: 'games' },
  { name: 'launchGame', paths: ['/m/launchGame'], feature: 'games' },
  { name: 'winnerPage', paths: ['/m/winnerPage'], feature: 'games' },
  { name: 'maintenance', paths: ['/m/maintenance'], feature: 'startup' },
] as const satisfies readonly RouteDefinition[];

/** Looked up only when no route of the table matches (spec §2 "extra routes"). */
export const EXTRA_ROUTES = [
  { name: 'download', paths: ['/m/download'], feature: 'install' },
  { name: 'ipError', paths: ['/m/ipError'], feature: 'startup' },
  { name: 'serviceError', paths: ['/m/serviceError'], feature: 'startup' },
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

export const pathOf = (name: RouteName | ExtraRouteName): string =>
  [...ROUTES, ...EXTRA_ROUTES].find((route) => route.name === name)!.paths[0];

/** Paths of ROUTE_ALIASES, with '/m' and '/m/' folded together as the router sees them. */
export const ALIAS_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  ...new Map(Object.entries(ROUTE_ALIASES).map(([from, to]) => [trimTrailingSlash(from), to])),
].map(([from, to]) => ({ from, to }));

export const findExtraRoute = (pathname: string) =>
  EXTRA_ROUTES.find((route) => route.paths.some((path) => path === trimTrailingSlash(pathname)));
