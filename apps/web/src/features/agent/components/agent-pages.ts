import { shellPages } from '@/components/layout/shell-page';

export const agentPages = shellPages({
  agent: { access: 'session' },
  'agent-team-overview': { access: 'session' },
  'agent-team-pnl': { access: 'session' },
  'member-team': { access: 'session' },
  teamBetting: { access: 'session' },
  redRain: { access: 'session' },
  'member-agent-agentRebeat': { access: 'session' },
  'member-teamRebate': { access: 'session' },
  'member-agent-agentDivident': { access: 'session' },
  agentRegister: { access: 'session' },
  'member-agent-getSalaryContract': { access: 'session' },
  'member-agent-getDevidendContract': { access: 'session' },
  'member-agent-getHourContract': { access: 'session' },
});
