import { shellPages } from '@/components/layout/shell-page';
import { AgentHomePage } from '@/features/agent/components/agent-home-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';

export const agentPages = {
  ...shellPages({
    'agent-team-overview': {},
    'agent-team-pnl': {},
    'member-team': {},
    teamBetting: {},
    'member-agent-agentRebeat': {},
    'member-teamRebate': {},
    'member-agent-agentDivident': {},
    agentRegister: {},
    'member-agent-getSalaryContract': {},
    'member-agent-getDevidendContract': {},
    'member-agent-getHourContract': {},
  }),
  redRain: RedRainPage,
  agent: AgentHomePage,
};
