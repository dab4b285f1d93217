import { describe, expect, it } from 'vitest';
import { AGENT_MENU_KEYS, WHITELABEL_FLAGS, type WhitelabelFlag } from '@m/contract';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { AGENT_GRID, type AgentGridContext } from '@/features/agent/agent-menu';

const allFlags = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Record<WhitelabelFlag, boolean>;
const ids = (context: AgentGridContext) => visibleEntries(AGENT_GRID, context).map((entry) => entry.id);

describe('agent home grid (spec §2 agent home)', () => {
  it('shows every item in the spec order with every menu key and page switch on', () => {
    expect(ids({ flags: allFlags, menu: AGENT_MENU_KEYS })).toEqual([
      'teamOverview', 'transactionRecord', 'teamManagement', 'redRain', 'teamPnl', 'teamBetting',
      'rebateSetting', 'rebateIncome', 'securityCentre', 'mail', 'service',
    ]);
  });

  it('has one menu key per item but online service, each key used once', () => {
    const keys = AGENT_GRID.map((entry) => entry.menuKey).filter((key) => key !== null);
    expect([...keys].sort()).toEqual([...AGENT_MENU_KEYS].sort());
    expect(AGENT_GRID.find((entry) => entry.menuKey === null)?.id).toBe('service');
  });

  it('leaves out what the menu setting leaves out, and keeps online service with an empty menu', () => {
    const menu = AGENT_MENU_KEYS.filter((key) => key !== 'TEAM_BETTING' && key !== 'RED_RAIN');
    expect(ids({ flags: allFlags, menu })).not.toContain('teamBetting');
    expect(ids({ flags: allFlags, menu })).not.toContain('redRain');
    expect(ids({ flags: allFlags, menu })).toContain('teamPnl');
    expect(ids({ flags: allFlags, menu: [] })).toEqual(['service']);
  });

  it("hides an item whose page's whitelabel switch is off, whatever the menu says", () => {
    expect(ids({ flags: { ...allFlags, TRANSREC3: false }, menu: AGENT_MENU_KEYS })).not.toContain('transactionRecord');
    expect(ids({ flags: { ...allFlags, MAILCEN: false }, menu: AGENT_MENU_KEYS })).not.toContain('mail');
  });
});
