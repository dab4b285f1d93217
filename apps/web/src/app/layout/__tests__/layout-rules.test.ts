import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '@/config/paths';
import { LAYOUT_RULES } from '@/app/layout/layout-rules';

// Spec §2 "Layout rules", restated here so the table is checked against the text, not itself.
const SPEC = {
  headerHidden: ['login', 'register', 'mine', 'agent', 'help'],
  logo: ['home'],
  backHome: ['login', 'register', 'trail', 'notice', 'forget', 'activity'],
  tabBarHidden: [
    'login', 'register', 'trail', 'launchGame', 'changePsw', 'notice', 'activity', 'forget',
    'service', 'moreLottery', 'useragreement', 'maintenance', 'agent',
    // The live chat is service's own screen (/m/service/chat): no tab bar under its composer.
    'service-chat',
  ],
  footerHidden: ['winnerPage'],
};
// Issue 22: the agents-only inner pages have no other way back than their back arrow, to agent home.
const AGENT_INNER = [
  'agent-team-overview', 'agent-team-pnl', 'member-team', 'teamBetting', 'member-agent-agentRebeat', 'member-teamRebate',
  'member-agent-agentDivident', 'agentRegister', 'member-agent-getSalaryContract', 'member-agent-getDevidendContract',
  'member-agent-getHourContract',
];

describe('layout rules table', () => {
  it('has a row for every page', () => {
    expect(Object.keys(LAYOUT_RULES).sort()).toEqual([...PAGE_NAMES].sort());
  });

  it('names only pages that exist', () => {
    for (const name of Object.values(SPEC).flat()) expect(PAGE_NAMES).toContain(name);
  });

  it.each(PAGE_NAMES.map((name) => [name]))('%s follows the spec', (name) => {
    const rule = LAYOUT_RULES[name];
    if (SPEC.headerHidden.includes(name)) {
      expect(rule.header).toEqual({ kind: 'hidden' });
    } else if (SPEC.logo.includes(name)) {
      expect(rule.header).toEqual({ kind: 'logo' });
    } else {
      const withoutHistory = AGENT_INNER.includes(name) ? { withoutHistory: 'agent' } : {};
      expect(rule.header).toEqual({ kind: 'back', target: SPEC.backHome.includes(name) ? 'home' : 'history', ...withoutHistory });
    }
    expect(rule.tabBar).toBe(!SPEC.tabBarHidden.includes(name));
    expect(rule.footer).toBe(!SPEC.footerHidden.includes(name));
  });
});
