import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE, WHITELABEL_FLAGS } from '@m/contract';
import { accessVerdict } from '@/config/access';
import {
  EXTRA_ROUTES, SITE_SWITCHES, ROUTE_FLAGS, ROUTES, accessRuleOf, routeNamedReachable, routeNamedSwitchedOn, routeVerdict, type RouteFlag, type RouteFlags,
} from '@/config/paths';

/**
 * Which whitelabel flag switches which page on (spec §2 member centre and side menu, §6 flags),
 * written out here independently of the route table. Every other page has no switch.
 */
const EXPECTED_FLAGS: Record<string, RouteFlag> = {
  voucherCenter: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  rewardCenter: 'REWCEN3',
  leaderBoard: 'MISSIONLB3',
  'member-manualRebate': 'MANPLAYREB3',
  vouReport: 'DEPRECM3',
  withdrawReport: 'WITHREC3',
  'transaction-record': 'TRANSREC3',
  gameRecord: 'TRANSBETREPMEM3',
  profitandloss: 'PERSREP',
  'member-rebateReport': 'PLYRBT',
  'upLine-transfer': 'AGETRANSFERUP3',
  webEmail: 'MAILCEN',
  feedback: 'FEEDBACK3',
  // The merchant's agentDividends setting (site settings): the dividends page and the dividend contract.
  'member-agent-agentDivident': 'AGENT_DIVIDENDS',
  'member-agent-getDevidendContract': 'AGENT_DIVIDENDS',
};

/** Spec §6: invite friends only with the REFERRAL promotion, else contact_service (after the login and trial rules). */
const CONTACT_SERVICE_WHEN_OFF: Record<string, RouteFlag> = { inviteFriends: 'REFERRAL' };

const ALL_ON: RouteFlags = Object.fromEntries([...WHITELABEL_FLAGS, ...SITE_SWITCHES].map((flag) => [flag, true]));
const VISITORS = [null, MEMBER_TYPE.TRIAL, MEMBER_TYPE.PLAYER, MEMBER_TYPE.AGENT];
const TABLE = [...ROUTES, ...EXTRA_ROUTES];

describe('whitelabel flags in the route table (spec §2, §6)', () => {
  it.each(TABLE.map((route) => [route.name, route] as const))('%s', (name, route) => {
    expect('flag' in route ? route.flag : undefined).toBe(EXPECTED_FLAGS[name] ?? CONTACT_SERVICE_WHEN_OFF[name]);
  });

  it('lists each flag that switches a page once', () => {
    expect([...ROUTE_FLAGS].sort()).toEqual([...new Set([...Object.values(EXPECTED_FLAGS), ...Object.values(CONTACT_SERVICE_WHEN_OFF)])].sort());
  });

  it.each(Object.entries(CONTACT_SERVICE_WHEN_OFF))('%s with %s off: guests to log in, trial accounts refused, members told to contact customer service', (name, flag) => {
    const route = TABLE.find((candidate) => candidate.name === name)!;
    const off = { ...ALL_ON, [flag]: false };
    expect(routeVerdict(route, new URLSearchParams(), null, off)).toBe('guest-login');
    expect(routeVerdict(route, new URLSearchParams(), MEMBER_TYPE.TRIAL, off)).toBe('free-reject');
    expect(routeVerdict(route, new URLSearchParams(), MEMBER_TYPE.PLAYER, off)).toBe('contact-service');
    expect(routeVerdict(route, new URLSearchParams(), MEMBER_TYPE.PLAYER, ALL_ON)).toBe('allow');
    expect(routeNamedSwitchedOn(route.name, off)).toBe(false);
    // Its entries stay: they lead to the message.
    expect(routeNamedReachable(route.name, off)).toBe(true);
  });

  it.each(Object.entries(EXPECTED_FLAGS))('%s is not there for anyone with %s off, whatever the address says', (name, flag) => {
    const route = TABLE.find((candidate) => candidate.name === name)!;
    const off = { ...ALL_ON, [flag]: false };
    for (const memberType of VISITORS) {
      for (const search of ['', 'types=A']) expect(routeVerdict(route, new URLSearchParams(search), memberType, off)).toBe('switched-off');
    }
    expect(routeNamedSwitchedOn(route.name, off)).toBe(false);
    // Unknown flags (the site status not read yet) count as off.
    expect(routeNamedSwitchedOn(route.name, {})).toBe(false);
  });

  it.each(TABLE.map((route) => [route.name, route] as const))('%s with its switch on: the access rule decides, as before', (_name, route) => {
    for (const memberType of VISITORS) {
      for (const search of ['', 'types=A']) {
        const params = new URLSearchParams(search);
        expect(routeVerdict(route, params, memberType, ALL_ON)).toBe(accessVerdict(accessRuleOf(route, params), memberType));
      }
    }
  });

  it('keeps a page open whatever the flags of other pages are', () => {
    const home = ROUTES.find((route) => route.name === 'home')!;
    expect(routeVerdict(home, new URLSearchParams(), null, {})).toBe('allow');
    const withdraw = ROUTES.find((route) => route.name === 'withdraw')!;
    expect(routeVerdict(withdraw, new URLSearchParams(), MEMBER_TYPE.PLAYER, { WITHDRAW: true, DEPOSIT: false })).toBe('allow');
  });
});
