import {
  rebateAccruedSchema, rebateClaimRequestSchema, rebateClaimResultSchema, rebateReportQuerySchema, rebateReportSchema,
} from '../schemas/rebates.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The member's manual rebate: what has accrued, the claim, and the report of rebates paid. */
export const rebateEndpoints = {
  rebateAccrued: defineEndpoint({
    method: 'GET', path: '/wps/member/rebate', encrypted: false, session: true,
    query: noQuery, response: rebateAccruedSchema,
  }),
  rebateClaim: defineEndpoint({
    method: 'POST', path: '/wps/member/rebate/claim', encrypted: false, session: true,
    body: rebateClaimRequestSchema, response: rebateClaimResultSchema,
  }),
  rebateReport: defineEndpoint({
    method: 'GET', path: '/wps/report/rebate', encrypted: false, session: true,
    query: rebateReportQuerySchema, response: rebateReportSchema,
  }),
};
