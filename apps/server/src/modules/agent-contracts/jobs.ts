import { BUSINESS_UTC_OFFSET_MINUTES } from '../../lib/business-day.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { dailyAt, every } from '../jobs/schedule.ts';
import type { AgentContractService } from './service.ts';

type Settlements = Pick<AgentContractService, 'settleDailySalaries' | 'settleHourlySalaries' | 'settleDividends'>;

/** At each business day's close, the daily salaries of the day (a month of missed days caught up). */
export const agentDailySalaryJob = (contracts: Settlements): JobDefinition => ({
  name: 'agent-contracts.daily-salary',
  schedule: dailyAt('00:00', BUSINESS_UTC_OFFSET_MINUTES),
  catchUp: 31,
  run: async ({ db, period }) => contracts.settleDailySalaries(db, period.key),
});

/** At each business day's close, the dividends whose half-month or month ends with the day. */
export const agentDividendJob = (contracts: Settlements): JobDefinition => ({
  name: 'agent-contracts.dividend',
  schedule: dailyAt('00:00', BUSINESS_UTC_OFFSET_MINUTES),
  catchUp: 31,
  run: async ({ db, period }) => contracts.settleDividends(db, period.key),
});

/** On the hour, the hourly salaries of the hour that ended (two days of missed hours caught up). */
export const agentHourlySalaryJob = (contracts: Settlements): JobDefinition => ({
  name: 'agent-contracts.hourly-salary',
  schedule: every({ hours: 1 }),
  catchUp: 48,
  run: async ({ db, period }) => contracts.settleHourlySalaries(db, period),
});
