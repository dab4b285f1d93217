import type { EndpointDefinition } from './endpoints/define.ts';
import type { endpoints } from './endpoints.ts';

type Registry = typeof endpoints;

/** Every call a player's client makes: the registry without the operator API. */
export type ClientEndpointName = { [N in keyof Registry]: Registry[N] extends { operator: true } ? never : N }[keyof Registry];

/**
 * The client's endpoint definitions by domain, each loaded when a client first checks an answer of
 * that domain (see `EndpointWire`: making a call needs no schema): a page carries the definitions and
 * schemas of the domains it checks, never the whole registry, so a new domain does not weigh on the
 * first paint. The operator API is not here: no client bundle has it.
 */
const clientDomains = {
  system: () => import('./endpoints/system.ts').then((domain) => domain.systemEndpoints),
  session: () => import('./endpoints/session.ts').then((domain) => domain.sessionEndpoints),
  member: () => import('./endpoints/member.ts').then((domain) => domain.memberEndpoints),
  verification: () => import('./endpoints/verification.ts').then((domain) => domain.verificationEndpoints),
  games: () => import('./endpoints/games.ts').then((domain) => domain.gamesEndpoints),
  wallet: () => import('./endpoints/wallet.ts').then((domain) => domain.walletEndpoints),
  content: () => import('./endpoints/content.ts').then((domain) => domain.contentEndpoints),
  proofOfWork: () => import('./endpoints/proof-of-work.ts').then((domain) => domain.proofOfWorkEndpoints),
  deposit: () => import('./endpoints/deposit.ts').then((domain) => domain.depositEndpoints),
  withdrawal: () => import('./endpoints/withdrawal.ts').then((domain) => domain.withdrawalEndpoints),
  payout: () => import('./endpoints/payout.ts').then((domain) => domain.payoutEndpoints),
  records: () => import('./endpoints/records.ts').then((domain) => domain.recordsEndpoints),
  rebates: () => import('./endpoints/rebates.ts').then((domain) => domain.rebateEndpoints),
  referrals: () => import('./endpoints/referrals.ts').then((domain) => domain.referralEndpoints),
  redRain: () => import('./endpoints/red-rain.ts').then((domain) => domain.redRainEndpoints),
  promotions: () => import('./endpoints/promotions.ts').then((domain) => domain.promotionEndpoints),
  leaderboard: () => import('./endpoints/leaderboard.ts').then((domain) => domain.leaderboardEndpoints),
  inbox: () => import('./endpoints/inbox.ts').then((domain) => domain.inboxEndpoints),
  feedback: () => import('./endpoints/feedback.ts').then((domain) => domain.feedbackEndpoints),
  chat: () => import('./endpoints/chat.ts').then((domain) => domain.chatEndpoints),
  avatar: () => import('./endpoints/avatar.ts').then((domain) => domain.avatarEndpoints),
  identity: () => import('./endpoints/identity.ts').then((domain) => domain.identityEndpoints),
  security: () => import('./endpoints/security.ts').then((domain) => domain.securityEndpoints),
  protection: () => import('./endpoints/protection.ts').then((domain) => domain.protectionEndpoints),
  vip: () => import('./endpoints/vip.ts').then((domain) => domain.vipEndpoints),
  agentHome: () => import('./endpoints/agent-home.ts').then((domain) => domain.agentHomeEndpoints),
  agentRebates: () => import('./endpoints/agent-rebates.ts').then((domain) => domain.agentRebateEndpoints),
  teamReports: () => import('./endpoints/team-reports.ts').then((domain) => domain.teamReportEndpoints),
  agentContracts: () => import('./endpoints/agent-contracts.ts').then((domain) => domain.agentContractEndpoints),
  team: () => import('./endpoints/team.ts').then((domain) => domain.teamEndpoints),
  gameApi: () => import('./endpoints/game-api.ts').then((domain) => domain.gameApiEndpoints),
  fairness: () => import('./endpoints/game-api.ts').then((domain) => domain.fairnessEndpoints),
  lottery: () => import('./endpoints/lottery.ts').then((domain) => domain.lotteryEndpoints),
  sportsbook: () => import('./endpoints/sportsbook.ts').then((domain) => domain.sportsbookEndpoints),
  liveTables: () => import('./endpoints/live-tables.ts').then((domain) => domain.liveTableEndpoints),
  pvp: () => import('./endpoints/pvp.ts').then((domain) => domain.pvpEndpoints),
};

export type ClientEndpointDomain = keyof typeof clientDomains;
type DomainOf<N> = {
  [D in ClientEndpointDomain]: N extends keyof Awaited<ReturnType<(typeof clientDomains)[D]>> ? D : never;
}[ClientEndpointDomain];

/** The domain of every client call; the type system keeps it in step with the registry. */
const domainOfEndpoint: { [N in ClientEndpointName]: DomainOf<N> } = {
  systemStatus: 'system', registerSettings: 'system', systemCountry: 'system',
  gameBalance: 'gameApi', gameDebit: 'gameApi', gameCredit: 'gameApi', gameRollback: 'gameApi', fairRound: 'fairness',
  rsaKey: 'session', login: 'session', createTrialAccount: 'session', freeplayLogin: 'session', socialLogin: 'session',
  logout: 'session',
  memberEventStream: 'member', register: 'member', usernameCheck: 'member', affiliateCheck: 'member', memberInfo: 'member', changePassword: 'member',
  forgotPasswordEmail: 'member', passwordBySms: 'member', passwordReset: 'member',
  captcha: 'verification', smsNoLogin: 'verification', smsRegister: 'verification',
  gameList: 'games', hotGames: 'games', gameVendors: 'games', vassalGameTypes: 'games', allVassalage: 'games',
  winnerBoard: 'games', favouriteIds: 'games', favouriteList: 'games', addFavourite: 'games', removeFavourite: 'games',
  recentGames: 'games', launchGame: 'games', lotteryList: 'games', lotteryDraws: 'games', demoSpin: 'games', fishShot: 'games',
  walletBalance: 'wallet',
  announcements: 'content', notices: 'content', noticeRead: 'content', helpCenter: 'content', userAgreement: 'content',
  proofOfWorkChallenge: 'proofOfWork',
  depositBanks: 'deposit', depositPromotions: 'deposit', depositGateway: 'deposit', depositQr: 'deposit',
  depositMobileApp: 'deposit', depositManual: 'deposit', depositOrder: 'deposit', paymentCallback: 'deposit',
  depositLimits: 'deposit', setDepositLimits: 'deposit', depositReport: 'deposit',
  withdraw: 'withdrawal', withdrawOverview: 'withdrawal', withdrawReport: 'withdrawal',
  hasWithdrawalPassword: 'payout', setPaymentPassword: 'payout', changePaymentPassword: 'payout', paymentPasswordSms: 'payout',
  withdrawBanks: 'payout', bankCards: 'payout', bindBankCard: 'payout', removeBankCard: 'payout',
  transactionRecord: 'records', gameRecord: 'records', profitLoss: 'records', uplineTransferInfo: 'records', uplineTransfer: 'records',
  rebateAccrued: 'rebates', rebateClaim: 'rebates', rebateReport: 'rebates',
  vipState: 'vip', vipLevels: 'vip',
  agentRebateRates: 'agentRebates', agentSetDownlineRates: 'agentRebates', agentRebateIncome: 'agentRebates', agentAffiliate: 'agentRebates',
  agentOpenAccount: 'agentRebates',
  agentContractRequirement: 'agentContracts', agentContracts: 'agentContracts', agentContractOffer: 'agentContracts', agentContractAccept: 'agentContracts',
  agentContractReject: 'agentContracts', agentContractEnd: 'agentContracts', agentContractSettlements: 'agentContracts', agentDividendInfo: 'agentContracts',
  myInvite: 'referrals', invitees: 'referrals',
  redRainCurrent: 'redRain', redRainTap: 'redRain', redRainResult: 'redRain', redRainAgentSessions: 'redRain', redRainCreateSession: 'redRain',
  promotions: 'promotions', promotionDetail: 'promotions', joinPromotion: 'promotions', applyPromotion: 'promotions', claimPromotion: 'promotions',
  claimAllPromotions: 'promotions', rewardCentre: 'promotions', unclaimedPromotions: 'promotions',
  leaderboard: 'leaderboard',
  inboxUnreadCount: 'inbox', inboxCount: 'inbox', inboxList: 'inbox', inboxMessage: 'inbox', inboxRead: 'inbox', inboxReadAll: 'inbox', inboxDelete: 'inbox',
  feedbackSettings: 'feedback', submitFeedback: 'feedback', feedbackList: 'feedback', feedbackDetail: 'feedback', feedbackPicture: 'feedback',
  identity: 'identity', submitIdentity: 'identity',
  chatCurrent: 'chat', chatStart: 'chat', chatHistory: 'chat', chatSend: 'chat', chatTyping: 'chat', chatRead: 'chat', chatPicture: 'chat',
  chatRate: 'chat', chatGuestEvents: 'chat',
  chooseAvatar: 'avatar', uploadAvatar: 'avatar', avatarPicture: 'avatar',
  securityConfig: 'security', bindMobileCode: 'security', bindMobile: 'security', bindEmailCode: 'security', bindEmail: 'security',
  memberSessions: 'security', signOutSession: 'security', signOutOtherSessions: 'security',
  protection: 'protection', setRealityCheck: 'protection', setExclusion: 'protection', sessionSummary: 'protection',
  teamKpi: 'agentHome',
  teamOverview: 'teamReports', teamPnl: 'teamReports',
  teamMembers: 'team', teamBets: 'team', teamFundTransfer: 'team',
  lotteryGame: 'lottery', lotteryPlaceOrder: 'lottery', lotteryOrders: 'lottery', lotteryOrderDetail: 'lottery', lotteryCancelSubOrder: 'lottery',
  sportsFixtures: 'sportsbook', sportsFixture: 'sportsbook', sportsPlaceBet: 'sportsbook', sportsBets: 'sportsbook',
  baccaratTable: 'liveTables', baccaratEvents: 'liveTables', baccaratBet: 'liveTables', baccaratMyBets: 'liveTables',
  cockfightTable: 'liveTables', cockfightEvents: 'liveTables', cockfightBet: 'liveTables', cockfightMyBets: 'liveTables',
  pvpRoom: 'pvp', pvpJoin: 'pvp', pvpCancel: 'pvp', pvpMySeats: 'pvp',
};

/** Loads the domains given now, e.g. those a page is about to call, so their first call does not wait for them. */
export function preloadClientEndpoints(...domains: ClientEndpointDomain[]): void {
  for (const domain of domains) void clientDomains[domain]();
}

/** The definition of a client call, its domain loaded on first use. */
export async function loadClientEndpoint<N extends ClientEndpointName>(name: N): Promise<Registry[N]> {
  const definitions: Record<string, EndpointDefinition> = await clientDomains[domainOfEndpoint[name]]();
  return definitions[name] as Registry[N];
}

/** How a call travels: its definition without the schemas (what a client needs to make it). */
export type EndpointWire = Pick<EndpointDefinition, 'method' | 'path' | 'encrypted' | 'session' | 'bodyEncoding' | 'proofOfWork' | 'stream'>;

/** The wire of every client call, e.g. for a build that writes them out as plain data. */
export const endpointWireOf = (endpoint: EndpointDefinition): EndpointWire => {
  const { method, path, encrypted, session, bodyEncoding, proofOfWork, stream } = endpoint;
  return { method, path, encrypted, session, ...(bodyEncoding ? { bodyEncoding } : {}), ...(proofOfWork ? { proofOfWork } : {}), ...(stream ? { stream } : {}) };
};

/** Every client call's name: the registry's names less the operator API. */
export const isClientEndpoint = (name: string): name is ClientEndpointName => Object.hasOwn(domainOfEndpoint, name);
