import { withdrawalSchema, withdrawOverviewSchema, withdrawReportQuerySchema, withdrawReportSchema, withdrawRequestSchema } from '../schemas/withdrawal.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const withdrawalEndpoints = {
  withdraw: defineEndpoint({
    method: 'POST', path: '/wps/transaction/withdraw', encrypted: true, session: true,
    body: withdrawRequestSchema, response: withdrawalSchema,
  }),
  withdrawOverview: defineEndpoint({
    method: 'GET', path: '/wps/transaction/withdraw/overview', encrypted: false, session: true,
    query: noQuery, response: withdrawOverviewSchema,
  }),
  withdrawReport: defineEndpoint({
    method: 'GET', path: '/wps/report/withdrawTransaction', encrypted: false, session: true,
    query: withdrawReportQuerySchema, response: withdrawReportSchema,
  }),
};
