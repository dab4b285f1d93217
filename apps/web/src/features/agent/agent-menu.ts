import type { AgentMenuKey } from '@m/contract';
import type { FlagContext, GatedEntry } from '@/lib/flag-gated-entries';

/** What decides whether a grid item shows: the switches of its page (route table) and the merchant's agent menu setting. */
export type AgentGridContext = FlagContext & { menu: readonly string[] };

/** An item of the agent home's grid: `menuKey` is its switch in the merchant's menu setting; none: always shown. */
export type AgentGridEntry = GatedEntry<AgentGridContext> & { menuKey: AgentMenuKey | null; countsUnread?: boolean };

const inMenu = (key: AgentMenuKey) => (context: AgentGridContext) => context.menu.includes(key);
const entry = (id: string, label: string, route: AgentGridEntry['action']['route'], menuKey: AgentMenuKey | null, extra: Partial<AgentGridEntry> = {}): AgentGridEntry => ({
  id, label, action: { route }, menuKey, ...(menuKey ? { when: inMenu(menuKey) } : {}), ...extra,
});

/**
 * Spec §2 agent home navigation grid, in its order. An item shows while the merchant's menu
 * setting has its key and its page is switched on; online service always shows.
 */
export const AGENT_GRID: readonly AgentGridEntry[] = [
  entry('teamOverview', 'page.agent-team-overview.title', 'agent-team-overview', 'TEAM_OVERVIEW'),
  entry('transactionRecord', 'page.transaction-record.title', 'transaction-record', 'TRANSACTION_RECORD'),
  entry('teamManagement', 'page.member-team.title', 'member-team', 'TEAM_MANAGEMENT'),
  entry('redRain', 'page.redRain.title', 'redRain', 'RED_RAIN'),
  entry('teamPnl', 'page.agent-team-pnl.title', 'agent-team-pnl', 'TEAM_PNL'),
  entry('teamBetting', 'page.teamBetting.title', 'teamBetting', 'TEAM_BETTING'),
  entry('rebateSetting', 'agentHome.rebateSetting', 'member-agent-agentRebeat', 'REBATE_SETTING'),
  entry('rebateIncome', 'agentHome.rebateIncome', 'member-teamRebate', 'REBATE_INCOME'),
  entry('securityCentre', 'page.securityCenter.title', 'securityCenter', 'SECURITY_CENTRE'),
  entry('mail', 'agentHome.mail', 'webEmail', 'MAIL', { countsUnread: true }),
  entry('service', 'agentHome.onlineService', 'service', null),
];
