import { shellPages } from '@/components/layout/shell-page';
import { AgentHomeShell } from '@/features/agent/components/agent-home-shell';
import { DividendContractPage, HourContractPage, SalaryContractPage } from '@/features/agent/components/contract-page';
import { DividendPage } from '@/features/agent/components/dividend-page';
import { RedRainPage } from '@/features/agent/components/red-rain-page';

export const agentPages = {
  ...shellPages({
    'agent-team-overview': {},
    'agent-team-pnl': {},
    'member-team': {},
    teamBetting: {},
    'member-agent-agentRebeat': {},
    'member-teamRebate': {},
    agentRegister: {},
  }),
  agent: AgentHomeShell,
  'member-agent-agentDivident': DividendPage,
  'member-agent-getSalaryContract': SalaryContractPage,
  'member-agent-getDevidendContract': DividendContractPage,
  'member-agent-getHourContract': HourContractPage,
  redRain: RedRainPage,
};
