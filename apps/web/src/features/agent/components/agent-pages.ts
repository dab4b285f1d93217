import { shellPages } from '@/components/layout/shell-page';
import { AgentHomePage } from '@/features/agent/components/agent-home-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';
import { OpenAccountPage } from '@/features/agent/components/open-account-page';
import { RebateIncomePage } from '@/features/agent/components/rebate-income-page';
import { RebateSettingsPage } from '@/features/agent/components/rebate-settings-page';

export const agentPages = {
  ...shellPages({
    'agent-team-overview': {},
    'agent-team-pnl': {},
    'member-team': {},
    teamBetting: {},
    'member-agent-agentDivident': {},
    'member-agent-getSalaryContract': {},
    'member-agent-getDevidendContract': {},
    'member-agent-getHourContract': {},
  }),
  redRain: RedRainPage,
  agent: AgentHomePage,
  'member-agent-agentRebeat': RebateSettingsPage,
  'member-teamRebate': RebateIncomePage,
  agentRegister: OpenAccountPage,
};
