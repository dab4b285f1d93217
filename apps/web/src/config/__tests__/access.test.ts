import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@m/contract';
import { accessVerdict, type AccessVerdict } from '@/config/access';
import { EXTRA_ROUTES, ROUTES, accessRuleOf } from '@/config/paths';

type Visitor = 'guest' | 'trial' | 'player' | 'agent';
const MEMBER_TYPE_OF: Record<Visitor, number | null> = {
  guest: null,
  trial: MEMBER_TYPE.TRIAL,
  player: MEMBER_TYPE.PLAYER,
  agent: MEMBER_TYPE.AGENT,
};

type Expected = Record<Visitor, AccessVerdict>;
const OPEN: Expected = { guest: 'allow', trial: 'allow', player: 'allow', agent: 'allow' };
/** Spec §6: guests to /m/login for the message centre, member tab and invite friends; trial accounts refused real-account features. */
const LOGIN_REAL: Expected = { guest: 'guest-login', trial: 'free-reject', player: 'allow', agent: 'allow' };
/** Spec §2 member centre: the login dialog for guests. */
const DIALOG_REAL: Expected = { guest: 'guest-login-dialog', trial: 'free-reject', player: 'allow', agent: 'allow' };
/** Spec §6: agent home needs a session and a type not in 0, 4, 40, else /m/home. */
const AGENT_ONLY: Expected = { guest: 'guest-home', trial: 'not-agent', player: 'not-agent', agent: 'allow' };

/** The spec's access rules, written out here independently of the route table. */
const EXPECTED: Record<string, Expected> = {
  home: OPEN, login: OPEN, register: OPEN, forget: OPEN, trail: OPEN, useragreement: OPEN,
  // Spec §2: change password and settings without a session go to /m/home.
  changePsw: { guest: 'guest-home', trial: 'free-reject', player: 'allow', agent: 'allow' },
  set: { guest: 'guest-home', trial: 'allow', player: 'allow', agent: 'allow' },
  notice: OPEN,
  webEmail: { guest: 'guest-login', trial: 'allow', player: 'allow', agent: 'allow' },
  service: OPEN, 'service-chat': OPEN, help: OPEN, helpDetail: OPEN,
  feedback: DIALOG_REAL,
  mine: LOGIN_REAL,
  'member-benefits': DIALOG_REAL, 'member-avatar': DIALOG_REAL, 'member-manualRebate': DIALOG_REAL, 'member-rebateReport': DIALOG_REAL, securityCenter: DIALOG_REAL, 'member-identity': DIALOG_REAL, responsibleGaming: DIALOG_REAL,
  voucherCenter: DIALOG_REAL, withdraw: DIALOG_REAL, gameRecord: DIALOG_REAL, 'transaction-record': DIALOG_REAL,
  profitandloss: DIALOG_REAL, vouReport: DIALOG_REAL, withdrawReport: DIALOG_REAL, 'upLine-transfer': DIALOG_REAL,
  rewardCenter: DIALOG_REAL, leaderBoard: OPEN, activity: OPEN, activityDetail: OPEN,
  inviteFriends: LOGIN_REAL,
  // Red-envelope rain serves the members an agent's sessions rain on, not the agent alone (issue 19).
  redRain: DIALOG_REAL,
  'live-baccarat': LOGIN_REAL,
  'live-cockfight': LOGIN_REAL,
  pvp: LOGIN_REAL,
  agent: AGENT_ONLY, 'agent-team-overview': AGENT_ONLY, 'agent-team-pnl': AGENT_ONLY, 'member-team': AGENT_ONLY,
  teamBetting: AGENT_ONLY, 'member-agent-agentRebeat': AGENT_ONLY, 'member-teamRebate': AGENT_ONLY,
  'member-agent-agentDivident': AGENT_ONLY, agentRegister: AGENT_ONLY, 'member-agent-getSalaryContract': AGENT_ONLY,
  'member-agent-getDevidendContract': AGENT_ONLY, 'member-agent-getHourContract': AGENT_ONLY,
  moreLottery: OPEN, startLottery: OPEN, lottery: OPEN, lotteryGame: OPEN, lotteryOrders: LOGIN_REAL, lotteryOrder: LOGIN_REAL, gameLobby: OPEN, gameCenter: OPEN, slotsCenter: OPEN,
  gameList: OPEN, launchGame: OPEN, winnerPage: OPEN, fair: OPEN, maintenance: OPEN,
  // Anyone browses the matches and prices; a member's own bets need a session.
  sportsbook: OPEN, 'sportsbook-match': OPEN, 'sportsbook-bets': { guest: 'guest-login', trial: 'allow', player: 'allow', agent: 'allow' },
  download: OPEN, ipError: OPEN, serviceError: OPEN,
};

const verdictsOf = (route: (typeof ROUTES)[number] | (typeof EXTRA_ROUTES)[number], search = '') => {
  const rule = accessRuleOf(route, new URLSearchParams(search));
  return Object.fromEntries(
    (Object.keys(MEMBER_TYPE_OF) as Visitor[]).map((visitor) => [visitor, accessVerdict(rule, MEMBER_TYPE_OF[visitor])]),
  );
};

describe('access in the route table (spec §6)', () => {
  it('names every route of the table once', () => {
    expect([...ROUTES, ...EXTRA_ROUTES].map((route) => route.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each([...ROUTES, ...EXTRA_ROUTES].map((route) => [route.name, route] as const))('%s', (name, route) => {
    expect(verdictsOf(route)).toEqual(EXPECTED[name]);
  });

  it('keeps the agents\' notices (/m/member/notice?types=A) to agents, asking a guest to log in; the players\' are public', () => {
    const notice = ROUTES.find((route) => route.name === 'notice')!;
    expect(verdictsOf(notice, 'types=A')).toEqual({ guest: 'guest-login', trial: 'not-agent', player: 'not-agent', agent: 'allow' });
    expect(verdictsOf(notice, 'types=PL')).toEqual(OPEN);
  });

  it.each([2, 41, 42])('counts member type %i as an agent', (type) => {
    expect(accessVerdict({ access: 'agent', guest: 'home' }, type)).toBe('allow');
  });

  it('refuses the non-agent type 40 the agent pages', () => {
    expect(accessVerdict({ access: 'agent', guest: 'home' }, MEMBER_TYPE.NON_AGENT)).toBe('not-agent');
  });
});
