import { BUSINESS_UTC_OFFSET_MINUTES } from '../../lib/business-day.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { dailyAt } from '../jobs/schedule.ts';
import type { AgentRebates } from './service.ts';

/**
 * At 00:30 of the platform's day, the agents' rebate income of the business day that ended (the
 * period's key: a period starting at 00:30 on the 24th runs at 00:30 on the 25th and pays the 24th,
 * whose bets are all in by then). Each day pays once; after downtime the missed days are caught up
 * (a month of them), oldest first.
 */
export const agentRebateJob = (agentRebates: Pick<AgentRebates, 'payDay'>): JobDefinition => ({
  name: 'agent-rebates.pay',
  schedule: dailyAt('00:30', BUSINESS_UTC_OFFSET_MINUTES),
  catchUp: 31,
  run: async ({ db, period }) => agentRebates.payDay(db, period.key),
});
