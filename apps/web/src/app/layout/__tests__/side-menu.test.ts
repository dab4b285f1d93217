import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS } from '@m/contract';
import { ROUTES, routeVerdict, type RouteFlags } from '@/config/paths';
import { SHORTCUTS, visibleShortcuts, type MenuContext } from '@/app/layout/side-menu';

const allOn = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true]));
const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  flags: allOn, loggedIn: true, showVipBenefits: true, hasDownloadLink: true, ...overrides,
});
const ids = (overrides: Partial<MenuContext>) => visibleShortcuts(context(overrides)).map((entry) => entry.id);
const ALL = ['deposit', 'withdraw', 'share', 'vip', 'rewardCenter', 'messages', 'leaderBoard', 'manualRebate', 'appDownload'];

describe('side menu shortcuts (spec §2): each behind its switch', () => {
  it('shows every shortcut when every switch is on', () => {
    expect(ids({})).toEqual(ALL);
  });

  it.each<[string, Partial<MenuContext>, string]>([
    ['DEPOSIT off', { flags: { ...allOn, DEPOSIT: false } }, 'deposit'],
    ['WITHDRAW off', { flags: { ...allOn, WITHDRAW: false } }, 'withdraw'],
    ['VIP benefits off for a member', { showVipBenefits: false }, 'vip'],
    ['REWCEN3 off', { flags: { ...allOn, REWCEN3: false } }, 'rewardCenter'],
    ['MISSIONLB3 off', { flags: { ...allOn, MISSIONLB3: false } }, 'leaderBoard'],
    ['MANPLAYREB3 off', { flags: { ...allOn, MANPLAYREB3: false } }, 'manualRebate'],
    ['MAILCEN off', { flags: { ...allOn, MAILCEN: false } }, 'messages'],
    ['a guest', { loggedIn: false }, 'messages'],
    ['no download link', { hasDownloadLink: false }, 'appDownload'],
  ])('%s hides %s and nothing else', (_name, overrides, hidden) => {
    expect(ids(overrides)).toEqual(ALL.filter((id) => id !== hidden));
  });

  it('shows VIP to guests even with VIP benefits off', () => {
    expect(ids({ loggedIn: false, showVipBenefits: false })).toContain('vip');
  });

  it('hides a flagged entry while the flags are unknown', () => {
    expect(ids({ flags: {} })).toEqual(['share', 'vip', 'appDownload']);
  });

  // The shortcuts and the gate read one switch, the route table's: a shortcut never leads to a page that says it is not there.
  it.each(SHORTCUTS.flatMap((entry) => (typeof entry.action === 'object' ? [[entry.id, entry.action.route] as const] : [])))(
    '%s shows exactly while the gate lets a member into its page (%s)',
    (id, name) => {
      const route = ROUTES.find((candidate) => candidate.name === name)!;
      const gateOpen = (flags: RouteFlags) => routeVerdict(route, new URLSearchParams(), 0, flags) !== 'switched-off';
      for (const flag of WHITELABEL_FLAGS) {
        const flags = { ...allOn, [flag]: false };
        expect(ids({ flags }).includes(id), `${flag} off`).toBe(gateOpen(flags));
      }
    },
  );
});
