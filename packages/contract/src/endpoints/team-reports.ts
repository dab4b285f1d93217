import { teamOverviewQuerySchema, teamOverviewSchema, teamPnlQuerySchema, teamPnlSchema } from '../schemas/team-reports.ts';
import { defineEndpoint } from './define.ts';

/** An agent's reports of its whole team for a period (agents only), read from the team's day statistics. */
export const teamReportEndpoints = {
  teamOverview: defineEndpoint({
    method: 'GET', path: '/wps/agent/team/overview', encrypted: false, session: true,
    query: teamOverviewQuerySchema, response: teamOverviewSchema,
  }),
  teamPnl: defineEndpoint({
    method: 'GET', path: '/wps/agent/team/pnl', encrypted: false, session: true,
    query: teamPnlQuerySchema, response: teamPnlSchema,
  }),
};
