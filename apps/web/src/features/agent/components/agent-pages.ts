import { shellPages } from '@/components/layout/shell-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';
import { TeamOverviewPage } from '@/features/agent/components/team-overview-page';
import { TeamPnlPage } from '@/features/agent/components/team-pnl-page';

export const agentPages = {
  ...shellPages({
    agent: {},
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
  'agent-team-overview': TeamOverviewPage,
  'agent-team-pnl': TeamPnlPage,
};
