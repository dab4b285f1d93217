import {
  agentAffiliateSchema, agentOpenAccountSchema, agentOpenedAccountSchema, agentRebateIncomeQuerySchema, agentRebateIncomeSchema,
  agentRebateRatesQuerySchema, agentRebateRatesSchema, agentSetDownlineRatesSchema, operatorAgentRatesQuerySchema, operatorAgentRatesSchema,
  operatorSetAgentRatesSchema,
} from '../schemas/agent-rebates.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** An agent's downline: rebate settings, rebate income, open account and the affiliate link. */
export const agentRebateEndpoints = {
  agentRebateRates: defineEndpoint({
    method: 'GET', path: '/wps/agent/rebate/rates', encrypted: false, session: true,
    query: agentRebateRatesQuerySchema, response: agentRebateRatesSchema,
  }),
  agentSetDownlineRates: defineEndpoint({
    method: 'POST', path: '/wps/agent/rebate/rates', encrypted: false, session: true,
    body: agentSetDownlineRatesSchema, response: agentRebateRatesSchema,
  }),
  agentRebateIncome: defineEndpoint({
    method: 'GET', path: '/wps/agent/rebate/income', encrypted: false, session: true,
    query: agentRebateIncomeQuerySchema, response: agentRebateIncomeSchema,
  }),
  agentAffiliate: defineEndpoint({
    method: 'GET', path: '/wps/agent/affiliate', encrypted: false, session: true,
    query: noQuery, response: agentAffiliateSchema,
  }),
  agentOpenAccount: defineEndpoint({
    method: 'POST', path: '/wps/agent/register', encrypted: false, session: true,
    body: agentOpenAccountSchema, response: agentOpenedAccountSchema,
  }),
};

/** The operator's side: the rates of top agents. */
export const operatorAgentRebateEndpoints = {
  operatorAgentRates: defineEndpoint({
    method: 'GET', path: '/ops/api/agent-rebates/rates', encrypted: false, session: true, operator: true,
    query: operatorAgentRatesQuerySchema, response: operatorAgentRatesSchema,
  }),
  operatorSetAgentRates: defineEndpoint({
    method: 'POST', path: '/ops/api/agent-rebates/rates', encrypted: false, session: true, operator: true,
    body: operatorSetAgentRatesSchema, response: operatorAgentRatesSchema,
  }),
};
