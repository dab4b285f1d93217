import {
  agentContractActionSchema, agentContractOfferSchema, agentContractRequirementSchema, agentContractSchema, agentContractSettlementsQuerySchema,
  agentContractSettlementsSchema, agentContractsQuerySchema, agentContractsSchema, agentDividendInfoSchema,
} from '../schemas/agent-contracts.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** Agent contracts (agents only): the prompt's offers, the contract screens, their actions and settlements, the dividend info. */
export const agentContractEndpoints = {
  agentContractRequirement: defineEndpoint({
    method: 'GET', path: '/wps/agent/contracts/requirement', encrypted: false, session: true,
    query: noQuery, response: agentContractRequirementSchema,
  }),
  agentContracts: defineEndpoint({
    method: 'GET', path: '/wps/agent/contracts', encrypted: false, session: true,
    query: agentContractsQuerySchema, response: agentContractsSchema,
  }),
  agentContractOffer: defineEndpoint({
    method: 'POST', path: '/wps/agent/contracts/offer', encrypted: false, session: true,
    body: agentContractOfferSchema, response: agentContractSchema,
  }),
  agentContractAccept: defineEndpoint({
    method: 'POST', path: '/wps/agent/contracts/accept', encrypted: false, session: true,
    body: agentContractActionSchema, response: agentContractSchema,
  }),
  agentContractReject: defineEndpoint({
    method: 'POST', path: '/wps/agent/contracts/reject', encrypted: false, session: true,
    body: agentContractActionSchema, response: agentContractSchema,
  }),
  agentContractEnd: defineEndpoint({
    method: 'POST', path: '/wps/agent/contracts/end', encrypted: false, session: true,
    body: agentContractActionSchema, response: agentContractSchema,
  }),
  agentContractSettlements: defineEndpoint({
    method: 'GET', path: '/wps/agent/contracts/settlements', encrypted: false, session: true,
    query: agentContractSettlementsQuerySchema, response: agentContractSettlementsSchema,
  }),
  agentDividendInfo: defineEndpoint({
    method: 'GET', path: '/wps/agent/dividend', encrypted: false, session: true,
    query: noQuery, response: agentDividendInfoSchema,
  }),
};
