import { describe, expect, it } from 'vitest';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { LIST_ENTRIES, MINE_FLAGS, QUICK_ENTRIES, type MineContext, type MineFlag } from '../mine-menu';

const PLAYER: MineContext = { flags: {}, memberType: 0, toUpline: false, referralEnabled: false, missionEnabled: false };
const allFlags = Object.fromEntries(MINE_FLAGS.map((flag) => [flag, true])) as Record<MineFlag, boolean>;
const ids = (context: MineContext) => visibleEntries(LIST_ENTRIES, context).map((entry) => entry.id);

describe('member centre entries (spec §2 Member centre)', () => {
  it('shows only online service and app download with every switch off', () => {
    expect(ids(PLAYER)).toEqual(['service', 'appDownload']);
  });

  it.each<[string, Partial<MineContext>, string]>([
    ['reward centre', { flags: { REWCEN3: true } }, 'rewardCenter'],
    ['referral', { referralEnabled: true }, 'referral'],
    ['agent centre for an agent type', { memberType: 1 }, 'agent'],
    ['deposit report', { flags: { DEPRECM3: true } }, 'depositReport'],
    ['withdrawal report', { flags: { WITHREC3: true } }, 'withdrawReport'],
    ['transaction record', { flags: { TRANSREC3: true } }, 'transactionRecord'],
    ['game record', { flags: { TRANSBETREPMEM3: true } }, 'gameRecord'],
    ['profit and loss', { flags: { PERSREP: true } }, 'profitLoss'],
    ['upline transfer', { flags: { AGETRANSFERUP3: true }, toUpline: true }, 'uplineTransfer'],
    ['manual rebate', { flags: { MANPLAYREB3: true } }, 'manualRebate'],
    ['leaderboard with the mission promotion', { missionEnabled: true }, 'leaderBoard'],
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

  it('keeps the spec order with everything on', () => {
    expect(ids({ flags: allFlags, memberType: 1, toUpline: true, referralEnabled: true, missionEnabled: true })).toEqual([
      'rewardCenter', 'referral', 'agent', 'depositReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitLoss',
      'uplineTransfer', 'manualRebate', 'leaderBoard', 'rebateReport', 'news', 'feedback', 'service', 'appDownload',
    ]);
  });

  it('offers deposit in the quick menu only when deposits are on; the other quick entries always', () => {
    expect(visibleEntries(QUICK_ENTRIES, PLAYER).map((entry) => entry.id)).toEqual(['gameRecord', 'transactions', 'security']);
    expect(visibleEntries(QUICK_ENTRIES, { ...PLAYER, flags: { DEPOSIT: true } }).map((entry) => entry.id)).toEqual(['deposit', 'gameRecord', 'transactions', 'security']);
  });
});
