import { AgentHomePage } from '@/features/agent/components/agent-home-page';
import { DividendContractPage, HourContractPage, SalaryContractPage } from '@/features/agent/components/contract-page';
import { DividendPage } from '@/features/agent/components/dividend-page';
import { OpenAccountPage } from '@/features/agent/components/open-account-page';
import { RebateIncomePage } from '@/features/agent/components/rebate-income-page';
import { RebateSettingsPage } from '@/features/agent/components/rebate-settings-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';
import { TeamBettingPage } from '@/features/agent/components/team-betting-page';
import { TeamMembersPage } from '@/features/agent/components/team-members-page';
import { TeamOverviewPage } from '@/features/agent/components/team-overview-page';
import { TeamPnlPage } from '@/features/agent/components/team-pnl-page';

export const agentPages = {
  redRain: RedRainPage,
  agent: AgentHomePage,
  'agent-team-overview': TeamOverviewPage,
  'agent-team-pnl': TeamPnlPage,
  'member-team': TeamMembersPage,
  teamBetting: TeamBettingPage,
  'member-agent-agentRebeat': RebateSettingsPage,
  'member-teamRebate': RebateIncomePage,
  agentRegister: OpenAccountPage,
  'member-agent-agentDivident': DividendPage,
  'member-agent-getSalaryContract': SalaryContractPage,
  'member-agent-getDevidendContract': DividendContractPage,
  'member-agent-getHourContract': HourContractPage,
};
