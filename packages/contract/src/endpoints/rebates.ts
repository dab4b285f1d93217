import { operatorMerchantQuerySchema } from '../schemas/operator-fields.ts';
import {
  operatorRebateRateChangeSchema, operatorRebateRatesSchema, rebateAccruedSchema, rebateClaimRequestSchema, rebateClaimResultSchema, rebateReportQuerySchema, rebateReportSchema,
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

/** The operator's side: a merchant's rebate rates and the least a claim pays. */
export const operatorRebateEndpoints = {
  operatorRebateRates: defineEndpoint({
    method: 'GET', path: '/ops/api/rebates/rates', encrypted: false, session: true, operator: true,
    query: operatorMerchantQuerySchema, response: operatorRebateRatesSchema,
  }),
  operatorSetRebateRate: defineEndpoint({
    method: 'POST', path: '/ops/api/rebates/rates', encrypted: false, session: true, operator: true,
    body: operatorRebateRateChangeSchema, response: operatorRebateRatesSchema,
  }),
};
