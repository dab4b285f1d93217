import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@m/contract';
import { ROUTES, routeVerdict, type RouteDefinition, type RouteFlags } from '@/config/paths';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { LIST_ENTRIES, QUICK_ENTRIES, type MineContext } from '../mine-menu';

const PLAYER: MineContext = { flags: {}, memberType: 0, toUpline: false, missionEnabled: false };
const allFlags = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Record<WhitelabelFlag, boolean>;
const ids = (context: MineContext) => visibleEntries(LIST_ENTRIES, context).map((entry) => entry.id);
const quickIds = (context: MineContext) => visibleEntries(QUICK_ENTRIES, context).map((entry) => entry.id);
/** Every context switch on: each entry's own condition holds, so only the page switches decide. */
const EVERYTHING: MineContext = { flags: allFlags, memberType: 1, toUpline: true, missionEnabled: true };

describe('member centre entries (spec §2 Member centre)', () => {
  it('shows only the entries without a switch of their own with every switch off: red-envelope rain, referral, online service, app download', () => {
    // The referral entry opens the referral dialog, which says contact_service without the REFERRAL promotion (spec §6).
    expect(ids(PLAYER)).toEqual(['redRain', 'referral', 'service', 'appDownload']);
  });

  it.each<[string, Partial<MineContext>, string]>([
    ['reward centre', { flags: { REWCEN3: true } }, 'rewardCenter'],
    ['agent centre for an agent type', { memberType: 1 }, 'agent'],
    ['deposit report', { flags: { DEPRECM3: true } }, 'depositReport'],
    ['withdrawal report', { flags: { WITHREC3: true } }, 'withdrawReport'],
    ['transaction record', { flags: { TRANSREC3: true } }, 'transactionRecord'],
    ['game record', { flags: { TRANSBETREPMEM3: true } }, 'gameRecord'],
    ['profit and loss', { flags: { PERSREP: true } }, 'profitLoss'],
    ['upline transfer', { flags: { AGETRANSFERUP3: true }, toUpline: true }, 'uplineTransfer'],
    ['manual rebate', { flags: { MANPLAYREB3: true } }, 'manualRebate'],
    ['leaderboard with the mission promotion and its page (MISSIONLB3) on', { missionEnabled: true, flags: { MISSIONLB3: true } }, 'leaderBoard'],
    ['rebate report', { flags: { PLYRBT: true } }, 'rebateReport'],
    ['news (message centre)', { flags: { MAILCEN: true } }, 'news'],
    ['feedback', { flags: { FEEDBACK3: true } }, 'feedback'],
  ])('%s: shown when its switch is on', (_name, change, id) => {
    expect(ids(PLAYER)).not.toContain(id);
    expect(ids({ ...PLAYER, ...change })).toContain(id);
  });

  it.each<[string, Partial<MineContext>]>([
    ['without the toUpline flag', { toUpline: false }],
    ['for member type 2', { memberType: 2 }],
    ['without AGETRANSFERUP3', { flags: { ...allFlags, AGETRANSFERUP3: false } }],
  ])('hides the upline transfer %s', (_name, change) => {
    expect(ids({ ...PLAYER, flags: allFlags, toUpline: true, ...change })).not.toContain('uplineTransfer');
  });

  it.each([0, 4, 40])('hides the agent centre from member type %i', (memberType) => {
    expect(ids({ ...PLAYER, memberType })).not.toContain('agent');
  });

  it('hides the leaderboard with the mission promotion on but its page switched off (MISSIONLB3)', () => {
    expect(ids({ ...EVERYTHING, flags: { ...allFlags, MISSIONLB3: false } })).not.toContain('leaderBoard');
  });

  it('keeps the spec order with everything on', () => {
    expect(ids(EVERYTHING)).toEqual([
      'rewardCenter', 'redRain', 'referral', 'agent', 'depositReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitLoss',
      'uplineTransfer', 'manualRebate', 'leaderBoard', 'rebateReport', 'news', 'feedback', 'service', 'appDownload',
    ]);
  });

  it('offers each quick entry only while its page is on: deposit (DEPOSIT), game record, transactions; security always', () => {
    expect(quickIds(PLAYER)).toEqual(['security']);
    expect(quickIds({ ...PLAYER, flags: allFlags })).toEqual(['deposit', 'gameRecord', 'transactions', 'security']);
    expect(quickIds({ ...PLAYER, flags: { ...allFlags, DEPOSIT: false } })).toEqual(['gameRecord', 'transactions', 'security']);
  });

  // The entries and the gate read one switch, the route table's: an entry never leads to a page that says it is not there.
  it.each((ROUTES as readonly RouteDefinition[]).flatMap((route) => (route.flag ? [[route.name, route, route.flag] as const] : [])))(
    'shows an entry to %s exactly while the gate lets a member in',
    (_name, route, flag) => {
      const flags: RouteFlags = { ...allFlags, [flag]: false };
      const entries = [...QUICK_ENTRIES, ...LIST_ENTRIES].filter((entry) => typeof entry.action === 'object' && entry.action.route === route.name);
      const gateOpen = (switches: RouteFlags) => routeVerdict(route, new URLSearchParams(), 0, switches) !== 'switched-off';
      for (const entry of entries) {
        expect(visibleEntries([entry], { ...EVERYTHING, flags }), entry.id).toHaveLength(gateOpen(flags) ? 1 : 0);
        expect(visibleEntries([entry], EVERYTHING), entry.id).toHaveLength(gateOpen(allFlags) ? 1 : 0);
      }
    },
  );
});
