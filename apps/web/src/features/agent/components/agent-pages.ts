import { shellPages } from '@/components/layout/shell-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';
import { TeamBettingPage } from '@/features/agent/components/team-betting-page';
import { TeamMembersPage } from '@/features/agent/components/team-members-page';

export const agentPages = {
  ...shellPages({
    agent: {},
    'agent-team-overview': {},
    'agent-team-pnl': {},
    'member-agent-agentRebeat': {},
    'member-teamRebate': {},
    'member-agent-agentDivident': {},
    agentRegister: {},
    'member-agent-getSalaryContract': {},
    'member-agent-getDevidendContract': {},
    'member-agent-getHourContract': {},
  }),
  redRain: RedRainPage,
  'member-team': TeamMembersPage,
  teamBetting: TeamBettingPage,
};
