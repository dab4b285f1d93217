import type { EndpointQuery, GameCategory, GameListFilter, PrizeMode, ProfitLossGroup, PromotionCategory, RewardCentreTab, Sport, TeamMemberScope, TransactionType } from '@m/contract';

/**
 * Query keys, one builder per domain. Queries, invalidations and the persisted-query list
 * (`query-persistence.ts`) all take their keys from here, so a key is never spelled twice.
 * `all` is the prefix of every key of a family: invalidate or persist by it.
 * `owner` (the session's member, null for guests) keeps one member's answers apart from another's.
 */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  vassalage: () => ['games', 'vassalage'] as const,
  gameTypes: { all: ['games', 'gameTypes'] as const, of: (typeId: GameCategory) => ['games', 'gameTypes', typeId] as const },
  /** Hot games of a category, or of every category (null). */
  hot: { all: ['games', 'hot'] as const, of: (gameType: GameCategory | null) => ['games', 'hot', gameType] as const },
  winners: () => ['games', 'winners'] as const,
  /** Favourite lists carry their owner; other lists are the same for everybody (owner null). */
  list: { all: ['games', 'list'] as const, of: (filter: GameListFilter, owner: string | null) => ['games', 'list', filter, owner] as const },
  recent: (filter: Pick<EndpointQuery<'recentGames'>, 'gameType'>, owner: string | null) => ['games', 'recent', filter, owner] as const,
  favouriteIds: (owner: string | null) => ['games', 'favouriteIds', owner] as const,
  launch: (query: EndpointQuery<'launchGame'>) => ['games', 'launch', query] as const,
};

export const homeKeys = {
  categoryGames: (filter: Pick<EndpointQuery<'gameList'>, 'gameType' | 'vendor' | 'vassalage'>) => ['home', 'games', filter] as const,
};

export const announcementsKeys = {
  /** Every type and group at once (home's banners, strips and popups), with the member's read state. */
  all: ['content', 'announcements'] as const,
  of: (owner: string | null) => ['content', 'announcements', owner] as const,
  /** The banners of group m_reg shown on registration: the same for everybody. */
  registrationBanners: () => ['announcements', 'B', 'm_reg'] as const,
};

/** The merchant's user agreement, in the language of the request (the app refetches it when the language changes). */
export const userAgreementKeys = {
  agreement: () => ['content', 'userAgreement'] as const,
};

/** The merchant's help articles, in the language of the request (the app refetches them when the language changes). */
export const helpKeys = {
  articles: () => ['content', 'help'] as const,
};

export const noticesKeys = {
  all: ['content', 'notices'] as const,
  of: (type: 'PL' | 'A', owner: string | null) => ['content', 'notices', type, owner] as const,
  /** The member's unread notices of a type (the agent home's announcement badge). */
  unread: (type: 'PL' | 'A', owner: string | null) => ['content', 'notices', 'unread', type, owner] as const,
};

/** The member's inbox; the unread count also comes by push (the member event stream's `unread`). */
export const messageKeys = {
  all: ['messages'] as const,
  unread: (owner: string | null) => ['messages', 'unread', owner] as const,
  list: (owner: string | null) => ['messages', 'list', owner] as const,
  message: (id: number, owner: string | null) => ['messages', 'message', id, owner] as const,
};

/** The member's feedback (features/messages): the form's bounds, the pages of earlier feedback, and each kept picture. */
export const feedbackKeys = {
  settings: (owner: string | null) => ['feedback', 'settings', owner] as const,
  lists: ['feedback', 'list'] as const,
  list: (owner: string | null) => ['feedback', 'list', owner] as const,
  picture: (id: number, owner: string | null) => ['feedback', 'picture', id, owner] as const,
};

/** The live chat of the member (`owner`) or of the guest on this device (owner null): the current chat and its messages. */
export const chatKeys = {
  all: ['chat'] as const,
  current: (owner: string | null) => ['chat', 'current', owner] as const,
  messages: (chatId: number, owner: string | null) => ['chat', 'messages', chatId, owner] as const,
  /** A message's picture never changes once sent. */
  picture: (messageId: number, index: number, owner: string | null) => ['chat', 'picture', messageId, index, owner] as const,
};

export const lotteryKeys = {
  list: (prizeMode: PrizeMode | null) => ['lottery', 'list', prizeMode] as const,
  draws: (nodeId: number) => ['lottery', 'draws', nodeId] as const,
  /** One lottery's issue on sale and latest results (by what the launch form names). */
  game: (query: EndpointQuery<'lotteryGame'>) => ['lottery', 'game', query] as const,
  /** The member's (`owner`) orders: an order, a cancel or a draw makes `orders` stale. */
  orders: ['lottery', 'orders'] as const,
  orderList: (owner: string | null) => ['lottery', 'orders', 'list', owner] as const,
  order: (orderId: number, owner: string | null) => ['lottery', 'orders', orderId, owner] as const,
};

export const systemKeys = {
  registerSettings: () => ['system', 'register-settings'] as const,
};

/** Deposits (features/wallet): what the member may pay with, their orders, limits and report. */
export const depositKeys = {
  banks: (owner: string | null) => ['deposit', 'banks', owner] as const,
  /** The bonuses open to the member (guests: to a new player); `all` goes stale when money comes in. */
  promotions: { all: ['deposit', 'promotions'] as const, of: (owner: string | null) => ['deposit', 'promotions', owner] as const },
  order: (orderId: string) => ['deposit', 'order', orderId] as const,
  limits: (owner: string | null) => ['deposit', 'limits', owner] as const,
  report: {
    all: ['deposit', 'report'] as const,
    of: (filter: Omit<EndpointQuery<'depositReport'>, 'pageNo' | 'pageSize'>, owner: string | null) => ['deposit', 'report', filter, owner] as const,
  },
};

/** The member's records (owner: the member); a transfer of money makes `all` stale. */
export const recordsKeys = {
  all: ['records'] as const,
  transactions: (filter: { from: string; to: string; type: TransactionType | null }, owner: string | null) => ['records', 'transactions', filter, owner] as const,
  games: (filter: { from: string; to: string }, owner: string | null) => ['records', 'games', filter, owner] as const,
  profitLoss: (filter: { from: string; to: string; groupBy: ProfitLossGroup }, owner: string | null) => ['records', 'profitLoss', filter, owner] as const,
  uplineTransfer: (owner: string | null) => ['records', 'uplineTransfer', owner] as const,
};

/** Withdrawal set-up (features/wallet): the member's payment password and bound cards, and the merchant's banks. */
export const payoutKeys = {
  hasPaymentPassword: (owner: string | null) => ['payout', 'hasPaymentPassword', owner] as const,
  withdrawBanks: () => ['payout', 'withdrawBanks'] as const,
  bankCards: (owner: string | null) => ['payout', 'bankCards', owner] as const,
};

/** The member's identity verification (features/wallet): its state, the merchant's ask with it. */
export const identityKeys = {
  all: ['identity'] as const,
  state: (owner: string | null) => ['identity', 'state', owner] as const,
};

/** The security centre (features/wallet): the level meter's items and the member's signed-in sessions. */
export const securityKeys = {
  config: (owner: string | null) => ['security', 'config', owner] as const,
  sessions: (owner: string | null) => ['security', 'sessions', owner] as const,
};

/** Withdrawals are the member's own: every key carries its owner. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  overview: (owner: string | null) => ['withdraw', 'overview', owner] as const,
  report: (range: { from: number; to: number }, owner: string | null) => ['withdraw', 'report', range, owner] as const,
};

/** The member's own account (features/member): name, type, registration date, club label. */
/** Invite friends: the member's code, link, rule and totals, and their invitees' pages. */
export const referralKeys = {
  all: ['referral'] as const,
  invite: (owner: string | null) => ['referral', 'invite', owner] as const,
  invitees: (owner: string | null) => ['referral', 'invitees', owner] as const,
};

export const memberKeys = {
  info: (owner: string | null) => ['member', 'info', owner] as const,
  /** The member's uploaded profile picture, by its version: a new upload is a new entry (components/member-avatar). */
  avatarPicture: (owner: string | null, version: number) => ['member', 'avatarPicture', owner, version] as const,
};

/** Manual rebates (features/member): what has accrued and the report of rebates paid; `all` goes stale with a claim or a bet. */
export const rebateKeys = {
  all: ['rebates'] as const,
  accrued: (owner: string | null) => ['rebates', 'accrued', owner] as const,
  report: (range: { from: number; to: number }, owner: string | null) => ['rebates', 'report', range, owner] as const,
};

/** The VIP club (features/member): the merchant's levels, and the member's level and progress (stale after a bet or a deposit). */
export const vipKeys = {
  all: ['vip'] as const,
  levels: ['vip', 'levels'] as const,
  state: (owner: string | null) => ['vip', 'state', owner] as const,
};

/** Red-envelope rain (features/agent): the member's session and results, the agent's sessions; all the member's own. */
export const redRainKeys = {
  all: ['redRain'] as const,
  current: (owner: string | null) => ['redRain', 'current', owner] as const,
  result: (sessionId: number, owner: string | null) => ['redRain', 'result', sessionId, owner] as const,
  agentSessions: (owner: string | null) => ['redRain', 'agentSessions', owner] as const,
};

/** The promotion engine (features/promotions): lists, details and rewards of the member (owner); a join, apply or claim makes `all` stale. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (category: PromotionCategory | null, owner: string | null) => ['promotions', 'list', category, owner] as const,
  detail: (id: number, owner: string | null) => ['promotions', 'detail', id, owner] as const,
  rewards: (tab: RewardCentreTab, owner: string | null) => ['promotions', 'rewards', tab, owner] as const,
  unclaimed: (owner: string | null) => ['promotions', 'unclaimed', owner] as const,
  /** A mission's leaderboard (null: the merchant's featured one); a claim or a bet makes it stale with the rest. */
  leaderboard: (id: number | null, owner: string | null) => ['promotions', 'leaderboard', id, owner] as const,
};

/** Player protection (features/wallet's responsible gaming page and the reality check): the member's settings. */
export const protectionKeys = {
  settings: (owner: string | null) => ['protection', 'settings', owner] as const,
};

/** The agent home (features/agent): its team's counters for a range of business days. */
export const agentHomeKeys = {
  all: ['agentHome'] as const,
  teamKpi: (query: EndpointQuery<'teamKpi'>, owner: string | null) => ['agentHome', 'teamKpi', query, owner] as const,
};

/** An agent's downline (features/agent): rebate settings, rebate income, the affiliate link; all the agent's own. */
export const downlineKeys = {
  all: ['downline'] as const,
  rates: (owner: string | null) => ['downline', 'rates', owner] as const,
  income: (range: { from: string; to: string }, owner: string | null) => ['downline', 'income', range, owner] as const,
  affiliate: (owner: string | null) => ['downline', 'affiliate', owner] as const,
};

/** The agent's team reports (features/agent): overview and P&L of a period of days, the P&L's member pages by name search; all the agent's own. */
export const teamReportKeys = {
  overview: (range: { from: string; to: string }, owner: string | null) => ['teamReports', 'overview', range, owner] as const,
  pnl: (range: { from: string; to: string }, owner: string | null) => ['teamReports', 'pnl', range, owner] as const,
  pnlMembers: (range: { from: string; to: string }, username: string, owner: string | null) => ['teamReports', 'pnlMembers', range, username, owner] as const,
};

/** Agent contracts (features/agent): the prompt's offers, each kind's contracts, a contract's settlements, the dividend info; all the agent's own. */
export const agentContractKeys = {
  all: ['agentContracts'] as const,
  requirement: (owner: string | null) => ['agentContracts', 'requirement', owner] as const,
  list: (kind: string, owner: string | null) => ['agentContracts', 'list', kind, owner] as const,
  settlements: (contractId: number, owner: string | null) => ['agentContracts', 'settlements', contractId, owner] as const,
  dividend: (owner: string | null) => ['agentContracts', 'dividend', owner] as const,
};

/** The agent's team (features/agent: team management and team betting); a fund transfer makes `all` stale. */
export const teamListKeys = {
  all: ['teamLists'] as const,
  members: (filter: { root: string | null; search: string; scope: TeamMemberScope }, owner: string | null) => ['teamLists', 'members', filter, owner] as const,
  bets: (filter: { from: string; to: string; username: string; category: GameCategory | null }, owner: string | null) => ['teamLists', 'bets', filter, owner] as const,
};

/** Provably fair rounds (features/fairness): public, the same for everybody. */
export const fairnessKeys = {
  round: (id: number) => ['fairness', 'round', id] as const,
};

export type SportsBetState = 'OPEN' | 'SETTLED';

/** The sportsbook: matches (the same for everybody) and the member's bets. */
export const sportsbookKeys = {
  fixtures: (sport: Sport | null) => ['sportsbook', 'fixtures', sport] as const,
  fixture: (lookup: EndpointQuery<'sportsFixture'>) => ['sportsbook', 'fixture', lookup] as const,
  bets: { all: ['sportsbook', 'bets'] as const, of: (state: SportsBetState, owner: string | null) => ['sportsbook', 'bets', state, owner] as const },
};

/** The live baccarat table (features/live-tables): the table everyone shares, and the member's (owner's) bets; a deal makes the bets stale. */
export const liveTableKeys = {
  all: ['liveTables'] as const,
  table: (table: string) => ['liveTables', table, 'table'] as const,
  myBets: (table: string, owner: string | null) => ['liveTables', table, 'myBets', owner] as const,
};

/** The PVP room (features/pvp): the levels and the member's (owner's) seat, and the member's finished seats. */
export const pvpKeys = {
  all: ['pvp'] as const,
  room: { all: (owner: string) => ['pvp', 'room', owner] as const, of: (owner: string, gameId: number | null) => ['pvp', 'room', owner, gameId] as const },
  mySeats: (owner: string) => ['pvp', 'mySeats', owner] as const,
};
