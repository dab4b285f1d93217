import { teamKpiQuerySchema, teamKpiSchema } from '../schemas/agent-home.ts';
import { defineEndpoint } from './define.ts';

/** The agent home: its team's counters (agents only). */
export const agentHomeEndpoints = {
  teamKpi: defineEndpoint({
    method: 'GET', path: '/wps/agent/team/kpi', encrypted: false, session: true,
    query: teamKpiQuerySchema, response: teamKpiSchema,
  }),
};
